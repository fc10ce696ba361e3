import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_RULES,
  REAL_NAME_RULES,
  WITHDRAW_MESSAGES,
  amountRules,
  firstMessage,
  yuanToCents,
} from './withdraw-rules';

const account = (value: string, channel: string) => firstMessage(value, ACCOUNT_RULES, { channel });
const name = (value: string) => firstMessage(value, REAL_NAME_RULES);

describe('withdrawal account rules', () => {
  it('asks for an account when none is typed, on either channel', () => {
    expect(account('  ', 'wechat')).toBe('请填写收款账号');
    expect(account('', 'alipay')).toBe('请填写收款账号');
  });

  it('takes a mobile or an e-mail for Alipay, nothing else', () => {
    expect(account('13812345678', 'alipay')).toBeNull();
    expect(account('zhao.lei@example.com', 'alipay')).toBeNull();
    for (const bad of ['wxid_tax2026', '1381234567', '23812345678', 'zhao@', '6222021234567890']) {
      expect(account(bad, 'alipay')).toBe('支付宝账号须为手机号或邮箱');
    }
  });

  it('takes a WeChat ID (a letter, then 6-20 in all) or a mobile for WeChat', () => {
    expect(account('wxid_tax2026', 'wechat')).toBeNull();
    expect(account('13812345678', 'wechat')).toBeNull();
    for (const bad of ['tax', '2026tax_wx', 'zhao.lei@example.com', 'a'.repeat(21)]) {
      expect(account(bad, 'wechat')).toBe(WITHDRAW_MESSAGES.wechatAccount);
    }
    expect(WITHDRAW_MESSAGES.wechatAccount).toBe('请输入正确的微信号（字母开头6-20位）或手机号');
  });
});

describe('real name rules', () => {
  it('requires a name', () => {
    expect(name(' ')).toBe('请填写真实姓名');
  });

  it('accepts Chinese names of 2 or more characters, with the middle dot of minority names', () => {
    for (const ok of ['赵磊', '欧阳明远', '买买提·艾力']) expect(name(ok)).toBeNull();
  });

  it('refuses one character, Latin letters, digits and over-long names', () => {
    for (const bad of ['赵', 'Zhao Lei', '赵磊1', '赵 磊', '·艾力', '买'.repeat(10)])
      expect(name(bad)).toBe('请输入正确的中文姓名');
  });
});

describe('amount rules (yuan in, cents out)', () => {
  const amount = (value: string, balanceCents = 1234) =>
    firstMessage(value, amountRules(balanceCents));

  it('asks for an amount, then for a number (the product message)', () => {
    expect(amount('')).toBe('请输入提现金额');
    expect(amount('abc')).toBe('请输入数字！');
    expect(amount('1e2')).toBe('请输入数字！');
  });

  it('withdraws from 1 yuan (满1元可提现) up to the balance, in fen at most', () => {
    expect(amount('0.99')).toBe('满1元可提现');
    expect(amount('1')).toBeNull();
    expect(amount('12.34')).toBeNull();
    expect(amount('12.35')).toBe('可提现余额不足，当前余额12.34元');
    expect(amount('1.005')).toBe('金额最多保留两位小数');
  });

  it('caps one withdrawal at 5000 yuan even with a larger balance, commas allowed', () => {
    expect(amount('5,000', 900_000)).toBeNull();
    expect(amount('5000.01', 900_000)).toBe('单次最多提现5000元');
  });

  it('converts yuan to whole cents without float residue', () => {
    expect(yuanToCents('12.34')).toBe(1234);
    expect(yuanToCents('0.29')).toBe(29);
    expect(yuanToCents('1,000.1')).toBe(100_010);
    expect(yuanToCents(' 1 ')).toBe(100);
  });
});
