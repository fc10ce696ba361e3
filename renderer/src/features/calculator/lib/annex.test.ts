import { describe, expect, it } from 'vitest';
import { computeAnnex, decodeSelection, EMPTY_SELECTION, illnessDeduction } from './annex';

const yuan = (v: number) => Math.round(v * 100);

describe('special additional deductions picker', () => {
  it('sums monthly items into annexMoney and one-off items into annexMoneyForYear', () => {
    const r = computeAnnex(
      {
        ...EMPTY_SELECTION,
        children: 2,
        childrenShare: 50,
        infants: 1,
        degree: true,
        certificate: true,
        housing: 'rent',
        elderly: 'only',
      },
      yuan(1500),
    );
    // 2 × 1000 + 2000 + 400 + 1500 + 3000
    expect(r.annexMoney).toBe(yuan(8900));
    expect(r.annexMoneyForYear).toBe(yuan(3600));
    expect(r.totalAnnexMoney).toBe(yuan(8900 * 12 + 3600));
    expect(r.withholdingForYear).toBe(yuan(3600));
  });

  it('keeps serious illness to the annual settlement: above 15,000, at most 80,000', () => {
    expect(illnessDeduction(yuan(15000))).toBe(0);
    expect(illnessDeduction(yuan(20000))).toBe(yuan(5000));
    expect(illnessDeduction(yuan(200000))).toBe(yuan(80000));
    const r = computeAnnex({ ...EMPTY_SELECTION, illnessSelfPaid: yuan(40000) }, yuan(1500));
    expect(r.annexMoneyForYear).toBe(yuan(25000));
    expect(r.withholdingForYear).toBe(0);
    expect(r.annexMoney).toBe(0);
  });

  it('takes housing loan or rent, never both, and rent at the city tier', () => {
    expect(computeAnnex({ ...EMPTY_SELECTION, housing: 'loan' }, yuan(800)).annexMoney).toBe(
      yuan(1000),
    );
    expect(computeAnnex({ ...EMPTY_SELECTION, housing: 'rent' }, yuan(800)).annexMoney).toBe(
      yuan(800),
    );
    expect(computeAnnex({ ...EMPTY_SELECTION, housing: 'rent' }, yuan(1100)).selectItem).toEqual([
      'rent',
    ]);
  });

  it('caps a sibling share of elderly support at 1,500', () => {
    expect(
      computeAnnex({ ...EMPTY_SELECTION, elderly: 'sibling', elderlyShare: yuan(2000) }, 0)
        .annexMoney,
    ).toBe(yuan(1500));
    expect(
      computeAnnex({ ...EMPTY_SELECTION, elderly: 'sibling', elderlyShare: yuan(1000) }, 0)
        .annexMoney,
    ).toBe(yuan(1000));
  });

  it('round-trips the selection through selectItem', () => {
    const s = {
      ...EMPTY_SELECTION,
      children: 3,
      childrenShare: 50 as const,
      certificate: true,
      illnessSelfPaid: yuan(30000),
      housing: 'loan' as const,
      elderly: 'sibling' as const,
      elderlyShare: yuan(750),
    };
    expect(decodeSelection(computeAnnex(s, 0).selectItem)).toEqual(s);
    expect(decodeSelection(['bogus', 'rent'])).toEqual({ ...EMPTY_SELECTION, housing: 'rent' });
  });
});
