/** Edge cases of the money helpers and of the settlement and severance results built on them. */
import { describe, expect, it } from 'vitest';
import { annualIncome, settle } from './annual-income';
import {
  applyRate,
  assertCents,
  centsToInput,
  clampMin0,
  divHalfUp,
  formatRate,
  formatYuan,
  formatYuanShort,
  parseYuan,
  sumCents,
} from './money';
import { severance } from './severance';

describe('divHalfUp', () => {
  it('rounds halves away from zero, whatever the signs', () => {
    expect([
      divHalfUp(5n, 2n),
      divHalfUp(-5n, 2n),
      divHalfUp(5n, -2n),
      divHalfUp(-5n, -2n),
    ]).toEqual([3n, -3n, -3n, 3n]);
    expect([divHalfUp(4n, 3n), divHalfUp(-4n, 3n), divHalfUp(4n, -3n)]).toEqual([1n, -1n, -1n]);
    expect([divHalfUp(0n, 7n), divHalfUp(0n, -7n)]).toEqual([0n, 0n]);
  });

  it('refuses a zero divisor', () => {
    expect(() => divHalfUp(1n, 0n)).toThrow(new RangeError('除数不能为 0'));
  });
});

describe('cents helpers', () => {
  it('refuses amounts that are not whole cents', () => {
    expect(() => assertCents(1.5)).toThrow(new RangeError('金额须为整数分：1.5'));
    expect(() => applyRate(Number.MAX_SAFE_INTEGER + 2, 300)).toThrow(RangeError);
    expect(() => assertCents(-3)).not.toThrow();
  });

  it('sums and clamps', () => {
    expect(sumCents([100, 250, -50])).toBe(300);
    expect(sumCents([])).toBe(0);
    expect([clampMin0(-1), clampMin0(0), clampMin0(1)]).toEqual([0, 0, 1]);
  });
});

describe('parseYuan', () => {
  it('reads a minus sign, with or without decimals, and never gives -0', () => {
    expect(parseYuan('-12.5')).toBe(-1250);
    expect(parseYuan('-3')).toBe(-300);
    expect(Object.is(parseYuan('-0'), 0)).toBe(true);
    expect(parseYuan('0.07')).toBe(7);
    expect(parseYuan('1 2，345.6')).toBe(1_234_560);
  });

  it('refuses what is not an amount of at most two decimals', () => {
    for (const text of ['', '.5', '1.234', '1e3', '--1', '１２', 'abc'])
      expect(parseYuan(text)).toBeNull();
    expect(parseYuan('99999999999999999999')).toBeNull();
  });
});

describe('formatting', () => {
  it('groups thousands only in the whole part, and signs negatives', () => {
    expect(formatYuan(123_456_789)).toBe('1,234,567.89');
    expect(formatYuan(100_000)).toBe('1,000.00');
    expect(formatYuan(99_999)).toBe('999.99');
    expect(formatYuan(-150_000)).toBe('-1,500.00');
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(123_456_789, false)).toBe('1234567.89');
  });

  it('drops only a trailing .00 for inputs and short labels', () => {
    expect(centsToInput(3_000_000)).toBe('30000');
    expect(centsToInput(3_000_005)).toBe('30000.05');
    expect(centsToInput(100_050)).toBe('1000.50');
    expect(formatYuanShort(150_000)).toBe('1,500');
    expect(formatYuanShort(100_050)).toBe('1,000.50');
    expect(formatYuanShort(12_345)).toBe('123.45');
  });

  it('writes rates with up to two decimals and no trailing zero', () => {
    expect([
      formatRate(300),
      formatRate(30),
      formatRate(1234),
      formatRate(1205),
      formatRate(5),
    ]).toEqual(['3%', '0.3%', '12.34%', '12.05%', '0.05%']);
  });
});

describe('settle (年度汇算)', () => {
  it('neither pays nor refunds when prepaid equals the tax', () => {
    expect(settle(10_000, 10_000, 20_000_000)).toEqual({
      prepaid: 10_000,
      kind: 'none',
      amount: 0,
      filingExempt: true,
      exemptReason: '已预缴税额与应纳税额一致，无需补退',
    });
  });

  it('refunds an overpayment, which needs filing', () => {
    expect(settle(10_000, 10_001, 20_000_000)).toEqual({
      prepaid: 10_001,
      kind: 'refund',
      amount: 1,
      filingExempt: false,
      exemptReason: null,
    });
  });

  it('exempts a top-up at income up to 120,000 or of at most 400 yuan, and no other', () => {
    expect(settle(100_000, 0, 12_000_000)).toMatchObject({
      kind: 'pay',
      amount: 100_000,
      filingExempt: true,
      exemptReason: '年度综合所得收入不超过12万元且需要补税，无需办理年度汇算',
    });
    expect(settle(40_000, 0, 12_000_001)).toMatchObject({
      kind: 'pay',
      filingExempt: true,
      exemptReason: '年度汇算需补税金额不超过400元，无需办理年度汇算',
    });
    expect(settle(40_001, 0, 12_000_001)).toMatchObject({
      kind: 'pay',
      amount: 40_001,
      filingExempt: false,
      exemptReason: null,
    });
  });

  it('is what annualIncome reports with a prepaid amount, after tax net of 三险一金', () => {
    const r = annualIncome({ wages: 30_000_000, special: 4_000_000, prepaid: 0 });
    expect(r.afterTax).toBe(30_000_000 - 4_000_000 - r.tax);
    expect(r.settlement).toEqual(settle(r.tax, 0, 30_000_000));
  });
});

describe('severance', () => {
  it('exempts at most the compensation, and nets after tax of the insurance paid', () => {
    const small = severance({ compensation: 10_000_000, averageAnnualWage: 10_000_000 });
    expect(small).toMatchObject({
      exemptLimit: 30_000_000,
      exempt: 10_000_000,
      tax: 0,
      afterTax: 10_000_000,
    });
    const large = severance({
      compensation: 50_000_000,
      averageAnnualWage: 10_000_000,
      insurancePaid: 1_000_000,
    });
    expect(large.exempt).toBe(30_000_000);
    expect(large.taxable).toBe(19_000_000);
    expect(large.afterTax).toBe(50_000_000 - 1_000_000 - large.tax);
  });
});
