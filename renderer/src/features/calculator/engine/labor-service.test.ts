import { describe, expect, it } from 'vitest';
import { laborService } from './labor-service';

const yuan = (v: number) => Math.round(v * 100);

describe('laborService (劳务报酬预扣预缴, 表二)', () => {
  it('deducts 800 up to 4000 and 20% above', () => {
    expect(laborService(yuan(2000))).toMatchObject({
      expense: yuan(800),
      taxable: yuan(1200),
      rate: 2000,
      tax: yuan(240),
    });
    expect(laborService(yuan(800)).tax).toBe(0);
    expect(laborService(yuan(500))).toMatchObject({ taxable: 0, tax: 0 });
    expect(laborService(yuan(4000))).toMatchObject({ taxable: yuan(3200), tax: yuan(640) });
    expect(laborService(yuan(4000.01))).toMatchObject({ taxable: yuan(3200.01), tax: yuan(640) });
  });

  it('uses the bands of table 二 with inclusive upper bounds', () => {
    expect(laborService(yuan(25000))).toMatchObject({
      taxable: yuan(20000),
      rate: 2000,
      tax: yuan(4000),
    });
    expect(laborService(yuan(62500))).toMatchObject({
      taxable: yuan(50000),
      rate: 3000,
      tax: yuan(13000),
    });
    expect(laborService(yuan(100000))).toMatchObject({
      taxable: yuan(80000),
      rate: 4000,
      tax: yuan(25000),
    });
    expect(laborService(yuan(100000)).afterTax).toBe(yuan(75000));
  });
});
