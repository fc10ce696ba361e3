import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing';
import { balanceOf, withdraw } from './redpack-balance';

/** The red-packet balance and its payouts, called as the routes call them (inside their checks). */
describe('red-packet balance and withdrawals', () => {
  let s: TestServer;
  let nextUser = 21;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  /** A seeded member with red packets of `cents` (kind 1 invite, 2 answer) in exam 5 and nothing else there. */
  const userWith = (...cents: [kind: 1 | 2, amount: number][]): number => {
    nextUser += 1;
    s.db.prepare('DELETE FROM redpacks WHERE exam_id = 5 AND user_id = ?').run(nextUser);
    for (const [kind, amount] of cents)
      s.db
        .prepare(
          'INSERT INTO redpacks (exam_id, user_id, kind, amount_cents, status, created_at) VALUES (5, ?, ?, ?, 1, ?)',
        )
        .run(nextUser, kind, amount, s.clock.now());
    return nextUser;
  };
  const payee = { channel: 'alipay', account: 'tax@example.com', realName: '赵磊' };
  const out = (
    userId: number,
    amountCents: number,
    over: Partial<typeof payee> & { clientKey?: string } = {},
  ) => withdraw(s.app.ctx, 5, userId, { ...payee, amountCents, ...over }, s.clock.now());
  const refusal = (userId: number, amountCents: number, over: Partial<typeof payee> = {}) => {
    try {
      out(userId, amountCents, over);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('is the income (invitations and answers) minus what was paid out', () => {
    const userId = userWith([1, 100], [2, 888]);
    expect(balanceOf(s.db, 5, userId)).toEqual({ income: 988, balance: 988 });
    out(userId, 300);
    expect(balanceOf(s.db, 5, userId)).toEqual({ income: 988, balance: 688 });
    expect(balanceOf(s.db, 5, userWith())).toEqual({ income: 0, balance: 0 });
  });

  it('pays out up to the whole balance, and answers the balance left', () => {
    const userId = userWith([2, 500]);
    expect(out(userId, 120)).toMatchObject({
      amountCents: 120,
      balanceCents: 380,
      status: 1,
      statusText: '提现成功',
    });
    expect(out(userId, 380)).toMatchObject({ amountCents: 380, balanceCents: 0 });
    const rows = s.db
      .prepare<[number], { amount_cents: number }>(
        'SELECT amount_cents FROM redpacks WHERE exam_id = 5 AND user_id = ? AND kind = 3 ORDER BY id',
      )
      .all(userId);
    expect(rows.map((r) => r.amount_cents)).toEqual([120, 380]);
  });

  it('refuses a cent more than the balance, saying the balance', () => {
    const userId = userWith([2, 500]);
    expect(refusal(userId, 501)).toBe('可提现余额不足，当前余额5.00元');
    expect(refusal(userWith([1, 66]), 100)).toBe('可提现余额不足，当前余额0.66元');
    expect(balanceOf(s.db, 5, userId).balance).toBe(500);
  });

  it('needs an account and a real name of 2–20 characters', () => {
    const userId = userWith([2, 5000]);
    expect(refusal(userId, 100, { account: '' })).toBe('请填写收款账号');
    expect(refusal(userId, 100, { realName: '赵' })).toBe('请填写真实姓名');
    expect(refusal(userId, 100, { realName: '赵'.repeat(21) })).toBe('姓名过长');
    expect(refusal(userId, 100, { realName: '赵磊' })).toBeNull();
    expect(refusal(userId, 100, { realName: '赵'.repeat(20) })).toBeNull();
  });

  it('keeps only the masked account', () => {
    const userId = userWith([2, 5000]);
    expect(out(userId, 100, { account: '13100000077' }).accountMasked).toBe('131****0077');
    expect(out(userId, 100, { account: '12345' }).accountMasked).toBe('123****2345');
    expect(out(userId, 100, { account: 'wxid' }).accountMasked).toBe('w***');
  });

  it('answers a repeated key with the first payout and its balance now, paying nothing more', () => {
    const userId = userWith([2, 500]);
    const first = out(userId, 200, { clientKey: 'withdraw-once-0001' });
    const again = out(userId, 200, { clientKey: 'withdraw-once-0001' });
    expect(again).toEqual({ ...first, balanceCents: 300 });
    expect(balanceOf(s.db, 5, userId).balance).toBe(300);
    expect(out(userId, 200, { clientKey: 'withdraw-once-0002' }).recordId).not.toBe(first.recordId);
  });
});
