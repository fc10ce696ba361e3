/**
 * Money is integer cents (fen) throughout the calculator; rates are basis points (1% = 100 bp).
 * Products go through BigInt so that large amounts times rates never touch binary floats.
 */
export type Cents = number;

/** 1 = 0.01%: every statutory rate in the tables is a whole number of basis points. */
export type BasisPoints = number;

const BP_SCALE = 10_000n;

/** Rounds num/den half-up (half away from zero) to an integer, both as BigInt. */
export function divHalfUp(num: bigint, den: bigint): bigint {
  if (den === 0n) throw new RangeError('除数不能为 0');
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const q = n / d;
  const r = n % d;
  const rounded = r * 2n >= d ? q + 1n : q;
  return negative ? -rounded : rounded;
}

/** cents × rate, rounded half-up to the cent. */
export function applyRate(cents: Cents, rate: BasisPoints): Cents {
  assertCents(cents);
  return Number(divHalfUp(BigInt(cents) * BigInt(rate), BP_SCALE));
}

/** cents × rate1 × rate2 with one rounding at the end (e.g. 稿酬 × 80% × 70%). */
export function applyRates(cents: Cents, rate1: BasisPoints, rate2: BasisPoints): Cents {
  assertCents(cents);
  return Number(divHalfUp(BigInt(cents) * BigInt(rate1) * BigInt(rate2), BP_SCALE * BP_SCALE));
}

export function assertCents(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`金额须为整数分：${value}`);
}

export const sumCents = (values: readonly Cents[]): Cents => values.reduce((a, b) => a + b, 0);

export const clampMin0 = (cents: Cents): Cents => (cents < 0 ? 0 : cents);

/** Effective rate of part in whole as basis points (half-up); 0 when whole is not positive. */
export function ratioBp(part: Cents, whole: Cents): BasisPoints {
  if (whole <= 0) return 0;
  return Number(divHalfUp(BigInt(part) * BP_SCALE, BigInt(whole)));
}

const YUAN_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Parses a yuan amount typed by a user ("30,000", "36000.01") into cents, exactly.
 * Returns null for anything that is not a number with at most two decimals.
 */
export function parseYuan(input: string): Cents | null {
  const text = input.replace(/[,，\s]/g, '');
  const match = YUAN_PATTERN.exec(text);
  if (!match) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return minus && cents !== 0 ? -cents : cents;
}

/** Cents as yuan with two decimals and thousands separators: 123456 → "1,234.56". */
export function formatYuan(cents: Cents, grouping = true): string {
  assertCents(cents);
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString();
  const fraction = (abs % 100).toString().padStart(2, '0');
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  return `${negative ? '-' : ''}${grouped}.${fraction}`;
}

/** Cents as a plain decimal string without grouping ("3000000" → "30000.00"), for forms and URLs. */
export const centsToInput = (cents: Cents): string => formatYuan(cents, false).replace(/\.00$/, '');

/** Basis points as a percentage string: 300 → "3%", 30 → "0.3%", 1234 → "12.34%". */
export function formatRate(bp: BasisPoints): string {
  const whole = Math.trunc(bp / 100);
  const fraction = Math.abs(bp % 100);
  if (fraction === 0) return `${whole}%`;
  return `${whole}.${fraction.toString().padStart(2, '0').replace(/0$/, '')}%`;
}

/** Cents as yuan for labels, without ".00" on whole amounts: 150000 → "1,500", 12345 → "123.45". */
export const formatYuanShort = (cents: Cents): string => formatYuan(cents).replace(/\.00$/, '');
