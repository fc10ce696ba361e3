import type { Rule } from '@/lib/validate';
import { parseYuan, type Cents } from '../engine/money';

/** Upper bound of any amount field, in yuan: a ten-billion figure is a typo, not an income. */
const MAX_AMOUNT_YUAN = 1_000_000_000;

const TWO_DECIMALS: Rule = { pattern: /^\d[\d,]*(\.\d{1,2})?$/, message: '金额最多保留两位小数' };

/** Rules of a money field: a number from 0 up to the bound, at most two decimals. */
export function amountRules(options: { required?: boolean; max?: number } = {}): Rule[] {
  const range: Rule = { min: 0, max: options.max ?? MAX_AMOUNT_YUAN };
  return options.required ? [{ required: true }, range, TWO_DECIMALS] : [range, TWO_DECIMALS];
}

/** A validated field value in cents; blank is 0. */
export function fieldCents(value: unknown): Cents {
  if (typeof value !== 'string' || value.trim() === '') return 0;
  return parseYuan(value) ?? 0;
}

/** A validated optional field in cents, or undefined when left blank. */
export function optionalCents(value: unknown): Cents | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return parseYuan(value) ?? undefined;
}
