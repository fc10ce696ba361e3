import { describe, expect, it } from 'vitest';
import { monthlyWage } from './monthly-wage';

const yuan = (v: number) => Math.round(v * 100);

describe('monthlyWage (累计预扣法, 61号)', () => {
  const official = monthlyWage({ wage: yuan(30000), insurance: yuan(4500), annex: yuan(2000) });

  it('reproduces the official example of 国家税务总局公告2018年第61号: 555.00, 625.00, 1850.00', () => {
    expect(official.rows.slice(0, 3).map((r) => r.tax)).toEqual([55_500, 62_500, 185_000]);
    const march = official.rows[2]!;
    expect(march.cumulativeIncome).toBe(yuan(90000));
    expect(march.cumulativeBasicDeduction).toBe(yuan(15000));
    expect(march.cumulativeSpecialDeduction).toBe(yuan(13500));
    expect(march.cumulativeAnnexDeduction).toBe(yuan(6000));
    expect(march.cumulativeTaxable).toBe(yuan(55500));
    expect(march.rate).toBe(1000);
    expect(march.quickDeduction).toBe(yuan(2520));
    expect(march.cumulativeTax).toBe(yuan(3030));
    expect(march.prepaidBefore).toBe(yuan(1180));
    expect(march.afterTax).toBe(yuan(30000 - 4500 - 1850));
  });

  it('moves to 20% in August and totals the year', () => {
    expect(official.rows[7]!.rate).toBe(2000);
    expect(official.rows[7]!.tax).toBe(yuan(2250));
    expect(official.rows[11]!.cumulativeTax).toBe(yuan(27480));
    expect(official.totals.tax).toBe(yuan(27480));
    expect(official.totals.income).toBe(yuan(360000));
    expect(official.totals.insurance).toBe(yuan(54000));
    expect(official.totals.afterTax).toBe(yuan(360000 - 54000 - 27480));
    expect(official.rows).toHaveLength(12);
  });

  it('keeps 36000 cumulative taxable at 3% and 36000.01 at 10%', () => {
    const at = monthlyWage({ wage: yuan(41000), insurance: 0, annex: 0 }).rows[0]!;
    expect(at.cumulativeTaxable).toBe(yuan(36000));
    expect(at.rate).toBe(300);
    expect(at.tax).toBe(yuan(1080));
    const above = monthlyWage({ wage: yuan(41000.01), insurance: 0, annex: 0 }).rows[0]!;
    expect(above.rate).toBe(1000);
    expect(above.quickDeduction).toBe(yuan(2520));
    expect(above.tax).toBe(yuan(1080)); // 3600.001 rounds to 3600.00
  });

  it('withholds 0 in a zero month and never refunds during the year', () => {
    const r = monthlyWage({
      wage: yuan(30000),
      wageByMonth: { 2: 0 },
      insurance: yuan(4500),
      annex: yuan(2000),
    });
    expect(r.rows[1]!.income).toBe(0);
    expect(r.rows[1]!.cumulativeTax).toBe(yuan(210));
    expect(r.rows[1]!.tax).toBe(0);
    expect(r.rows[2]!.tax).toBe(yuan(210)); // 25500 × 3% − 555 already withheld
  });

  it('gives 0 tax and 0 rate when deductions exceed the wage', () => {
    const r = monthlyWage({ wage: yuan(3000), insurance: yuan(300), annex: yuan(1000) });
    expect(
      r.rows.every((row) => row.tax === 0 && row.rate === 0 && row.cumulativeTaxable === 0),
    ).toBe(true);
    expect(r.totals.effectiveRate).toBe(0);
  });

  it('starts counting in the month the job starts', () => {
    const r = monthlyWage({ wage: yuan(10000), insurance: 0, annex: 0, startMonth: 7 });
    expect(r.rows.slice(0, 6).every((row) => !row.employed && row.tax === 0)).toBe(true);
    expect(r.rows[6]!.cumulativeBasicDeduction).toBe(yuan(5000));
    expect(r.rows[6]!.tax).toBe(yuan(150));
    expect(r.totals.income).toBe(yuan(60000));
    expect(r.totals.tax).toBe(yuan(900));
  });

  it('applies 5000 × calendar month for a first job of the year (2020年第19号)', () => {
    const r = monthlyWage({
      wage: yuan(10000),
      insurance: 0,
      annex: 0,
      startMonth: 7,
      firstJobOfYear: true,
    });
    expect(r.rows[6]!.cumulativeBasicDeduction).toBe(yuan(35000));
    expect(r.totals.tax).toBe(0);
  });

  it('claims a one-off annual deduction (职业资格 3600) cumulatively from the start month', () => {
    const r = monthlyWage({ wage: yuan(10000), insurance: 0, annex: 0, annexForYear: yuan(3600) });
    expect(r.rows[0]!.tax).toBe(yuan(42)); // (10000 − 5000 − 3600) × 3%
    expect(r.rows[11]!.cumulativeAnnexDeduction).toBe(yuan(3600));
  });
});

