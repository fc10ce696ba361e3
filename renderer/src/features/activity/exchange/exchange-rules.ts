import { validate, type Rule } from '@/lib/validate';

/** Redemption codes as issued: `SW`, the year issued, then 8 letters/digits (no I, O, 0, 1). */
const CODE_PATTERN = /^SW\d{4}[A-HJ-NP-Z2-9]{8}$/;

export const CODE_MESSAGES = {
  required: '请输入兑换码',
  pattern: '兑换码格式不正确，应为 SW 开头的 14 位字母数字',
} as const;

const CODE_RULES: readonly Rule[] = [
  { required: true, message: CODE_MESSAGES.required },
  { pattern: CODE_PATTERN, message: CODE_MESSAGES.pattern },
];

/** What the user typed, as the server stores it: no spaces anywhere, uppercase. */
export function normalizeCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** The first message for a code (already normalized), or null when it may be sent. */
export function codeError(code: string): string | null {
  return validate(code, CODE_RULES)[0] ?? null;
}

/** 13812345678 → 138****5678; anything that is not 11 digits is shown as nothing. */
export function maskPhone(phone: string | null | undefined): string | null {
  const p = (phone ?? '').trim();
  return /^1\d{10}$/.test(p) ? `${p.slice(0, 3)}****${p.slice(7)}` : null;
}
