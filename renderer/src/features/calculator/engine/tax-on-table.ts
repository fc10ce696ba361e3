import { applyRate, clampMin0, type BasisPoints, type Cents } from './money';
import { findBracket, type RateTable } from './tables';

export interface TableTax {
  /** The amount the table was applied to, never below 0. */
  readonly taxable: Cents;
  readonly rate: BasisPoints;
  readonly quickDeduction: Cents;
  readonly tax: Cents;
}

/**
 * amount × rate − quick deduction on the given table, rounded half-up to the cent.
 * Nothing to tax (≤ 0) gives rate 0 and tax 0 rather than the first band.
 */
export function taxOnTable(table: RateTable, amount: Cents): TableTax {
  const taxable = clampMin0(amount);
  if (taxable === 0) return { taxable, rate: 0, quickDeduction: 0, tax: 0 };
  const band = findBracket(table, taxable);
  const tax = clampMin0(applyRate(taxable, band.rate) - band.quickDeduction);
  return { taxable, rate: band.rate, quickDeduction: band.quickDeduction, tax };
}
