import { describe, expect, it } from 'vitest';
import { annualIncome } from './annual-income';

const yuan = (v: number) => Math.round(v * 100);

describe('annualIncome (综合所得)', () => {
  it('agrees with twelve months of the 61号 example', () => {
    const r = annualIncome({ wages: yuan(360000), special: yuan(54000), annex: yuan(24000) });
    expect(r.taxable).toBe(yuan(222000));
    expect(r.rate).toBe(2000);
    expect(r.quickDeduction).toBe(yuan(16920));
    expect(r.tax).toBe(yuan(27480));
    expect(r.settlement).toBeNull();
  });

  it('takes labour and royalty at 80% and author income at 80% × 70%', () => {
    const r = annualIncome({
      wages: 0,
      labour: yuan(10000),
      author: yuan(10000),
      royalty: yuan(10000),
    });
    expect([r.labourAmount, r.authorAmount, r.royaltyAmount]).toEqual([
      yuan(8000),
      yuan(5600),
      yuan(8000),
    ]);
    expect(r.incomeAmount).toBe(yuan(21600));
    expect(r.grossIncome).toBe(yuan(30000));
    expect(r.tax).toBe(0);
  });

  it('caps 个人养老金 at 12,000 a year', () => {
    const r = annualIncome({ wages: yuan(200000), privatePension: yuan(15000) });
    expect(r.privatePensionAllowed).toBe(yuan(12000));
    expect(r.taxable).toBe(yuan(128000));
  });

  it('keeps the annual band boundary: 36000 at 3%, 36000.01 at 10%', () => {
    expect(annualIncome({ wages: yuan(96000) }).rate).toBe(300);
    const above = annualIncome({ wages: yuan(96000.01) });
    expect(above.rate).toBe(1000);
    expect(above.tax).toBe(yuan(1080));
  });

  it('settles against prepaid tax: top-up, refund and the filing exemptions', () => {
    const base = { wages: yuan(360000), special: yuan(54000), annex: yuan(24000) };
    const pay = annualIncome({ ...base, prepaid: yuan(27000) }).settlement!;
    expect(pay).toMatchObject({ kind: 'pay', amount: yuan(480), filingExempt: false });
    const small = annualIncome({ ...base, prepaid: yuan(27080) }).settlement!;
    expect(small).toMatchObject({ kind: 'pay', amount: yuan(400), filingExempt: true });
    const refund = annualIncome({ ...base, prepaid: yuan(30000) }).settlement!;
    expect(refund).toMatchObject({ kind: 'refund', amount: yuan(2520), filingExempt: false });
    const lowIncome = annualIncome({ wages: yuan(120000), prepaid: 0 }).settlement!;
    expect(lowIncome).toMatchObject({ kind: 'pay', amount: yuan(3480), filingExempt: true });
    const aboveIncome = annualIncome({ wages: yuan(120000.01), prepaid: 0 }).settlement!;
    expect(aboveIncome.filingExempt).toBe(false);
  });
});
