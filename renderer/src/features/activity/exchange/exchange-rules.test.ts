import { describe, expect, it } from 'vitest';
import { CODE_MESSAGES, codeError, maskPhone, normalizeCode } from './exchange-rules';

describe('redemption code rules', () => {
  it('trims, removes inner spaces and uppercases what the user typed', () => {
    expect(normalizeCode('  sw2026 abcd efgh ')).toBe('SW2026ABCDEFGH');
  });

  it('asks for a code when none is given', () => {
    expect(codeError(normalizeCode('   '))).toBe(CODE_MESSAGES.required);
    expect(CODE_MESSAGES.required).toBe('请输入兑换码');
  });

  it('rejects codes that are not SW + 4 digits + 8 code characters', () => {
    for (const bad of [
      'SW2026ABCD',
      'XX2026ABCDEFGH',
      'SW2026ABCDEFGH9',
      'SW2026ABCDEFG1',
      'SW2026ABCDEFGO',
    ]) {
      expect(codeError(bad)).toBe('兑换码格式不正确，应为 SW 开头的 14 位字母数字');
    }
  });

  it('accepts a code of the issued format, typed in lowercase', () => {
    expect(codeError(normalizeCode('sw2026abcdefgh'))).toBeNull();
    expect(codeError('SW2026Z9X8W7V6')).toBeNull();
  });

  it('masks a phone from the SMS link and ignores anything else', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('1381234')).toBeNull();
    expect(maskPhone(null)).toBeNull();
  });
});
