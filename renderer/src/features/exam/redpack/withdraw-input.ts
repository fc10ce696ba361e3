import { MIN_WITHDRAW_CENTS } from '@/contracts/api/exam';
import { formatMoney } from '@/lib/format';

export type WithdrawInput = { amount: string; channel: 'wechat' | 'alipay'; account: string; realName: string };

/**
 * The amount in cents, or the reason it cannot be sent: a number of yuan with at most two decimals,
 * at least the minimum (满1元可提现) and at most the server's balance. The server checks all again.
 */
export function checkWithdrawal(input: WithdrawInput, balanceCents: number): { cents: number } | { error: string } {
  const text = input.amount.trim();
  if (!text) return { error: '请输入提现金额' };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { error: '请输入正确的金额（最多两位小数）' };
  const cents = Math.round(Number(text) * 100);
  if (cents < MIN_WITHDRAW_CENTS) return { error: `满${MIN_WITHDRAW_CENTS / 100}元可提现` };
  if (cents > balanceCents) return { error: `可提现余额不足，当前余额${formatMoney(balanceCents)}元` };
  if (!input.account.trim()) return { error: '请填写收款账号' };
  if (input.realName.trim().length < 2) return { error: '请填写真实姓名' };
  return { cents };
}

/** A fresh client key for one withdrawal: a retry of the same request reuses it, so it pays once. */
export function newClientKey(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `wd-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
