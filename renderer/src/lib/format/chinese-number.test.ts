import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chineseToNumber } from './chinese-number';

describe('chineseToNumber', () => {
  it.each([
    ['十', 10],
    ['十二', 12],
    ['二十', 20],
    ['三十五', 35],
    ['一百零五', 105],
    ['一百一十', 110],
    ['一千零一', 1001],
    ['两千', 2000],
    ['九千九百九十九', 9999],
    ['三万五千', 35000],
    ['十万', 100000],
    ['二十万三千', 203000],
    ['三亿五千万', 350000000],
    ['一亿零三百万', 103000000],
    ['零', 0],
    ['二〇一九', 2019],
    ['二零二四', 2024],
    ['壹佰贰拾叁', 123],
    ['35万', 350000],
    ['2019', 2019],
    ['２０１９', 2019],
  ] as const)('%s → %d', (text, expected) => {
    expect(chineseToNumber(text)).toBe(expected);
  });

  it.each(['', '  ', 'abc', '万', '一零百', '一二十', '一百十', '十百', '三十二号', '一.五'])(
    '%j is no numeral',
    (text) => {
      expect(chineseToNumber(text)).toBeNull();
    },
  );

  // An independent writer of standard numerals for 1..99999999, to read back.
  const NUM = '零一二三四五六七八九';
  function writeSection(n: number): string {
    const units = ['千', '百', '十', ''];
    const digits = String(n).padStart(4, '0').split('').map(Number);
    let out = '';
    let pendingZero = false;
    digits.forEach((d, i) => {
      if (d === 0) {
        if (out) pendingZero = true;
        return;
      }
      if (pendingZero) out += '零';
      pendingZero = false;
      out += NUM.charAt(d) + (units[i] ?? '');
    });
    return out;
  }
  function write(n: number): string {
    const high = Math.floor(n / 10000);
    const low = n % 10000;
    if (high === 0) return writeSection(low).replace(/^一十/, '十');
    const lowText = low === 0 ? '' : (low < 1000 ? '零' : '') + writeSection(low);
    return writeSection(high).replace(/^一十/, '十') + '万' + lowText;
  }

  it('reads back every standard numeral up to 一亿 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (n) => {
        expect(chineseToNumber(write(n))).toBe(n);
      }),
      { numRuns: 3000 },
    );
  });
});
