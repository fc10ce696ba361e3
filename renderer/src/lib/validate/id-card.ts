/**
 * The 18-character resident ID number (GB 11643-1999): region, birth date, sequence, check character.
 */

// Province-level region codes (the first two digits), including 81/82/83 used by the residence
// permits of Hong Kong, Macao and Taiwan residents, and the legacy 91 for overseas.
const PROVINCE_CODES: ReadonlySet<string> = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
  '83',
  '91',
]);

// Weight of position i is 2^(17-i) mod 11; the check character is indexed by the sum mod 11.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

const SHAPE = /^[1-9]\d{5}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;

/** The GB 11643 check character of the first 17 digits of an ID number. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  WEIGHTS.forEach((weight, i) => {
    sum += Number(first17.charAt(i)) * weight;
  });
  return CHECK_CHARS.charAt(sum % 11);
}

/** Whether year-month-day is a day that exists and is not after today (local time). */
function isPastOrTodayDate(year: number, month: number, day: number, now: Date): boolean {
  const date = new Date(year, month - 1, day);
  const exists =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return exists && date.getTime() <= today.getTime();
}

/**
 * National ID (18 characters): valid region prefix, birth year 19xx or 20xx, a birth date that
 * exists and is not in the future, 3 sequence digits, and the weighted mod-11 check character
 * (`X`; a lowercase `x`, as phone keyboards type it, is accepted too).
 */
export function isIdCard(value: string): boolean {
  if (!SHAPE.test(value) || !PROVINCE_CODES.has(value.slice(0, 2))) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  if (!isPastOrTodayDate(year, month, day, new Date())) return false;
  return idCardCheckChar(value.slice(0, 17)) === value.charAt(17).toUpperCase();
}
