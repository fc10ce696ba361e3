import { describe, expect, it } from 'vitest';
import { severance } from './severance';

const yuan = (v: number) => Math.round(v * 100);

describe('severance (解除劳动关系一次性补偿收入)', () => {
  it('exempts 3 × the average wage and taxes the excess once on the annual table', () => {
    const r = severance({ compensation: yuan(500000), averageAnnualWage: yuan(100000) });
    expect(r.exemptLimit).toBe(yuan(300000));
    expect(r.taxable).toBe(yuan(200000));
    expect(r.rate).toBe(2000);
    expect(r.tax).toBe(yuan(23080));
    expect(r.afterTax).toBe(yuan(476920));
  });

  it('deducts 三险一金 paid from the compensation', () => {
    const r = severance({
      compensation: yuan(500000),
      averageAnnualWage: yuan(100000),
      insurancePaid: yuan(10000),
    });
    expect(r.taxable).toBe(yuan(190000));
    expect(r.tax).toBe(yuan(21080));
  });

  it('taxes nothing within the exempt amount, and applies no 5000 deduction above it', () => {
    expect(severance({ compensation: yuan(300000), averageAnnualWage: yuan(100000) }).tax).toBe(0);
    expect(severance({ compensation: yuan(301000), averageAnnualWage: yuan(100000) }).tax).toBe(
      yuan(30),
    );
  });
});