describe('monthlyWage with a 专项附加扣除 that starts mid-year', () => {
  // 3岁以下婴幼儿照护 2,000/month for a child born in March, reported to the employer in June.
  const wage = { wage: yuan(10000), insurance: 0, annex: 0 };
  const born = { monthly: yuan(2000), startMonth: 6 } as const;

  it('claims March to June in June: the cumulative tax falls, so June and July withhold 0 and nothing is refunded', () => {
    const r = monthlyWage({ ...wage, annexClaims: [{ ...born, earlierFrom: 3 }] });
    // Jan-May: 5,000 a month taxable at 3% = 150 each, 750 withheld.
    expect(r.rows.slice(0, 5).map((row) => row.tax)).toEqual(Array(5).fill(yuan(150)));
    const june = r.rows[5]!;
    expect(june.annex).toBe(yuan(8000)); // March, April, May and June at once
    expect(june.cumulativeAnnexDeduction).toBe(yuan(8000));
    expect(june.cumulativeTaxable).toBe(yuan(22000)); // 60,000 − 30,000 − 8,000
    expect(june.cumulativeTax).toBe(yuan(660));
    expect(june.prepaidBefore).toBe(yuan(750));
    expect(june.tax).toBe(0);
    const july = r.rows[6]!;
    expect(july.annex).toBe(yuan(2000));
    expect(july.cumulativeTax).toBe(yuan(750)); // 25,000 × 3%, no more than already withheld
    expect(july.tax).toBe(0);
    // Aug-Oct 90 each; November crosses 36,000: 37,000 × 10% − 2,520 − 1,020 = 160; December 300.
    expect(r.rows.slice(7).map((row) => row.tax)).toEqual([9000, 9000, 9000, 16000, 30000]);
    expect(r.totals.tax).toBe(yuan(1480));
    expect(r.rows[11]!.cumulativeTax).toBe(yuan(1480));
    expect(r.totals.annex).toBe(yuan(20000));
  });

  it('without the earlier months claims from June only, and the year withholds more', () => {
    const r = monthlyWage({ ...wage, annexClaims: [born] });
    expect(r.rows[4]!.annex).toBe(0);
    expect(r.rows[5]!.annex).toBe(yuan(2000));
    expect(r.rows[5]!.tax).toBe(yuan(90)); // 28,000 × 3% − 750
    expect(r.rows.slice(5).map((row) => row.tax)).toEqual([
      9000, 9000, 9000, 16000, 30000, 30000, 30000,
    ]);
    expect(r.totals.tax).toBe(yuan(2080));
    expect(r.totals.annex).toBe(yuan(14000));
  });

  it('adds to the constant monthly amount and never claims months before the job started', () => {
    const r = monthlyWage({
      ...wage,
      annex: yuan(1000),
      startMonth: 4,
      annexClaims: [{ monthly: yuan(1500), startMonth: 6, earlierFrom: 1 }],
    });
    expect(r.rows[3]!.cumulativeAnnexDeduction).toBe(yuan(1000));
    // June: 3 months of the constant 1,000 and April-June of the 1,500 (January-March were before the job).
    expect(r.rows[5]!.annex).toBe(yuan(1000 + 4500));
    expect(r.rows[5]!.cumulativeAnnexDeduction).toBe(yuan(3000 + 4500));
    expect(r.rows[11]!.cumulativeAnnexDeduction).toBe(yuan(9000 + 13500));
  });

  it('reads an earlierFrom after the start month as the start month', () => {
    const r = monthlyWage({
      ...wage,
      annexClaims: [{ monthly: yuan(2000), startMonth: 6, earlierFrom: 9 }],
    });
    expect(r.rows[5]!.annex).toBe(yuan(2000));
  });
});
