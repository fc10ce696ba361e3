/** Number display helpers: thousands separators, money in cents, capped counts. */

// Plain decimals with an optional exponent; commas are stripped before this is applied.
const NUMERIC_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** A finite number from a number or numeric text (commas allowed), else `null`. */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/,/g, '').trim();
  if (!NUMERIC_TEXT.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/**
 * |n| rounded half away from zero to `decimals` places, as digits. Rounding works on the shortest
 * decimal form of the number, so 1.005 gives 1.01 as a person expects (toFixed gives 1.00).
 */
function roundedDigits(abs: number, decimals: number): { int: string; frac: string } {
  if (abs >= 1e21) return { int: BigInt(abs).toString(), frac: '0'.repeat(decimals) };
  const shortest = abs.toString();
  // Exponent forms below 1e21 are only tiny numbers (under 1e-6): toFixed is exact enough there.
  const plain = shortest.includes('e') ? abs.toFixed(Math.min(decimals + 1, 100)) : shortest;
  const [int = '0', frac = ''] = plain.split('.');
  const kept = BigInt(int + frac.slice(0, decimals).padEnd(decimals, '0'));
  const roundUp = (frac.charAt(decimals) || '0') >= '5';
  const digits = (roundUp ? kept + 1n : kept).toString().padStart(decimals + 1, '0');
  return decimals === 0
    ? { int: digits, frac: '' }
    : { int: digits.slice(0, -decimals), frac: digits.slice(-decimals) };
}

/**
 * Thousands separators with `decimals` places (default 2), e.g. 1234567.891 → `1,234,567.89`.
 * A magnitude under 1e-8 shows as 0; a value that is no finite number gives `fallback`.
 */
export function formatThousands(value: unknown, decimals = 2, fallback = '--'): string {
  const n = toFiniteNumber(value);
  if (n === null) return fallback;
  const places = Math.min(Math.max(Math.trunc(decimals), 0), 20);
  const abs = Math.abs(n) < 1e-8 ? 0 : Math.abs(n);
  const { int, frac } = roundedDigits(abs, places);
  const isZero = /^0*$/.test(int + frac);
  const sign = n < 0 && !isZero ? '-' : '';
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${frac ? `.${frac}` : ''}`;
}

/** Money held in integer cents as yuan with 2 decimals, e.g. 19900 → `199.00`; non-numbers give `fallback`. */
export function formatMoney(cents: unknown, fallback = '--'): string {
  const n = toFiniteNumber(cents);
  if (n === null) return fallback;
  const rounded = Math.round(Math.abs(n));
  const sign = n < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${Math.floor(rounded / 100)}.${String(rounded % 100).padStart(2, '0')}`;
}

/** Counts of 9999 or more show `9999+` (docs/product.md「错误与提示」); a missing count shows 0. */
export function formatCount(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '0';
  return n >= 9999 ? '9999+' : String(n);
}
