import type { BasisPoints, Cents } from './money';

/**
 * Every statutory rate, threshold and amount the engine uses, as data with its legal source and the
 * period in which it applies. Amounts are cents, rates basis points. An open-ended period has
 * `effectiveTo: null`.
 */
interface Sourced {
  /** The document that sets the figure. */
  readonly source: string;
  /** ISO date from which it applies. */
  readonly effectiveFrom: string;
  /** ISO date until which it applies (inclusive), null when not yet ended. */
  readonly effectiveTo: string | null;
}

export interface SourcedValue<T> extends Sourced {
  readonly value: T;
}

/** One band of a progressive table: applies up to `upTo` inclusive (null for the top band). */
export interface Bracket {
  readonly upTo: Cents | null;
  readonly rate: BasisPoints;
  readonly quickDeduction: Cents;
}

export interface RateTable extends Sourced {
  readonly id: string;
  readonly name: string;
  readonly brackets: readonly Bracket[];
}

const LAW_2018 = '《中华人民共和国个人所得税法》（2018年修正）';

/** 综合所得税率表 / 个人所得税预扣率表一 (居民个人工资、薪金所得预扣预缴适用). */
export const ANNUAL_TABLE: RateTable = {
  id: 'annual',
  name: '综合所得税率表（预扣率表一）',
  source: `${LAW_2018}附表一；国家税务总局公告2018年第61号附件 个人所得税预扣率表一`,
  effectiveFrom: '2019-01-01',
  effectiveTo: null,
  brackets: [
    { upTo: 3_600_000, rate: 300, quickDeduction: 0 },
    { upTo: 14_400_000, rate: 1000, quickDeduction: 252_000 },
    { upTo: 30_000_000, rate: 2000, quickDeduction: 1_692_000 },
    { upTo: 42_000_000, rate: 2500, quickDeduction: 3_192_000 },
    { upTo: 66_000_000, rate: 3000, quickDeduction: 5_292_000 },
    { upTo: 96_000_000, rate: 3500, quickDeduction: 8_592_000 },
    { upTo: null, rate: 4500, quickDeduction: 18_192_000 },
  ],
};

/** 按月换算后的综合所得税率表 (全年一次性奖金单独计税). */
export const MONTHLY_CONVERTED_TABLE: RateTable = {
  id: 'monthly-converted',
  name: '按月换算后的综合所得税率表',
  source: '财税〔2018〕164号 第一条（一）及附件；延续至2027-12-31：财政部 税务总局公告2023年第30号',
  effectiveFrom: '2019-01-01',
  effectiveTo: '2027-12-31',
  brackets: [
    { upTo: 300_000, rate: 300, quickDeduction: 0 },
    { upTo: 1_200_000, rate: 1000, quickDeduction: 21_000 },
    { upTo: 2_500_000, rate: 2000, quickDeduction: 141_000 },
    { upTo: 3_500_000, rate: 2500, quickDeduction: 266_000 },
    { upTo: 5_500_000, rate: 3000, quickDeduction: 441_000 },
    { upTo: 8_000_000, rate: 3500, quickDeduction: 716_000 },
    { upTo: null, rate: 4500, quickDeduction: 1_516_000 },
  ],
};

/** 个人所得税预扣率表二 (居民个人劳务报酬所得预扣预缴适用). */
export const LABOUR_TABLE: RateTable = {
  id: 'labour',
  name: '个人所得税预扣率表二',
  source: '国家税务总局公告2018年第61号 第八条及附件 个人所得税预扣率表二',
  effectiveFrom: '2019-01-01',
  effectiveTo: null,
  brackets: [
    { upTo: 2_000_000, rate: 2000, quickDeduction: 0 },
    { upTo: 5_000_000, rate: 3000, quickDeduction: 200_000 },
    { upTo: null, rate: 4000, quickDeduction: 700_000 },
  ],
};

const since2019 = (source: string) => ({ source, effectiveFrom: '2019-01-01', effectiveTo: null });

/** Thresholds and amounts other than the tables. */
export const RULES = {
  /** 基本减除费用 per month (累计减除费用 = 5000 × months). */
  basicDeductionMonthly: {
    value: 500_000,
    ...since2019(`${LAW_2018}第六条；国家税务总局公告2018年第61号 第六条`),
  },
  /** 基本减除费用 per year in the annual settlement. */
  basicDeductionAnnual: { value: 6_000_000, ...since2019(`${LAW_2018}第六条第一款第（一）项`) },
  /** 劳务报酬、稿酬、特许权使用费以收入减除20%后的余额为收入额. */
  incomeRatio: { value: 8000, ...since2019(`${LAW_2018}第六条第二款`) },
  /** 稿酬所得的收入额减按70%计算. */
  authorRatio: { value: 7000, ...since2019(`${LAW_2018}第六条第二款`) },
  /** 预扣预缴: 每次收入不超过4000元的，减除费用按800元计算. */
  labourSmallIncomeLimit: { value: 400_000, ...since2019('国家税务总局公告2018年第61号 第八条') },
  labourFixedExpense: { value: 80_000, ...since2019('国家税务总局公告2018年第61号 第八条') },
  /** 个人养老金 annual cap as 其他扣除. */
  privatePensionCap: {
    value: 1_200_000,
    source: '财政部 税务总局公告2022年第34号',
    effectiveFrom: '2022-01-01',
    effectiveTo: null,
  },
  /** 汇算: 年度汇算需补税但综合所得收入全年不超过12万元的，无需办理. */
  filingExemptIncome: {
    value: 12_000_000,
    source: '财政部 税务总局公告2023年第32号',
    effectiveFrom: '2024-01-01',
    effectiveTo: '2027-12-31',
  },
  /** 汇算: 年度汇算补税金额不超过400元的，无需办理. */
  filingExemptTopUp: {
    value: 40_000,
    source: '财政部 税务总局公告2023年第32号',
    effectiveFrom: '2024-01-01',
    effectiveTo: '2027-12-31',
  },
  /** 解除劳动关系一次性补偿收入: 当地上年职工平均工资3倍数额以内的部分免税. */
  severanceExemptMultiple: {
    value: 3,
    source: '财税〔2018〕164号 第五条（一）；延续：财政部 税务总局公告2023年第30号',
    effectiveFrom: '2019-01-01',
    effectiveTo: null,
  },
  /** 年度中间首次取得工资薪金的，累计减除费用可按5000元/月乘以当年截至本月月份数计算. */
  firstJobOfYear: {
    value: true,
    source: '国家税务总局公告2020年第19号',
    effectiveFrom: '2020-07-01',
    effectiveTo: null,
  },
  /** 全年一次性奖金单独计税, 一个纳税年度内只允许采用一次. */
  bonusSeparateTaxation: {
    value: 1,
    source: '财税〔2018〕164号 第一条（一）；财政部 税务总局公告2023年第30号',
    effectiveFrom: '2019-01-01',
    effectiveTo: '2027-12-31',
  },
} as const satisfies Record<string, SourcedValue<number | boolean>>;

/** The band of a table that holds amount (upper bounds inclusive). Amounts ≤ 0 fall in the first band. */
export function findBracket(table: RateTable, amount: Cents): Bracket {
  const band = table.brackets.find((b) => b.upTo === null || amount <= b.upTo);
  // The top band is open-ended, so find always succeeds for a well-formed table.
  if (!band) throw new Error(`税率表 ${table.id} 缺少最高档`);
  return band;
}
