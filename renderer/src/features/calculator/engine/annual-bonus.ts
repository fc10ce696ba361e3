import { applyRate, clampMin0, divHalfUp, ratioBp, type BasisPoints, type Cents } from './money';
import { ANNUAL_TABLE, MONTHLY_CONVERTED_TABLE, type Bracket } from './tables';
import { taxOnTable } from './tax-on-table';

const MONTHS_PER_YEAR = 12;

export interface AnnualBonusInput {
  /** 全年一次性奖金 (cents). */
  readonly bonus: Cents;
  /**
   * 全年其他综合所得的应纳税所得额 without the bonus (may be negative: unused deductions).
   * When given, the result compares separate taxation with merging into comprehensive income.
   */
  readonly otherTaxable?: Cents;
}

/** A range of bonus amounts that earn no more after tax than the band boundary `from`. */
export interface BonusCliff {
  /** The band boundary (exclusive start of the range), e.g. 36,000.00. */
  readonly from: Cents;
  /** The largest bonus in the range (inclusive), e.g. 38,566.67. */
  readonly to: Cents;
  /** 税后 at `from`, which no bonus in the range exceeds. */
  readonly afterTaxAtFrom: Cents;
}

type BonusMethod = 'separate' | 'merged' | 'equal';

interface BonusComparison {
  readonly otherTaxable: Cents;
  /** Tax on the other income alone plus the bonus taxed separately. */
  readonly separateTotal: Cents;
  /** Tax when the bonus is merged into comprehensive income. */
  readonly mergedTotal: Cents;
  readonly better: BonusMethod;
  /** How much the better method saves, ≥ 0. */
  readonly saving: Cents;
}

export interface AnnualBonusResult {
  readonly bonus: Cents;
  /** bonus ÷ 12, rounded to the cent, for display: the band is chosen exactly (bonus ≤ 12 × bound). */
  readonly monthlyAverage: Cents;
  readonly rate: BasisPoints;
  readonly quickDeduction: Cents;
  readonly tax: Cents;
  readonly afterTax: Cents;
  readonly effectiveRate: BasisPoints;
  readonly cliffs: readonly BonusCliff[];
  /** The cliff the bonus falls into, or null. */
  readonly inCliff: BonusCliff | null;
  readonly comparison: BonusComparison | null;
}

/** The band for a bonus: bonus ÷ 12 ≤ bound is tested as bonus ≤ 12 × bound, so no rounding enters. */
function bonusBand(bonus: Cents): Bracket {
  const band = MONTHLY_CONVERTED_TABLE.brackets.find(
    (b) => b.upTo === null || bonus <= b.upTo * MONTHS_PER_YEAR,
  );
  if (!band) throw new Error('按月换算税率表缺少最高档');
  return band;
}

/** 全年一次性奖金单独计税: tax = bonus × rate − quick deduction (once, not × 12). */
export function bonusTax(bonus: Cents): { rate: BasisPoints; quickDeduction: Cents; tax: Cents } {
  if (bonus <= 0) return { rate: 0, quickDeduction: 0, tax: 0 };
  const band = bonusBand(bonus);
  return {
    rate: band.rate,
    quickDeduction: band.quickDeduction,
    tax: clampMin0(applyRate(bonus, band.rate) - band.quickDeduction),
  };
}

const afterTaxOf = (bonus: Cents): Cents => bonus - bonusTax(bonus).tax;

/**
 * The cliffs of separate bonus taxation: just above each band boundary B the whole bonus moves to the
 * next rate, so every bonus up to X with X − tax(X) ≤ B − tax(B) takes home no more than B.
 */
export function bonusCliffs(): BonusCliff[] {
  const bands = MONTHLY_CONVERTED_TABLE.brackets;
  const cliffs: BonusCliff[] = [];
  bands.forEach((band, i) => {
    const next = bands[i + 1];
    // Stryker disable next-line ConditionalExpression,LogicalOperator: only the last band is open-ended, so either test alone decides
    if (band.upTo === null || !next) return;
    const from = band.upTo * MONTHS_PER_YEAR;
    const floorAfterTax = afterTaxOf(from);
    // Solve x(1 − r) + qd = floorAfterTax, then settle the cent against the rounded tax.
    let to = Number(
      divHalfUp(BigInt(floorAfterTax - next.quickDeduction) * 10_000n, BigInt(10_000 - next.rate)),
    );
    while (afterTaxOf(to + 1) <= floorAfterTax) to += 1;
    while (to > from && afterTaxOf(to) > floorAfterTax) to -= 1;
    cliffs.push({ from, to, afterTaxAtFrom: floorAfterTax });
  });
  return cliffs;
}

/** 全年一次性奖金 taxed separately (财税〔2018〕164号 第一条（一）), with its cliffs and the merge comparison. */
export function annualBonus(input: AnnualBonusInput): AnnualBonusResult {
  const { bonus } = input;
  const taxed = bonusTax(bonus);
  const cliffs = bonusCliffs();
  return {
    bonus,
    monthlyAverage: Number(divHalfUp(BigInt(bonus), BigInt(MONTHS_PER_YEAR))),
    rate: taxed.rate,
    quickDeduction: taxed.quickDeduction,
    tax: taxed.tax,
    afterTax: bonus - taxed.tax,
    effectiveRate: ratioBp(taxed.tax, bonus),
    cliffs,
    inCliff: cliffs.find((c) => bonus > c.from && bonus <= c.to) ?? null,
    comparison:
      input.otherTaxable === undefined ? null : compare(bonus, taxed.tax, input.otherTaxable),
  };
}

function compare(bonus: Cents, separateBonusTax: Cents, otherTaxable: Cents): BonusComparison {
  const separateTotal = taxOnTable(ANNUAL_TABLE, otherTaxable).tax + separateBonusTax;
  const mergedTotal = taxOnTable(ANNUAL_TABLE, otherTaxable + bonus).tax;
  const better: BonusMethod =
    separateTotal === mergedTotal ? 'equal' : separateTotal < mergedTotal ? 'separate' : 'merged';
  return {
    otherTaxable,
    separateTotal,
    mergedTotal,
    better,
    saving: Math.abs(separateTotal - mergedTotal),
  };
}
