/**
 * The generic form validator (docs/product.md「错误与提示」): required, numeric range, the named
 * type rules and custom regex or function rules. Every failing rule contributes its message; an
 * empty value passes every rule but `required`.
 */
import { isCreditCode } from './credit-code';
import { isIdCard } from './id-card';
import {
  isAlphabet,
  isEmail,
  isGeneral,
  isHkMacaoPass,
  isIp,
  isMobile,
  isPostCode,
  isTaiwanId,
  isTel,
} from './patterns';

/** The validator's own messages, word for word as the product has them. */
const MESSAGES = {
  required: '必填项不能为空！',
  notNumber: '请输入数字！',
  range: (min: number, max: number) => `数值范围须在${min} - ${max}之间！`,
  min: (min: number) => `允许的最小值为${min}！`,
  max: (max: number) => `允许的最大值为${max}！`,
} as const;

/** The named type rules: each a predicate and the message shown when it fails. */
const TYPE_RULES = {
  email: { test: isEmail, message: '请输入正确的邮箱地址' },
  mobile: { test: isMobile, message: '请输入正确手机号' }, // the same words as the login's
  tel: { test: isTel, message: '请输入正确的座机号码，如 0755-12345678' },
  fax: { test: isTel, message: '请输入正确的传真号码，如 0755-12345678' },
  telOrMobile: {
    test: (v: string) => isMobile(v) || isTel(v),
    message: '请输入正确的手机号或座机号码',
  },
  idCard: { test: isIdCard, message: '请输入正确的身份证号' },
  general: { test: isGeneral, message: '须以字母开头，只能包含字母、数字及 @ - _ .' },
  alphabet: { test: isAlphabet, message: '只能输入英文字母' },
  ip: { test: isIp, message: '请输入正确的IP地址' },
  post: { test: isPostCode, message: '请输入正确的邮政编码' },
  creditCode: { test: isCreditCode, message: '请输入正确的统一社会信用代码' },
  taiWanIdCard: { test: isTaiwanId, message: '请输入正确的台湾居民证件号码' },
  gangAoIdCard: { test: isHkMacaoPass, message: '请输入正确的港澳通行证号码' },
} as const satisfies Record<string, { test: (value: string) => boolean; message: string }>;

export type RuleType = keyof typeof TYPE_RULES;

/** Form values as a validator sees them (cross-field rules read the other fields). */
export type FormValues = Readonly<Record<string, unknown>>;

/** Fails when the value is missing, empty or blank. */
type RequiredRule = { required: true; message?: string };
/** Numeric range; commas are stripped first; a non-number fails with `请输入数字！`. */
type RangeRule = ({ min: number; max?: number } | { min?: number; max: number }) & {
  message?: string;
};
/** One of the named type rules. */
type TypeRule = { type: RuleType; message?: string };
/** A custom regular expression the value must match. */
type PatternRule = { pattern: RegExp; message: string };
/** A custom predicate; `values` holds the whole form (empty outside a form). */
type ValidatorRule = {
  validator: (value: string, values: FormValues) => boolean;
  message: string;
};

export type Rule = RequiredRule | RangeRule | TypeRule | PatternRule | ValidatorRule;

/** Missing, empty or blank: what `required` rejects and every other rule lets through. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const toText = (value: unknown): string => (typeof value === 'string' ? value : String(value));

// A plain decimal (no exponent, hex or Infinity, which Number() would also accept).
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

function checkRange(text: string, rule: RangeRule): string | null {
  const stripped = text.replace(/,/g, '').trim();
  if (!DECIMAL.test(stripped)) return MESSAGES.notNumber;
  const n = Number(stripped);
  const { min, max } = rule;
  const tooLow = min !== undefined && n < min;
  const tooHigh = max !== undefined && n > max;
  if (!tooLow && !tooHigh) return null;
  if (rule.message) return rule.message;
  if (min !== undefined && max !== undefined) return MESSAGES.range(min, max);
  return min !== undefined ? MESSAGES.min(min) : MESSAGES.max(max as number);
}

/** The message of one rule for one value, or `null` when the rule passes. */
export function checkRule(value: unknown, rule: Rule, values: FormValues = {}): string | null {
  if ('required' in rule) return isBlank(value) ? (rule.message ?? MESSAGES.required) : null;
  if (isBlank(value)) return null;
  const text = toText(value);
  if ('type' in rule) {
    const typeRule = TYPE_RULES[rule.type];
    return typeRule.test(text) ? null : (rule.message ?? typeRule.message);
  }
  if ('pattern' in rule) {
    rule.pattern.lastIndex = 0; // a /g or /y regex keeps state between test() calls
    return rule.pattern.test(text) ? null : rule.message;
  }
  if ('validator' in rule) return rule.validator(text, values) ? null : rule.message;
  return checkRange(text, rule);
}

/**
 * All messages of the rules the value fails, in rule order (empty when it passes).
 * @example validate(phone, [{ required: true }, { type: 'mobile' }])
 */
export function validate(
  value: unknown,
  rules: readonly Rule[],
  values: FormValues = {},
): string[] {
  return rules.map((rule) => checkRule(value, rule, values)).filter((m): m is string => m !== null);
}

export type FormSchema<V extends FormValues> = { readonly [K in keyof V]?: readonly Rule[] };
export type FormErrors<V extends FormValues> = { [K in keyof V]?: string[] };

/**
 * Validates a whole form: the messages of each failing field (fields that pass are absent, so an
 * empty object means the form is valid).
 */
export function validateForm<V extends FormValues>(
  values: V,
  schema: FormSchema<V>,
): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const field of Object.keys(schema) as (keyof V)[]) {
    const messages = validate(values[field], schema[field] ?? [], values);
    if (messages.length > 0) errors[field] = messages;
  }
  return errors;
}

/** The first message of a form's errors in schema order, e.g. for a toast; `undefined` when valid. */
export function firstError<V extends FormValues>(errors: FormErrors<V>): string | undefined {
  for (const messages of Object.values(errors) as (string[] | undefined)[]) {
    if (messages?.[0] !== undefined) return messages[0];
  }
  return undefined;
}
