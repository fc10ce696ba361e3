/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters over a
 * 31-character alphabet (digits and capitals without I, O, S, V, Z), the last one a check character.
 */

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
// Weight of position i is 3^i mod 31.
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** The GB 32100 check character of the first 17 characters (which must be in the alphabet). */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  WEIGHTS.forEach((weight, i) => {
    sum += ALPHABET.indexOf(first17.charAt(i)) * weight;
  });
  return ALPHABET.charAt((31 - (sum % 31)) % 31);
}

/** Unified social credit code: 18 characters of the alphabet, the last equal to the check character. */
export function isCreditCode(value: string): boolean {
  return SHAPE.test(value) && creditCodeCheckChar(value.slice(0, 17)) === value.charAt(17);
}
