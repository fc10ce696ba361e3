import type { ExamTaskKind } from '../../../renderer/src/contracts/api/exam-reward-shapes';
import type { RedpackKind } from '../../../renderer/src/contracts/api/exam';
import { defineQueries } from '../db/queries';

export type TaskRow = {
  id: number;
  exam_id: number;
  title: string;
  description: string;
  kind: ExamTaskKind;
  target: number;
  reward_kind: 'attempt' | 'lottery' | 'prop' | 'redpack';
  reward_value: number;
  prop_type: number | null;
};
export type PrizeRow = {
  id: number;
  name: string;
  kind: 'redpack' | 'prop' | 'points' | 'goods' | 'none';
  value: number;
  weight: number;
  stock: number | null;
};
export type TierRow = { rank_from: number; rank_to: number; amount_cents: number; title: string };
export type RedpackRow = {
  id: number;
  kind: number;
  amount_cents: number;
  status: number;
  created_at: number;
};
export type InviteeRow = {
  id: number;
  nickname: string;
  phone: string;
  created_at: number;
  reward_cents: number;
  reward_prop: number | null;
};
export type BankCardRow = {
  bank_name: string;
  card_no: string;
  real_name: string;
  updated_at: number;
};
type Count = { n: number };

/** What an exam gives and pays: red packets, tasks, props, lottery, invitations, ranking rewards, bank cards. */
export const examRewardQueries = defineQueries((db) => {
  const redpackTotals = db.prepare<[number, number], { income: number | null; out: number | null }>(
    'SELECT SUM(CASE WHEN kind <> 3 THEN amount_cents END) AS income, SUM(CASE WHEN kind = 3 THEN amount_cents END) AS out FROM redpacks WHERE exam_id = ? AND user_id = ?',
  );
  const addRedpack = db.prepare<[number, number, number, number, number]>(
    'INSERT INTO redpacks (exam_id, user_id, kind, amount_cents, status, created_at) VALUES (?, ?, ?, ?, 1, ?)',
  );
  const addWithdrawal = db.prepare<
    [number, number, number, string, string, string, number, string | null]
  >(
    'INSERT INTO redpacks (exam_id, user_id, kind, amount_cents, status, channel, account, real_name, created_at, client_key) VALUES (?, ?, 3, ?, 1, ?, ?, ?, ?, ?)',
  );
  const withdrawalByKey = db.prepare<
    [number, number, string],
    { id: number; amount_cents: number; status: number; account: string }
  >(
    'SELECT id, amount_cents, status, account FROM redpacks WHERE exam_id = ? AND user_id = ? AND kind = 3 AND client_key = ?',
  );
  const redpackCount = db.prepare<[number, number], Count>(
    'SELECT COUNT(*) AS n FROM redpacks WHERE exam_id = ? AND user_id = ?',
  );
  const redpacks = db.prepare<[number, number, number, number], RedpackRow>(
    'SELECT id, kind, amount_cents, status, created_at FROM redpacks WHERE exam_id = ? AND user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
  );
  const tasks = db.prepare<[number], TaskRow>(
    'SELECT * FROM exam_tasks WHERE exam_id = ? ORDER BY id',
  );
  const task = db.prepare<[number, number], TaskRow>(
    'SELECT * FROM exam_tasks WHERE id = ? AND exam_id = ?',
  );
  const claimedTasks = db.prepare<[number], { task_id: number }>(
    'SELECT task_id FROM task_claims WHERE user_id = ?',
  );
  const claimTask = db.prepare<[number, number, number]>(
    'INSERT OR IGNORE INTO task_claims (task_id, user_id, claimed_at) VALUES (?, ?, ?)',
  );
  const addProp = db.prepare<[number, number, number, number]>(
    'INSERT INTO user_props (exam_id, user_id, prop_type, count) VALUES (?, ?, ?, ?) ON CONFLICT (exam_id, user_id, prop_type) DO UPDATE SET count = count + excluded.count',
  );
  const propCount = db.prepare<[number, number, number], { count: number }>(
    'SELECT count FROM user_props WHERE exam_id = ? AND user_id = ? AND prop_type = ?',
  );
  const propCounts = db.prepare<[number, number], { prop_type: number; count: number }>(
    'SELECT prop_type, count FROM user_props WHERE exam_id = ? AND user_id = ?',
  );
  const propTotal = db.prepare<[number, number], { n: number | null }>(
    'SELECT SUM(count) AS n FROM user_props WHERE exam_id = ? AND user_id = ?',
  );
  const spendProp = db.prepare<[number, number, number]>(
    'UPDATE user_props SET count = count - 1 WHERE exam_id = ? AND user_id = ? AND prop_type = ?',
  );
  const usePropOn = db.prepare<[number, number, number, string]>(
    'INSERT OR IGNORE INTO prop_uses (attempt_id, idx, prop_type, removed) VALUES (?, ?, ?, ?)',
  );
  const propsUsedOn = db.prepare<[number, number], { prop_type: number }>(
    'SELECT prop_type FROM prop_uses WHERE attempt_id = ? AND idx = ?',
  );
  const removedOptions = db.prepare<[number, number], { removed: string | null }>(
    'SELECT removed FROM prop_uses WHERE attempt_id = ? AND idx = ? AND prop_type = 1',
  );
  const prizes = db.prepare<[number], PrizeRow>(
    'SELECT * FROM lottery_prizes WHERE exam_id = ? ORDER BY id',
  );
  const prize = db.prepare<[number], PrizeRow>('SELECT * FROM lottery_prizes WHERE id = ?');
  const drawCount = db.prepare<[number, number], Count>(
    'SELECT COUNT(*) AS n FROM lottery_draws WHERE exam_id = ? AND user_id = ?',
  );
  const recordDraw = db.prepare<[number, number, number, number]>(
    'INSERT INTO lottery_draws (exam_id, user_id, prize_id, created_at) VALUES (?, ?, ?, ?)',
  );
  const addPoints = db.prepare<[number, number]>(
    'UPDATE users SET points = points + ? WHERE id = ?',
  );
  const inviteCount = db.prepare<[number, number], Count>(
    'SELECT COUNT(*) AS n FROM exam_invites WHERE exam_id = ? AND inviter_id = ?',
  );
  const recordInvite = db.prepare<[number, number, number, number, number, number | null]>(
    'INSERT OR IGNORE INTO exam_invites (exam_id, inviter_id, invitee_id, reward_cents, created_at, reward_prop) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const invitees = db.prepare<[number, number, number, number], InviteeRow>(
    'SELECT u.id, u.nickname, u.phone, i.created_at, i.reward_cents, i.reward_prop FROM exam_invites i JOIN users u ON u.id = i.invitee_id WHERE i.exam_id = ? AND i.inviter_id = ? ORDER BY i.created_at DESC LIMIT ? OFFSET ?',
  );
  const user = db.prepare<[number], { id: number; nickname: string; invite_code: string }>(
    'SELECT id, nickname, invite_code FROM users WHERE id = ?',
  );
  const tiers = db.prepare<[number], TierRow>(
    'SELECT rank_from, rank_to, amount_cents, title FROM ranking_rewards WHERE exam_id = ? ORDER BY rank_from',
  );
  const rankingClaimed = db.prepare<[number, number], { one: number }>(
    'SELECT 1 AS one FROM ranking_claims WHERE exam_id = ? AND user_id = ?',
  );
  const claimRanking = db.prepare<[number, number, number, number, number]>(
    'INSERT INTO ranking_claims VALUES (?, ?, ?, ?, ?)',
  );
  const bankCard = db.prepare<[number], BankCardRow>(
    'SELECT bank_name, card_no, real_name, updated_at FROM bank_cards WHERE user_id = ?',
  );
  const saveBankCard = db.prepare<[number, string, string, string, number]>(
    'INSERT INTO bank_cards (user_id, bank_name, card_no, real_name, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET bank_name = excluded.bank_name, card_no = excluded.card_no, real_name = excluded.real_name, updated_at = excluded.updated_at',
  );
  const n = (row: Count | undefined): number => row?.n ?? 0;

  return {
    /** Income (kinds 1 invite and 2 answer) and withdrawals (kind 3) of a user in an exam. */
    redpackTotals(examId: number, userId: number) {
      const r = redpackTotals.get(examId, userId);
      return { income: r?.income ?? 0, out: r?.out ?? 0 };
    },
    addRedpack: (
      examId: number,
      userId: number,
      kind: Exclude<RedpackKind, 3>,
      cents: number,
      now: number,
    ) => void addRedpack.run(examId, userId, kind, cents, now),
    addWithdrawal: (
      examId: number,
      userId: number,
      cents: number,
      channel: string,
      accountMasked: string,
      realName: string,
      now: number,
      clientKey: string | null = null,
    ) =>
      Number(
        addWithdrawal.run(examId, userId, cents, channel, accountMasked, realName, now, clientKey)
          .lastInsertRowid,
      ),
    /** The withdrawal made earlier with this client key, if any. */
    withdrawalByKey: (examId: number, userId: number, clientKey: string) =>
      withdrawalByKey.get(examId, userId, clientKey),
    redpackCount: (examId: number, userId: number) => n(redpackCount.get(examId, userId)),
    redpacks: (examId: number, userId: number, size: number, offset: number) =>
      redpacks.all(examId, userId, size, offset),
    tasks: (examId: number) => tasks.all(examId),
    task: (examId: number, taskId: number) => task.get(taskId, examId),
    claimedTaskIds: (userId: number) => new Set(claimedTasks.all(userId).map((r) => r.task_id)),
    /** False when the task's reward was claimed already. */
    claimTask: (taskId: number, userId: number, now: number) =>
      claimTask.run(taskId, userId, now).changes > 0,
    addProp: (examId: number, userId: number, propType: number, count: number) =>
      void addProp.run(examId, userId, propType, count),
    propCount: (examId: number, userId: number, propType: number) =>
      propCount.get(examId, userId, propType)?.count ?? 0,
    propCounts: (examId: number, userId: number) =>
      new Map(propCounts.all(examId, userId).map((r) => [r.prop_type, r.count])),
    propTotal: (examId: number, userId: number) => propTotal.get(examId, userId)?.n ?? 0,
    spendProp: (examId: number, userId: number, propType: number) =>
      void spendProp.run(examId, userId, propType),
    /** False when this prop was used on this question already. */
    usePropOn: (attemptId: number, index: number, propType: number, removed: string[]) =>
      usePropOn.run(attemptId, index, propType, JSON.stringify(removed)).changes > 0,
    propsUsedOn: (attemptId: number, index: number) =>
      new Set(propsUsedOn.all(attemptId, index).map((r) => r.prop_type)),
    /** Options a 去错卡 removed from question `index` of an attempt. */
    removedOptions(attemptId: number, index: number): string[] {
      const r = removedOptions.get(attemptId, index);
      return r?.removed ? (JSON.parse(r.removed) as string[]) : [];
    },
    prizes: (examId: number) => prizes.all(examId),
    prize: (id: number) => prize.get(id),
    drawCount: (examId: number, userId: number) => n(drawCount.get(examId, userId)),
    recordDraw: (examId: number, userId: number, prizeId: number, now: number) =>
      void recordDraw.run(examId, userId, prizeId, now),
    addPoints: (userId: number, points: number) => void addPoints.run(points, userId),
    inviteCount: (examId: number, inviterId: number) => n(inviteCount.get(examId, inviterId)),
    /** False when the invitee was recorded already. */
    /** False when the friend was invited already. `rewardProp`: the prop type the inviter got instead of money. */
    recordInvite: (
      examId: number,
      inviterId: number,
      inviteeId: number,
      rewardCents: number,
      now: number,
      rewardProp: number | null = null,
    ) => recordInvite.run(examId, inviterId, inviteeId, rewardCents, now, rewardProp).changes > 0,
    invitees: (examId: number, inviterId: number, size: number, offset: number) =>
      invitees.all(examId, inviterId, size, offset),
    user: (id: number) => user.get(id),
    tiers: (examId: number) => tiers.all(examId),
    rankingClaimed: (examId: number, userId: number) =>
      rankingClaimed.get(examId, userId) !== undefined,
    claimRanking: (examId: number, userId: number, rank: number, cents: number, now: number) =>
      void claimRanking.run(examId, userId, rank, cents, now),
    bankCard: (userId: number) => bankCard.get(userId),
    saveBankCard: (
      userId: number,
      bankName: string,
      cardNoMasked: string,
      realName: string,
      now: number,
    ) => void saveBankCard.run(userId, bankName, cardNoMasked, realName, now),
  };
});
