import { describe, expect, it } from 'vitest';
import { isCreditCode } from './credit-code';
import { isIdCard } from './id-card';
import { MAX_LENGTH } from './limits';
import { isMobile, isTaxNumber } from './patterns';

describe('MAX_LENGTH', () => {
  it('has the product lengths', () => {
    expect(MAX_LENGTH).toEqual({
      phone: 11,
      smsCode: 6,
      idCard: 18,
      creditCode: 18,
      taxNumber: 20,
    });
  });

  it('is the length of the longest valid value, one more character fails', () => {
    const longest = {
      phone: '13800138000',
      idCard: '11010519491231002X',
      creditCode: '91350100M000100Y43',
      taxNumber: 'A'.repeat(20),
    };
    expect(longest.phone).toHaveLength(MAX_LENGTH.phone);
    expect(longest.idCard).toHaveLength(MAX_LENGTH.idCard);
    expect(longest.creditCode).toHaveLength(MAX_LENGTH.creditCode);
    expect(longest.taxNumber).toHaveLength(MAX_LENGTH.taxNumber);
    expect([
      isMobile(longest.phone),
      isIdCard(longest.idCard),
      isCreditCode(longest.creditCode),
      isTaxNumber(longest.taxNumber),
    ]).toEqual([true, true, true, true]);
    expect([
      isMobile(`${longest.phone}0`),
      isIdCard(`${longest.idCard}0`),
      isCreditCode(`${longest.creditCode}0`),
      isTaxNumber(`${longest.taxNumber}0`),
    ]).toEqual([false, false, false, false]);
  });
});
