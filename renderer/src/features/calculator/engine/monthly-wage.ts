import { clampMin0, ratioBp, sumCents, type BasisPoints, type Cents } from './money';
import { ANNUAL_TABLE, RULES } from './tables';
import { taxOnTable } from './tax-on-table';

export type Month = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export interface MonthlyWageInput {
  /** 每月税前工资 (cents). */
  readonly wage: Cents;
  /** Per-month wage where it differs from `wage` (a zero month, a raise), keyed by calendar month. */
  readonly wageByMonth?: Readonly<Partial<Record<Month, Cents>>>;
  /** 每月专项扣除 (三险一金, employee side). */
  readonly insurance: Cents;
  /** 每月专项附加扣除 (annexMoney), claimed from the job's start month. */
  readonly annex: Cents;
  /** 专项附加扣除 first claimed after the job's start month (a child born in March, a deduction reported late). */
  readonly annexClaims?: readonly AnnexClaim[];
  /** One-off 专项附加扣除 of the year claimed in withholding (继续教育职业资格 3600), from the start month. */
  readonly annexForYear?: Cents;
  /** 每月其他扣除 (e.g. 个人养老金 paid through the employer). */
  readonly other?: Cents;
  /** 本年在本单位任职的起始月份 (1-12). */
  readonly startMonth?: Month;
  /** 国家税务总局公告2020年第19号: first job of the year, 累计减除费用 = 5000 × calendar month. */
  readonly firstJobOfYear?: boolean;
}

/**
 * A 专项附加扣除 the employer starts deducting in `startMonth`. When the taxpayer also claims the
 * earlier months of the year in which it already applied (国家税务总局公告2018年第60号: months not
 * claimed may be claimed in a later month of the year), `earlierFrom` is the first of them: the
 * start month's cumulative deduction then holds every month from `earlierFrom`. Months before the
 * job started at this employer are never deducted here (they belong to the annual 汇算).
 */
interface AnnexClaim {
  /** Per month (cents). */
  readonly monthly: Cents;
  /** The month the employer first deducts it (the month it is reported). */
  readonly startMonth: Month;
  /** The first earlier month claimed together in `startMonth`; absent when earlier months are not claimed. */
  readonly earlierFrom?: Month;
}

/** One row of 月度明细 (61号 累计预扣法). All amounts cents, cumulative ones since the start month. */
export interface MonthlyWageRow {
  readonly month: Month;
  /** False for months before the job started: every amount is 0. */
  readonly employed: boolean;
  readonly income: Cents;
  readonly insurance: Cents;
  /** 专项附加扣除 added this month (a catch-up month adds the earlier months too). */
  readonly annex: Cents;
  readonly cumulativeIncome: Cents;
  readonly cumulativeBasicDeduction: Cents;
  readonly cumulativeSpecialDeduction: Cents;
  readonly cumulativeAnnexDeduction: Cents;
  readonly cumulativeOtherDeduction: Cents;
  /** 累计应纳税所得额, never below 0. */
  readonly cumulativeTaxable: Cents;
  readonly rate: BasisPoints;
  readonly quickDeduction: Cents;
  /** 累计应纳税额 = 累计应纳税所得额 × 预扣率 − 速算扣除数. */
  readonly cumulativeTax: Cents;
  /** 累计已预扣预缴税额 before this month. */
  readonly prepaidBefore: Cents;
  /** 本月应预扣预缴税额, never negative: no refund during the year. */
  readonly tax: Cents;
  /** 税后收入 = 收入 − 三险一金 − 本月税额. */
  readonly afterTax: Cents;
}

export interface MonthlyWageTotals {
  readonly income: Cents;
  readonly insurance: Cents;
  readonly annex: Cents;
  readonly other: Cents;
  readonly tax: Cents;
  readonly afterTax: Cents;
  /** Tax ÷ income of the year, basis points. */
  readonly effectiveRate: BasisPoints;
}

export interface MonthlyWageResult {
  readonly rows: readonly MonthlyWageRow[];
  readonly totals: MonthlyWageTotals;
}

