import type { Db } from '../db/types';
import { REDPACK_KINDS, redpackKindLabel } from '../../../renderer/src/contracts/api/exam';
import { examQueries, type ExamRow } from '../queries/exam';
import { examRewardQueries, type TaskRow, type TierRow } from '../queries/exam-rewards';
import { badRequest, conflict, notFound } from './envelope';
import { examStatus, PROP_INFO, rankOf } from './exam-engine';
import { balanceOf } from './redpack-balance';

/**
 * What every campaign of the exam engine gives and pays: ranking rewards, tasks, props (balances
 * and withdrawals: redpack-balance.ts; docs/product.md「红包与提现」).
 */

/** An inviter's red packet per friend who applies, for the first {@link MAX_INVITE_REWARDS} friends. */
export const INVITE_REWARD_CENTS = 100;
export const MAX_INVITE_REWARDS = 20;

/** A record's state as the player reads it: a payout says it was paid, any other record arrived. */
export const redpackStatusText = (kind: number, status: number): string =>
  status === 1 ? (kind === REDPACK_KINDS.WITHDRAW ? '提现成功' : '已到账') : '处理中';

/**
 * A page of a user's red-packet records with their kind labels, and the balance
 * (/redpack/record, /questionnaire/earnings).
 */
export function redpackPage(
  db: Db,
  examId: number,
  userId: number,
  p: { page: number; size: number },
) {
  const q = examRewardQueries(db);
  const list = q.redpacks(examId, userId, p.size, (p.page - 1) * p.size).map((r) => ({
    id: r.id,
    kind: r.kind,
    kindLabel: redpackKindLabel(r.kind),
    amountCents: r.amount_cents,
    status: r.status,
    statusText: redpackStatusText(r.kind, r.status),
    createdAt: r.created_at,
  }));
  const { balance, income } = balanceOf(db, examId, userId);
  return {
    list,
    total: q.redpackCount(examId, userId),
    page: p.page,
    size: p.size,
    balanceCents: balance,
    totalIncomeCents: income,
  };
}

/** Days after the end during which a ranking reward can be claimed (unless the exam sets its own date); then it is 已过期. */
export const RANKING_CLAIM_DAYS = 30;
const DAY_MS = 86_400_000;

/** The reward of the tier a rank falls in (both ends included); 0 outside every tier or unranked. */
export const tierRewardCents = (tiers: readonly TierRow[], rank: number | null): number =>
  rank ? (tiers.find((t) => rank >= t.rank_from && rank <= t.rank_to)?.amount_cents ?? 0) : 0;

/** The last moment a ranking reward can be claimed: the exam's own date, else the end plus the period. */
export const claimDeadline = (e: Pick<ExamRow, 'end_at' | 'claim_until'>): number =>
  e.claim_until ?? e.end_at + RANKING_CLAIM_DAYS * DAY_MS;

/** The reward tiers and a user's standing (/ranking/reward, /questionnaire/prices). */
export function rankingStanding(db: Db, e: ExamRow, userId: number | null, now: number) {
  const q = examRewardQueries(db);
  const tiers = q.tiers(e.id);
  const myRank = userId ? rankOf(db, e.id, userId) : null;
  const myRewardCents = tierRewardCents(tiers, myRank);
  const claimed = userId ? q.rankingClaimed(e.id, userId) : false;
  const examEnded = examStatus(e, now) === 2;
  const claimUntil = claimDeadline(e);
  const expired = now > claimUntil;
  return {
    tiers: tiers.map((t) => ({
      rankFrom: t.rank_from,
      rankTo: t.rank_to,
      amountCents: t.amount_cents,
      title: t.title,
    })),
    examEnded,
    myRank,
    myRewardCents,
    claimed,
    claimable: examEnded && !expired && myRewardCents > 0 && !claimed,
    claimUntil,
    expired,
  };
}

/** The ranking reward a user may claim now, or the 4xx saying why not (`notEndedMsg` names the campaign). */
export function claimableRankingReward(
  db: Db,
  e: ExamRow,
  userId: number,
  now: number,
  notEndedMsg: string,
): { rank: number; amountCents: number } {
  const s = rankingStanding(db, e, userId, now);
  if (!s.examEnded) throw badRequest(notEndedMsg);
  if (s.claimed) throw conflict('排名奖励已领取');
  if (s.expired) throw badRequest('领奖期已过，排名奖励已过期');
  if (!s.myRank || s.myRewardCents === 0) throw badRequest('您的排名未进入奖励范围');
  return { rank: s.myRank, amountCents: s.myRewardCents };
}

