import { describe, expect, it } from 'vitest';
import { applyRate, applyRates, formatRate, formatYuan, parseYuan, ratioBp } from './money';

describe('money in integer cents', () => {
  it('parses typed yuan exactly, with separators, and rejects more than two decimals', () => {
    expect(parseYuan('30000')).toBe(3_000_000);
    expect(parseYuan('36,000.01')).toBe(3_600_001);
    expect(parseYuan('0.1')).toBe(10);
    expect(parseYuan('-5')).toBe(-500);
    expect(parseYuan('1.234')).toBeNull();
    expect(parseYuan('abc')).toBeNull();
    expect(parseYuan('')).toBeNull();
  });

  it('rounds rate products half-up to the cent', () => {
    expect(applyRate(1, 5000)).toBe(1); // 0.005 元 → 0.01
    expect(applyRate(1, 4999)).toBe(0);
    expect(applyRate(3_600_001, 1000)).toBe(360_000); // 3600.001 → 3600.00
    expect(applyRate(3_856_667, 1000)).toBe(385_667); // 3856.667 → 3856.67
    expect(applyRate(-1, 5000)).toBe(-1); // half away from zero
    expect(applyRates(1_000_000, 8000, 7000)).toBe(560_000);
  });

  it('formats cents and rates for display', () => {
    expect(formatYuan(123_456)).toBe('1,234.56');
    expect(formatYuan(-5)).toBe('-0.05');
    expect(formatYuan(3_000_000, false)).toBe('30000.00');
    expect(formatRate(300)).toBe('3%');
    expect(formatRate(30)).toBe('0.3%');
    expect(formatRate(1234)).toBe('12.34%');
    expect(ratioBp(55_500, 3_000_000)).toBe(185);
  });
});
