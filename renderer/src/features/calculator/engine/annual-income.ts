import { applyRate, applyRates, clampMin0, ratioBp, type BasisPoints, type Cents } from './money';
import { ANNUAL_TABLE, RULES } from './tables';
import { taxOnTable } from './tax-on-table';

export interface AnnualIncomeInput {
  /** 全年工资薪金收入 (cents). */
  readonly wages: Cents;
  /** 全年劳务报酬收入. */
  readonly labour?: Cents;
  /** 全年稿酬收入. */
  readonly author?: Cents;
  /** 全年特许权使用费收入. */
  readonly royalty?: Cents;
  /** 全年专项扣除 (三险一金). */
  readonly special?: Cents;
  /** 全年专项附加扣除, 大病医疗 included (it is only claimed here). */
  readonly annex?: Cents;
  /** 全年其他扣除 other than 个人养老金 (e.g. 商业健康保险). */
  readonly other?: Cents;
  /** 个人养老金 contributions of the year; deductible up to the annual cap. */
  readonly privatePension?: Cents;
  /** 已预缴税额; when given, the result carries the settlement (补税/退税). */
  readonly prepaid?: Cents;
}

type SettlementKind = 'pay' | 'refund' | 'none';

export interface Settlement {
  readonly prepaid: Cents;
  readonly kind: SettlementKind;
  /** 应补 (pay) or 应退 (refund) amount, always ≥ 0. */
  readonly amount: Cents;
  /** 无需办理汇算 (only a top-up can be exempt: a refund is claimed by filing). */
  readonly filingExempt: boolean;
  /** Why filing is exempt, in Chinese, or null. */
  readonly exemptReason: string | null;
}

export interface AnnualIncomeResult {
  /** 收入合计 (gross comprehensive income, before the 20%/70% reductions). */
  readonly grossIncome: Cents;
  readonly wageAmount: Cents;
  readonly labourAmount: Cents;
  readonly authorAmount: Cents;
  readonly royaltyAmount: Cents;
  /** 收入额 = 工资 + 劳务×80% + 稿酬×80%×70% + 特许权×80%. */
  readonly incomeAmount: Cents;
  readonly basicDeduction: Cents;
  readonly special: Cents;
  readonly annex: Cents;
  /** 其他扣除 after capping 个人养老金. */
  readonly other: Cents;
  readonly privatePensionAllowed: Cents;
  readonly taxable: Cents;
  readonly rate: BasisPoints;
  readonly quickDeduction: Cents;
  readonly tax: Cents;
  /** 收入合计 − 三险一金 − 税. */
  readonly afterTax: Cents;
  /** Tax ÷ gross income, basis points. */
  readonly effectiveRate: BasisPoints;
  readonly settlement: Settlement | null;
}

/** 综合所得 for a whole year (个人所得税法第六条), optionally settled against tax already prepaid. */
export function annualIncome(input: AnnualIncomeInput): AnnualIncomeResult {
  const labour = input.labour ?? 0;
  const author = input.author ?? 0;
  const royalty = input.royalty ?? 0;
  const special = input.special ?? 0;
  const annex = input.annex ?? 0;
  const ratio = RULES.incomeRatio.value;
  const labourAmount = applyRate(labour, ratio);
  const authorAmount = applyRates(author, ratio, RULES.authorRatio.value);
  const royaltyAmount = applyRate(royalty, ratio);
  const incomeAmount = input.wages + labourAmount + authorAmount + royaltyAmount;
  const privatePensionAllowed = Math.min(
    clampMin0(input.privatePension ?? 0),
    RULES.privatePensionCap.value,
  );
  const other = (input.other ?? 0) + privatePensionAllowed;
  const basicDeduction = RULES.basicDeductionAnnual.value;
  const taxed = taxOnTable(ANNUAL_TABLE, incomeAmount - basicDeduction - special - annex - other);
  const grossIncome = input.wages + labour + author + royalty;
  return {
    grossIncome,
    wageAmount: input.wages,
    labourAmount,
    authorAmount,
    royaltyAmount,
    incomeAmount,
    basicDeduction,
    special,
    annex,
    other,
    privatePensionAllowed,
    taxable: taxed.taxable,
    rate: taxed.rate,
    quickDeduction: taxed.quickDeduction,
    tax: taxed.tax,
    afterTax: grossIncome - special - taxed.tax,
    effectiveRate: ratioBp(taxed.tax, grossIncome),
    settlement: input.prepaid === undefined ? null : settle(taxed.tax, input.prepaid, grossIncome),
  };
}

/** 年度汇算: tax due against prepaid, with the filing exemptions of 财政部 税务总局公告2023年第32号. */
export function settle(tax: Cents, prepaid: Cents, grossIncome: Cents): Settlement {
  const diff = tax - prepaid;
  if (diff === 0)
    return {
      prepaid,
      kind: 'none',
      amount: 0,
      filingExempt: true,
      exemptReason: '已预缴税额与应纳税额一致，无需补退',
    };
  if (diff < 0)
    return { prepaid, kind: 'refund', amount: -diff, filingExempt: false, exemptReason: null };
  let exemptReason: string | null = null;
  if (grossIncome <= RULES.filingExemptIncome.value)
    exemptReason = '年度综合所得收入不超过12万元且需要补税，无需办理年度汇算';
  else if (diff <= RULES.filingExemptTopUp.value)
    exemptReason = '年度汇算需补税金额不超过400元，无需办理年度汇算';
  return { prepaid, kind: 'pay', amount: diff, filingExempt: exemptReason !== null, exemptReason };
}