/** Claims the ranking reward into the red-packet balance, recorded as 排名奖励 (not an answer's red packet). */
export function claimRankingToBalance(
  db: Db,
  e: ExamRow,
  userId: number,
  now: number,
): { rank: number; amountCents: number } {
  const reward = claimableRankingReward(db, e, userId, now, '竞赛结束后才能领取排名奖励');
  examRewardQueries(db).claimRanking(e.id, userId, reward.rank, reward.amountCents, now);
  examRewardQueries(db).addRedpack(e.id, userId, REDPACK_KINDS.RANKING, reward.amountCents, now);
  return reward;
}

/** A task's reward in words (a red packet in yuan). */
export function rewardText(t: Pick<TaskRow, 'reward_kind' | 'reward_value' | 'prop_type'>): string {
  switch (t.reward_kind) {
    case 'attempt':
      return `答题机会+${t.reward_value}`;
    case 'lottery':
      return `抽奖机会+${t.reward_value}`;
    case 'prop':
      return `${PROP_INFO[t.prop_type ?? 1]?.name ?? '道具'}×${t.reward_value}`;
    case 'redpack':
      return `${(t.reward_value / 100).toFixed(2)}元红包`;
  }
}

function taskProgress(db: Db, t: TaskRow, userId: number): number {
  const q = examQueries(db);
  switch (t.kind) {
    case 'answer':
      return q.finishedCount(t.exam_id, userId);
    case 'full_score':
      return q.fullScoreCount(t.exam_id, userId);
    case 'invite':
      return examRewardQueries(db).inviteCount(t.exam_id, userId);
    case 'share':
      return q.shares(t.exam_id, userId);
    default:
      return 0;
  }
}

/** 0 in progress, 1 reward claimable, 2 claimed. */
export const taskStatus = (claimed: boolean, progress: number, target: number): number =>
  claimed ? 2 : progress >= target ? 1 : 0;

/** An exam's tasks with a user's progress. status: 0 in progress, 1 reward claimable, 2 claimed. */
export function tasksOf(db: Db, examId: number, userId: number) {
  const claimed = examRewardQueries(db).claimedTaskIds(userId);
  return examRewardQueries(db)
    .tasks(examId)
    .map((t) => {
      const progress = Math.min(t.target, taskProgress(db, t, userId));
      return {
        id: t.id,
        title: t.title,
        description: t.description,
        kind: t.kind,
        target: t.target,
        progress,
        rewardKind: t.reward_kind,
        rewardValue: t.reward_value,
        rewardText: rewardText(t),
        status: taskStatus(claimed.has(t.id), progress, t.target),
      };
    });
}

/** Claims a finished task's reward (once). */
export function claimTask(db: Db, examId: number, taskId: number, userId: number, now: number) {
  const q = examRewardQueries(db);
  return db.transaction(() => {
    const t = q.task(examId, taskId);
    if (!t) throw notFound('任务不存在');
    if (taskProgress(db, t, userId) < t.target) throw badRequest('任务尚未完成');
    if (!q.claimTask(t.id, userId, now)) throw conflict('奖励已领取');
    const exam = examQueries(db);
    exam.stats(examId, userId);
    if (t.reward_kind === 'attempt') exam.addExtraAttempts(examId, userId, t.reward_value);
    else if (t.reward_kind === 'lottery') exam.addLotteryChances(examId, userId, t.reward_value);
    else if (t.reward_kind === 'prop') q.addProp(examId, userId, t.prop_type ?? 1, t.reward_value);
    else q.addRedpack(examId, userId, 2, t.reward_value, now);
    return { taskId: t.id, rewardText: rewardText(t) };
  })();
}

/** A user's count of each prop (tool info). */
export function propsOf(db: Db, examId: number, userId: number) {
  const counts = examRewardQueries(db).propCounts(examId, userId);
  // Integer keys come in ascending order: the props in their type order.
  return Object.entries(PROP_INFO).map(([t, info]) => ({
    propType: Number(t),
    name: info.name,
    description: info.description,
    count: counts.get(Number(t)) ?? 0,
  }));
}
