import { clampMin0, ratioBp, type BasisPoints, type Cents } from './money';
import { ANNUAL_TABLE, RULES } from './tables';
import { taxOnTable } from './tax-on-table';

export interface SeveranceInput {
  /** 解除劳动关系一次性补偿收入 (cents). */
  readonly compensation: Cents;
  /** 当地上年职工平均工资 (annual, cents). */
  readonly averageAnnualWage: Cents;
  /** 三险一金 actually paid out of the compensation (财税〔2001〕157号), deductible. */
  readonly insurancePaid?: Cents;
}

export interface SeveranceResult {
  readonly compensation: Cents;
  /** 免税额 = 3 × 当地上年职工平均工资. */
  readonly exemptLimit: Cents;
  /** The part of the compensation actually exempt. */
  readonly exempt: Cents;
  readonly insurancePaid: Cents;
  readonly taxable: Cents;
  readonly rate: BasisPoints;
  readonly quickDeduction: Cents;
  readonly tax: Cents;
  readonly afterTax: Cents;
  readonly effectiveRate: BasisPoints;
}

/**
 * 解除劳动关系一次性补偿收入 (财税〔2018〕164号 第五条（一）): the part within 3 × the local average
 * annual wage is exempt; the excess is taxed once on the annual table, with no 5000 deduction and
 * no division by years of service.
 */
export function severance(input: SeveranceInput): SeveranceResult {
  const { compensation } = input;
  const exemptLimit = input.averageAnnualWage * RULES.severanceExemptMultiple.value;
  const exempt = Math.min(clampMin0(compensation), exemptLimit);
  const insurancePaid = clampMin0(input.insurancePaid ?? 0);
  const taxed = taxOnTable(ANNUAL_TABLE, compensation - exemptLimit - insurancePaid);
  return {
    compensation,
    exemptLimit,
    exempt,
    insurancePaid,
    taxable: taxed.taxable,
    rate: taxed.rate,
    quickDeduction: taxed.quickDeduction,
    tax: taxed.tax,
    afterTax: compensation - insurancePaid - taxed.tax,
    effectiveRate: ratioBp(taxed.tax, compensation),
  };
}
