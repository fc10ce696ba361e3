import { describe, expect, it } from 'vitest';
import { annualBonus, bonusCliffs, bonusTax } from './annual-bonus';

const yuan = (v: number) => Math.round(v * 100);

describe('annualBonus (全年一次性奖金单独计税)', () => {
  it('taxes 36000 at 3% and 36001 at 10% less 210 once', () => {
    expect(annualBonus({ bonus: yuan(36000) })).toMatchObject({
      rate: 300,
      quickDeduction: 0,
      tax: yuan(1080),
    });
    expect(annualBonus({ bonus: yuan(36001) })).toMatchObject({
      rate: 1000,
      quickDeduction: yuan(210),
      tax: yuan(3390.1),
    });
    expect(annualBonus({ bonus: yuan(36001) }).afterTax).toBe(yuan(32610.9));
  });

  it('finds the cliff 36000 < bonus ≤ 38566.67 and the other known cliffs', () => {
    const cliffs = bonusCliffs();
    expect(cliffs[0]).toEqual({
      from: yuan(36000),
      to: yuan(38566.67),
      afterTaxAtFrom: yuan(34920),
    });
    expect(cliffs.map((c) => c.from)).toEqual(
      [36000, 144000, 300000, 420000, 660000, 960000].map(yuan),
    );
    expect(cliffs[1]!.to).toBe(yuan(160500));
    expect(cliffs[3]!.to).toBe(yuan(447500));
    expect(cliffs[5]!.to).toBe(yuan(1120000));
    for (const c of cliffs) {
      const after = (b: number) => b - bonusTax(b).tax;
      expect(after(c.to)).toBeLessThanOrEqual(c.afterTaxAtFrom);
      expect(after(c.to + 1)).toBeGreaterThan(c.afterTaxAtFrom);
    }
  });

  it('says when a bonus falls into a cliff', () => {
    expect(annualBonus({ bonus: yuan(38566.67) }).inCliff?.from).toBe(yuan(36000));
    expect(annualBonus({ bonus: yuan(38566.68) }).inCliff).toBeNull();
    expect(annualBonus({ bonus: yuan(36000) }).inCliff).toBeNull();
  });

  it('compares separate taxation with merging into comprehensive income', () => {
    expect(
      annualBonus({ bonus: yuan(36000), otherTaxable: yuan(-20000) }).comparison,
    ).toMatchObject({
      separateTotal: yuan(1080),
      mergedTotal: yuan(480),
      better: 'merged',
      saving: yuan(600),
    });
    expect(
      annualBonus({ bonus: yuan(36000), otherTaxable: yuan(200000) }).comparison,
    ).toMatchObject({
      separateTotal: yuan(24160),
      mergedTotal: yuan(30280),
      better: 'separate',
      saving: yuan(6120),
    });
    expect(annualBonus({ bonus: yuan(36000), otherTaxable: 0 }).comparison?.better).toBe('equal');
  });

  it('taxes no bonus at 0', () => {
    expect(annualBonus({ bonus: 0 })).toMatchObject({ tax: 0, rate: 0, afterTax: 0 });
  });
});
