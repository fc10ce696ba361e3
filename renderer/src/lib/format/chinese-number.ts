/** Chinese numerals to integers, as they appear in legal document numbers and years. */

const DIGITS: Readonly<Record<string, number>> = {
  零: 0,
  〇: 0,
  一: 1,
  壹: 1,
  二: 2,
  贰: 2,
  两: 2,
  三: 3,
  叁: 3,
  四: 4,
  肆: 4,
  五: 5,
  伍: 5,
  六: 6,
  陆: 6,
  七: 7,
  柒: 7,
  八: 8,
  捌: 8,
  九: 9,
  玖: 9,
  '0': 0,
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
};
const SMALL_UNITS: Readonly<Record<string, number>> = {
  十: 10,
  拾: 10,
  百: 100,
  佰: 100,
  千: 1000,
  仟: 1000,
};
const BIG_UNITS: Readonly<Record<string, number>> = { 万: 1e4, 亿: 1e8 };

const isUnit = (ch: string) => ch in SMALL_UNITS || ch in BIG_UNITS;

/** Reads a positional numeral written digit by digit, such as 二〇一九 or 二零二四. */
function readDigitSequence(chars: string[]): number | null {
  let n = 0;
  for (const ch of chars) {
    const d = DIGITS[ch];
    if (d === undefined) return null;
    n = n * 10 + d;
  }
  return n;
}

/** Reads a numeral with units, such as 十二, 一百零五, 三万五千, 两千, 一亿零三百万. */
function readWithUnits(chars: string[]): number | null {
  let total = 0; // completed 亿 and 万 sections
  let section = 0; // the part below 万 being read
  let digit: number | null = null; // a number waiting for its unit
  let lastSmallUnit = Infinity; // small units within a section descend: 千 then 百 then 十
  let previous = '';
  for (const ch of chars) {
    const d = DIGITS[ch];
    const small = SMALL_UNITS[ch];
    const big = BIG_UNITS[ch];
    if (d !== undefined && /\d/.test(ch) && /\d/.test(previous)) {
      digit = (digit ?? 0) * 10 + d; // ASCII digits run together: 35万
    } else if (d === 0) {
      if (digit !== null) return null; // 零 only stands for skipped places: 一百零五, not 一零百
    } else if (d !== undefined) {
      if (digit !== null) return null; // two numerals in a row: 一二十
      digit = d;
    } else if (small !== undefined) {
      // 十 with no numeral before it means 一十, but only at the head of a section: 十二, 十万.
      if (digit === null && !(small === 10 && section === 0)) return null;
      if (small >= lastSmallUnit) return null;
      section += (digit ?? 1) * small;
      digit = null;
      lastSmallUnit = small;
    } else if (big !== undefined) {
      const part = section + (digit ?? 0);
      if (big === 1e4 ? part === 0 : total + part === 0) return null; // a unit with nothing before it
      total = big === 1e8 ? (total + part) * big : total + part * big;
      section = 0;
      digit = null;
      lastSmallUnit = Infinity;
    } else {
      return null;
    }
    previous = ch;
  }
  return total + section + (digit ?? 0);
}

/**
 * Chinese numerals (or ASCII digits) to a non-negative integer: 十二 → 12, 一百零五 → 105,
 * 三万五千 → 35000, 两千 → 2000, 二〇一九 → 2019 (digit by digit when there are no units).
 * Financial forms (壹贰叁…拾佰仟) are read too. Anything else gives `null`.
 */
export function chineseToNumber(text: string): number | null {
  const chars = [...text.trim().replace(/[０-９]/g, (c) => String(c.charCodeAt(0) - 0xff10))];
  if (chars.length === 0) return null;
  return chars.some(isUnit) ? readWithUnits(chars) : readDigitSequence(chars);
}
