import { applyRate, clampMin0, ratioBp, type BasisPoints, type Cents } from './money';
import { LABOUR_TABLE, RULES } from './tables';
import { taxOnTable } from './tax-on-table';

export interface LaborServiceResult {
  readonly income: Cents;
  /** 减除费用: 800 when income ≤ 4,000, else 20% of income. */
  readonly expense: Cents;
  /** 收入额 = 预扣预缴应纳税所得额. */
  readonly taxable: Cents;
  readonly rate: BasisPoints;
  readonly quickDeduction: Cents;
  readonly tax: Cents;
  readonly afterTax: Cents;
  readonly effectiveRate: BasisPoints;
}

/** 劳务报酬 prepayment per payment (国家税务总局公告2018年第61号 第八条, 预扣率表二). */
export function laborService(income: Cents): LaborServiceResult {
  const amount =
    // Stryker disable next-line EqualityOperator: at exactly 4,000 both rules give 3,200 (4000 − 800 = 4000 × 80%)
    income <= RULES.labourSmallIncomeLimit.value
      ? clampMin0(income - RULES.labourFixedExpense.value)
      : applyRate(income, RULES.incomeRatio.value);
  const taxed = taxOnTable(LABOUR_TABLE, amount);
  return {
    income,
    expense: income - amount,
    taxable: taxed.taxable,
    rate: taxed.rate,
    quickDeduction: taxed.quickDeduction,
    tax: taxed.tax,
    afterTax: income - taxed.tax,
    effectiveRate: ratioBp(taxed.tax, income),
  };
}
