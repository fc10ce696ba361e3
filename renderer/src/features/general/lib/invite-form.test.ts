import { describe, expect, it } from 'vitest';
import { canSubmit, codeButtonText, digitsOnly, normaliseInviteCode } from './invite-form';

describe('invite form rules', () => {
  it('enables registering only for a valid mainland mobile and an entered code', () => {
    expect(canSubmit('13912345678', '123456')).toBe(true);
    expect(canSubmit('13912345678', '')).toBe(false);
    expect(canSubmit('12912345678', '123456')).toBe(false);
    expect(canSubmit('1391234567', '123456')).toBe(false);
  });

  it('keeps at most 11 phone digits and 6 code digits', () => {
    expect(digitsOnly('139-1234-5678 9', 11)).toBe('13912345678');
    expect(digitsOnly('12a3456789', 6)).toBe('123456');
  });

  it('labels the code button with the seconds left', () => {
    expect(codeButtonText(0)).toBe('获取验证码');
    expect(codeButtonText(60)).toBe('60秒后重试');
  });

  it('takes an invite code from the URL only when well-formed', () => {
    expect(normaliseInviteCode(' t2fa1x ')).toBe('T2FA1X');
    expect(normaliseInviteCode('<script>')).toBeUndefined();
    expect(normaliseInviteCode(null)).toBeUndefined();
  });
});
