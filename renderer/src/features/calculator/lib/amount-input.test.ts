import { describe, expect, it } from 'vitest';
import { normalizeAmount } from './amount-input';
import { parseYuan } from '../engine/money';

describe('normalizeAmount', () => {
  it('turns full-width digits, commas and points into what parseYuan reads', () => {
    expect(normalizeAmount('１００００')).toBe('10000');
    expect(normalizeAmount('３０，０００．５')).toBe('30,000.5');
    expect(parseYuan(normalizeAmount('３０，０００．５'))).toBe(3_000_050);
    expect(normalizeAmount('30000。5')).toBe('30000.5');
  });

  it('drops spaces (half- and full-width) and keeps other text for the validator to reject', () => {
    expect(normalizeAmount(' 5 000\u3000')).toBe('5000');
    expect(normalizeAmount('abc')).toBe('abc');
    expect(normalizeAmount('－100')).toBe('-100');
    expect(normalizeAmount(undefined)).toBe('');
  });
});
