import { describe, expect, it } from 'vitest';
import { formatDate, toDate } from './date';

describe('toDate', () => {
  it('reads 10 digits as seconds', () => {
    expect(toDate(1700000000)?.getTime()).toBe(1700000000000);
    expect(toDate('1700000000')?.getTime()).toBe(1700000000000);
  });

  it('reads 13 digits as milliseconds', () => {
    expect(toDate(1700000000123)?.getTime()).toBe(1700000000123);
    expect(toDate('1700000000123')?.getTime()).toBe(1700000000123);
  });

  it('gives null for anything else', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'abc',
      170000000,
      17000000001,
      '170000000012',
      1700000000.5,
      -1700000000,
    ]) {
      expect(toDate(bad)).toBeNull();
    }
  });
});

describe('formatDate', () => {
  const local = new Date(2024, 1, 29, 8, 5, 9); // a leap day

  it('formats by pattern in local time', () => {
    expect(formatDate(local)).toBe('2024-02-29');
    expect(formatDate(local, 'YYYY年MM月DD日 HH:mm:ss')).toBe('2024年02月29日 08:05:09');
  });

  it('takes timestamps of either length', () => {
    const seconds = Math.floor(local.getTime() / 1000);
    expect(formatDate(seconds, 'YYYY-MM-DD HH:mm:ss')).toBe('2024-02-29 08:05:09');
    expect(formatDate(local.getTime(), 'YYYY-MM-DD HH:mm')).toBe('2024-02-29 08:05');
  });

  it('gives the fallback for invalid input', () => {
    expect(formatDate('soon')).toBe('');
    expect(formatDate(new Date(Number.NaN), 'YYYY', '--')).toBe('--');
  });
});
