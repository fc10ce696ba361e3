import { isMobile } from '@/lib/validate';

/** Phone at most 11 digits, code at most 6, as at login (docs/product.md「账号与登录」). */
export const PHONE_MAX_LENGTH = 11;
export const CODE_MAX_LENGTH = 6;
/** The code button waits 60 s between sends. */
export const SMS_WAIT_SECONDS = 60;

/** Keeps digits only, cut to `max` (what the phone and code fields accept). */
export const digitsOnly = (value: string, max: number): string =>
  value.replace(/\D/g, '').slice(0, max);

/** The login (here: register) button is enabled only for a valid phone and an entered code. */
export const canSubmit = (phone: string, code: string): boolean =>
  isMobile(phone.trim()) && code.trim().length > 0;

/** The code button's text: 获取验证码, or `N秒后重试` while waiting. */
export const codeButtonText = (secondsLeft: number): string =>
  secondsLeft > 0 ? `${secondsLeft}秒后重试` : '获取验证码';

/** An invite code from the URL, as the API accepts it (upper case letters and digits), or undefined. */
export function normaliseInviteCode(raw: string | null): string | undefined {
  const code = (raw ?? '').trim().toUpperCase();
  return /^[A-Z0-9]{4,12}$/.test(code) ? code : undefined;
}
