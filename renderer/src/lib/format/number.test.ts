import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatThousands, toFiniteNumber } from './number';

describe('formatThousands', () => {
  it.each([
    [1234567.891, '1,234,567.89'],
    [0, '0.00'],
    [999, '999.00'],
    [1000, '1,000.00'],
    [-1234.5, '-1,234.50'],
    [1.005, '1.01'], // rounds the decimal a person sees, not the binary 1.00499…
    [2.675, '2.68'],
    [0.125, '0.13'],
    [-0.125, '-0.13'],
    ['1,234.5', '1,234.50'],
    ['  42 ', '42.00'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
  ] as const)('%j → %s', (value, expected) => {
    expect(formatThousands(value)).toBe(expected);
  });

  it('honours the number of decimals', () => {
    expect(formatThousands(1234.5678, 0)).toBe('1,235');
    expect(formatThousands(1234.5678, 3)).toBe('1,234.568');
    expect(formatThousands(0.5, 0)).toBe('1');
    expect(formatThousands(5e-7, 8)).toBe('0.00000050');
  });

  it('shows a magnitude under 1e-8 as 0, without a minus sign', () => {
    expect(formatThousands(9.9e-9)).toBe('0.00');
    expect(formatThousands(-9.9e-9, 10)).toBe('0.0000000000');
    expect(formatThousands(1e-8, 8)).toBe('0.00000001');
    expect(formatThousands(-0.001)).toBe('0.00');
  });

  it('gives the default for invalid values', () => {
    for (const bad of [
      Number.NaN,
      Infinity,
      -Infinity,
      null,
      undefined,
      '',
      'abc',
      '12元',
      {},
      '0x10',
    ]) {
      expect(formatThousands(bad)).toBe('--');
      expect(formatThousands(bad, 2, '暂无')).toBe('暂无');
    }
  });

  it('groups the integer part by threes and keeps the value (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e15, max: 1e15 }),
        fc.integer({ min: 0, max: 99 }),
        (int, cents) => {
          const value = int < 0 ? int - cents / 100 : int + cents / 100;
          const text = formatThousands(value);
          expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
          expect(Number(text.replace(/,/g, ''))).toBe(Number(value.toFixed(2)));
        },
      ),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [19900, '199.00'],
    [1, '0.01'],
    [10, '0.10'],
    [0, '0.00'],
    [123456789, '1234567.89'],
    [-250, '-2.50'],
    ['19900', '199.00'],
  ] as const)('%j cents → %s yuan', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it('gives the default for non-numbers', () => {
    expect(formatMoney(null)).toBe('--');
    expect(formatMoney('abc', '—')).toBe('—');
  });

  it('is exact for every integer number of cents (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const text = formatMoney(cents);
        const [yuan = '', fen = ''] = text.split('.');
        expect(BigInt(yuan) * 100n + BigInt(fen)).toBe(BigInt(cents));
        expect(fen).toHaveLength(2);
      }),
    );
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [9998, '9998'],
    [9999, '9999+'],
    [10000, '9999+'],
    [1234567, '9999+'],
    [null, '0'],
    [undefined, '0'],
    [Number.NaN, '0'],
  ] as const)('%j → %s', (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });
});

describe('toFiniteNumber', () => {
  it('reads numbers and numeric text with commas', () => {
    expect(toFiniteNumber('1,000.5')).toBe(1000.5);
    expect(toFiniteNumber('-3')).toBe(-3);
    expect(toFiniteNumber('1e3')).toBe(1000);
    expect(toFiniteNumber('abc')).toBeNull();
    expect(toFiniteNumber(true)).toBeNull();
  });
});
