import { describe, expect, it } from 'vitest';
import { checkWithdrawal, newClientKey } from './withdraw-input';

const input = { amount: '1.50', channel: 'alipay' as const, account: '13100000001', realName: '赵磊' };

describe('checkWithdrawal', () => {
  it('turns yuan into cents', () => {
    expect(checkWithdrawal(input, 500)).toEqual({ cents: 150 });
  });
  it('refuses below the minimum, above the balance, and malformed amounts', () => {
    expect(checkWithdrawal({ ...input, amount: '0.5' }, 500)).toEqual({ error: '满1元可提现' });
    expect(checkWithdrawal({ ...input, amount: '6' }, 500)).toEqual({ error: '可提现余额不足，当前余额5.00元' });
    expect(checkWithdrawal({ ...input, amount: '1.234' }, 500)).toEqual({ error: '请输入正确的金额（最多两位小数）' });
    expect(checkWithdrawal({ ...input, amount: '' }, 500)).toEqual({ error: '请输入提现金额' });
  });
  it('asks for the account and the real name', () => {
    expect(checkWithdrawal({ ...input, account: ' ' }, 500)).toEqual({ error: '请填写收款账号' });
    expect(checkWithdrawal({ ...input, realName: '赵' }, 500)).toEqual({ error: '请填写真实姓名' });
  });
  it('makes keys the server accepts, a new one each time', () => {
    const a = newClientKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientKey()).not.toBe(a);
  });
});
