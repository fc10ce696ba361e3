/** The bonus cliffs against their published bounds, the cliff test at its edges, and the merge comparison. */
import { describe, expect, it } from 'vitest';
import { annualBonus, bonusCliffs, bonusTax } from './annual-bonus';

const yuan = (v: number) => Math.round(v * 100);
const afterTax = (bonus: number) => bonus - bonusTax(bonus).tax;

// Widely published 无效区间 of 全年一次性奖金 (lower bound exclusive, upper bound in yuan).
const PUBLISHED = [
  [36_000, 38_566.67],
  [144_000, 160_500],
  [300_000, 318_333.33],
  [420_000, 447_500],
  [660_000, 706_538.46],
  [960_000, 1_120_000],
] as const;

describe('bonusCliffs', () => {
  it('has one cliff per bound of the monthly-converted table, within a cent of the published ones', () => {
    const cliffs = bonusCliffs();
    expect(cliffs.map((c) => c.from)).toEqual(PUBLISHED.map(([from]) => yuan(from)));
    cliffs.forEach((cliff, i) => {
      expect(Math.abs(cliff.to - yuan(PUBLISHED[i]![1]))).toBeLessThanOrEqual(1);
    });
  });

  it('ends each cliff at the last cent that takes home no more than its lower bound', () => {
    for (const cliff of bonusCliffs()) {
      expect(cliff.afterTaxAtFrom).toBe(afterTax(cliff.from));
      expect(afterTax(cliff.to)).toBeLessThanOrEqual(cliff.afterTaxAtFrom);
      expect(afterTax(cliff.to + 1)).toBeGreaterThan(cliff.afterTaxAtFrom);
    }
  });
});

describe('annualBonus', () => {
  it('is in a cliff strictly above its lower bound up to its upper bound', () => {
    const first = bonusCliffs()[0]!;
    expect(annualBonus({ bonus: first.from }).inCliff).toBeNull();
    expect(annualBonus({ bonus: first.from + 1 }).inCliff).toEqual(first);
    expect(annualBonus({ bonus: first.to }).inCliff).toEqual(first);
    expect(annualBonus({ bonus: first.to + 1 }).inCliff).toBeNull();
  });

  it('reports the monthly average rounded half-up, the after-tax amount and the effective rate', () => {
    const r = annualBonus({ bonus: yuan(36_001) });
    expect(r.monthlyAverage).toBe(300_008);
    expect(r.afterTax).toBe(yuan(36_001) - yuan(3390.1));
    expect(r.effectiveRate).toBe(942);
    expect(annualBonus({ bonus: 6 }).monthlyAverage).toBe(1);
    expect(annualBonus({ bonus: 5 }).monthlyAverage).toBe(0);
  });

  it('compares with merging the bonus into comprehensive income', () => {
    // Nothing else taxable: merging uses the 60,000 of free room the separate method cannot.
    expect(annualBonus({ bonus: yuan(36_000), otherTaxable: 0 }).comparison).toEqual({
      otherTaxable: 0,
      separateTotal: yuan(1080),
      mergedTotal: yuan(1080),
      better: 'equal',
      saving: 0,
    });
    const high = annualBonus({ bonus: yuan(36_000), otherTaxable: yuan(500_000) }).comparison;
    expect(high).toMatchObject({
      better: 'separate',
      separateTotal: yuan(97_080 + 1080),
      mergedTotal: yuan(107_880),
      saving: yuan(9_720),
    });
    const low = annualBonus({ bonus: yuan(40_000), otherTaxable: 0 }).comparison;
    expect(low).toMatchObject({
      better: 'merged',
      separateTotal: yuan(3790),
      mergedTotal: yuan(1480),
      saving: yuan(2310),
    });
    expect(annualBonus({ bonus: yuan(40_000) }).comparison).toBeNull();
  });
});
