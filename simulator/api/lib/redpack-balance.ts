import type { ApiContext } from '../context';
import type { Db } from '../db/types';
import { examRewardQueries } from '../queries/exam-rewards';
import { badRequest } from './envelope';
import { readSecretField } from './secret';

/**
 * A red-packet balance and its withdrawals, in integer cents: what a user may take out, and the
 * payout itself. Kept apart so its arithmetic is mutation-tested (npm run test:mutation -- withdraw).
 */

/** Red-packet balance of a user in an exam: income (invitations, answers, ranking rewards…) minus withdrawals. */
export function balanceOf(
  db: Db,
  examId: number,
  userId: number,
): { balance: number; income: number } {
  const { income, out } = examRewardQueries(db).redpackTotals(examId, userId);
  return { income, balance: income - out };
}

const maskAccount = (account: string): string =>
  account.length <= 4
    ? `${account.slice(0, 1)}***`
    : `${account.slice(0, 3)}****${account.slice(-4)}`;

/** Pays `amountCents` of the balance out to an account (given plain or RSA-encrypted); only the masked account is kept. */
export function withdraw(
  ctx: ApiContext,
  examId: number,
  userId: number,
  body: {
    amountCents: number;
    channel: string;
    account: string;
    realName: string;
    clientKey?: string;
  },
  now: number,
) {
  // A request repeated with its client key (a retry, a double tap) answers the first payout again.
  const earlier = body.clientKey
    ? examRewardQueries(ctx.db).withdrawalByKey(examId, userId, body.clientKey)
    : undefined;
  if (earlier) {
    return {
      recordId: earlier.id,
      amountCents: earlier.amount_cents,
      balanceCents: balanceOf(ctx.db, examId, userId).balance,
      status: earlier.status,
      statusText: '提现成功',
      accountMasked: earlier.account,
    };
  }
  const account = readSecretField(ctx, body.account);
  if (!account) throw badRequest('请填写收款账号');
  const realName = readSecretField(ctx, body.realName);
  if (realName.length < 2) throw badRequest('请填写真实姓名');
  if (realName.length > 20) throw badRequest('姓名过长');
  const { balance } = balanceOf(ctx.db, examId, userId);
  if (body.amountCents > balance)
    throw badRequest(`可提现余额不足，当前余额${(balance / 100).toFixed(2)}元`);
  const masked = maskAccount(account);
  const recordId = examRewardQueries(ctx.db).addWithdrawal(
    examId,
    userId,
    body.amountCents,
    body.channel,
    masked,
    realName,
    now,
    body.clientKey ?? null,
  );
  return {
    recordId,
    amountCents: body.amountCents,
    balanceCents: balance - body.amountCents,
    status: 1,
    statusText: '提现成功',
    accountMasked: masked,
  };
}
