import { describe, expect, it } from 'vitest';
import { bankCardProblem } from './bank-card-number';

describe('bankCardProblem', () => {
  it('accepts 16 to 19 digits with a right Luhn digit, spaces or not', () => {
    expect(bankCardProblem('6222 0212 3456 7894')).toBeNull();
    expect(bankCardProblem('6222021234567894')).toBeNull();
    expect(bankCardProblem('621700001000123459')).toBeNull();
  });

  it('says what is wrong', () => {
    expect(bankCardProblem('  ')).toBe('请填写银行卡号');
    expect(bankCardProblem('622202123456789')).toBe('银行卡号应为16-19位数字');
    expect(bankCardProblem('62220212345678921234')).toBe('银行卡号应为16-19位数字');
    expect(bankCardProblem('6222-0212-3456-7892')).toBe('银行卡号应为16-19位数字');
    expect(bankCardProblem('6222021234567892')).toBe('银行卡号有误，请核对后重新输入');
  });
});