const MONTHS: readonly Month[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export const isMonth = (n: unknown): n is Month =>
  typeof n === 'number' && (MONTHS as readonly number[]).includes(n);

/**
 * Wage withholding for the twelve months of a year by the cumulative method of
 * 国家税务总局公告2018年第61号 第六条: each month the cumulative tax is rounded to the cent,
 * then what was already withheld is subtracted; a negative month withholds 0.
 */
export function monthlyWage(input: MonthlyWageInput): MonthlyWageResult {
  const start = input.startMonth ?? 1;
  const other = input.other ?? 0;
  const basic = RULES.basicDeductionMonthly.value;
  let cumIncome = 0;
  let cumSpecial = 0;
  let cumAnnex = 0;
  let cumOther = 0;
  let prepaid = 0;
  const rows = MONTHS.map((month): MonthlyWageRow => {
    if (month < start) return idleRow(month);
    const monthsWorked = month - start + 1;
    const income = input.wageByMonth?.[month] ?? input.wage;
    cumIncome += income;
    cumSpecial += input.insurance;
    const annexThisMonth = claimedAnnex(input, start, month) - cumAnnex;
    cumAnnex += annexThisMonth;
    cumOther += other;
    const cumBasic = basic * (input.firstJobOfYear ? month : monthsWorked);
    const taxed = taxOnTable(ANNUAL_TABLE, cumIncome - cumBasic - cumSpecial - cumAnnex - cumOther);
    const tax = clampMin0(taxed.tax - prepaid);
    const row: MonthlyWageRow = {
      month,
      employed: true,
      income,
      insurance: input.insurance,
      annex: annexThisMonth,
      cumulativeIncome: cumIncome,
      cumulativeBasicDeduction: cumBasic,
      cumulativeSpecialDeduction: cumSpecial,
      cumulativeAnnexDeduction: cumAnnex,
      cumulativeOtherDeduction: cumOther,
      cumulativeTaxable: taxed.taxable,
      rate: taxed.rate,
      quickDeduction: taxed.quickDeduction,
      cumulativeTax: taxed.tax,
      prepaidBefore: prepaid,
      tax,
      afterTax: income - input.insurance - tax,
    };
    prepaid += tax;
    return row;
  });
  const employed = rows.filter((r) => r.employed);
  const income = sumCents(employed.map((r) => r.income));
  const tax = sumCents(employed.map((r) => r.tax));
  const last = employed[employed.length - 1];
  return {
    rows,
    totals: {
      income,
      insurance: sumCents(employed.map((r) => r.insurance)),
      annex: last?.cumulativeAnnexDeduction ?? 0,
      other: last?.cumulativeOtherDeduction ?? 0,
      tax,
      afterTax: sumCents(employed.map((r) => r.afterTax)),
      effectiveRate: ratioBp(tax, income),
    },
  };
}

/** 累计专项附加扣除 up to `month` for a job that started in `start`. */
function claimedAnnex(input: MonthlyWageInput, start: Month, month: Month): Cents {
  let total = input.annex * (month - start + 1) + (input.annexForYear ?? 0);
  for (const claim of input.annexClaims ?? []) {
    if (month < claim.startMonth) continue;
    const first = Math.max(
      start,
      Math.min(claim.earlierFrom ?? claim.startMonth, claim.startMonth),
    );
    total += claim.monthly * (month - first + 1);
  }
  return total;
}

function idleRow(month: Month): MonthlyWageRow {
  return {
    month,
    employed: false,
    income: 0,
    insurance: 0,
    annex: 0,
    cumulativeIncome: 0,
    cumulativeBasicDeduction: 0,
    cumulativeSpecialDeduction: 0,
    cumulativeAnnexDeduction: 0,
    cumulativeOtherDeduction: 0,
    cumulativeTaxable: 0,
    rate: 0,
    quickDeduction: 0,
    cumulativeTax: 0,
    prepaidBefore: 0,
    tax: 0,
    afterTax: 0,
  };
}
