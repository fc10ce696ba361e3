import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing';
import { examQueries, type ExamRow } from '../queries/exam';
import { examRewardQueries } from '../queries/exam-rewards';
import { getExam, rankOf } from './exam-engine';
import {
  claimableRankingReward,
  claimRankingToBalance,
  claimTask,
  propsOf,
  rankingStanding,
  redpackPage,
  tasksOf,
  tierRewardCents,
} from './exam-rewards';

const DAY = 86_400_000;

/** What a call refused with: its HTTP status and message. */
function refusal(run: () => unknown): { status: number; msg: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    return { status: (error as { status: number }).status, msg: (error as Error).message };
  }
}

describe('rewards kept in the database', () => {
  let s: TestServer;
  let now: number;
  let ended: ExamRow; // exam 4: ended, its claim period still open
  let running: ExamRow; // exam 5
  /** Seeded accounts 171-180 are in no exam. */
  let nextUser = 170;
  const freshUser = () => (nextUser += 1);
  beforeAll(async () => {
    s = await startTestServer();
    now = s.clock.now();
    ended = getExam(s.db, 4);
    running = getExam(s.db, 5);
  });
  afterAll(() => s.close());

  /** A seeded player of exam 4 whose rank pays `cents` or, with 0, pays nothing. */
  const rankedPlayer = (paid: boolean): { userId: number; rank: number } => {
    for (let userId = 21; userId <= 170; userId++) {
      const rank = rankOf(s.db, 4, userId) ?? 0;
      if (paid ? rank > 1 && rank <= 50 : rank > 50) return { userId, rank };
    }
    throw new Error('no such seeded player');
  };

  describe('red-packet records', () => {
    it('pages a player’s records, newest first, with their labels and the balance', () => {
      const userId = freshUser();
      const q = examRewardQueries(s.db);
      q.addRedpack(5, userId, 1, 100, now - 3_000);
      q.addRedpack(5, userId, 2, 250, now - 2_000);
      q.addWithdrawal(5, userId, 150, 'alipay', 't***@example.com', '赵磊', now - 1_000);
      const first = redpackPage(s.db, 5, userId, { page: 1, size: 2 });
      expect(first).toMatchObject({
        total: 3,
        page: 1,
        size: 2,
        balanceCents: 200,
        totalIncomeCents: 350,
      });
      expect(first.list).toEqual([
        expect.objectContaining({
          kind: 3,
          kindLabel: '红包提现',
          amountCents: 150,
          status: 1,
          statusText: '提现成功',
          createdAt: now - 1_000,
        }),
        expect.objectContaining({
          kind: 2,
          kindLabel: '答题红包',
          amountCents: 250,
          statusText: '已到账',
        }),
      ]);
      const second = redpackPage(s.db, 5, userId, { page: 2, size: 2 });
      expect(second.page).toBe(2);
      expect(second.list).toEqual([
        expect.objectContaining({ kind: 1, kindLabel: '邀请红包', amountCents: 100 }),
      ]);
      expect(typeof second.list[0]?.id).toBe('number');
    });

    it('answers an empty page and a zero balance for a player without records', () => {
      expect(redpackPage(s.db, 5, freshUser(), { page: 1, size: 10 })).toEqual({
        list: [],
        total: 0,
        page: 1,
        size: 10,
        balanceCents: 0,
        totalIncomeCents: 0,
      });
    });
  });

  describe('ranking standing', () => {
    it('lists the tiers, and a ranked player’s reward once the exam has ended', () => {
      const { userId, rank } = rankedPlayer(true);
      const standing = rankingStanding(s.db, ended, userId, now);
      expect(standing.tiers[0]).toEqual({
        rankFrom: 1,
        rankTo: 1,
        amountCents: 88800,
        title: '冠军',
      });
      expect(standing.tiers).toHaveLength(4);
      expect(standing).toMatchObject({
        examEnded: true,
        myRank: rank,
        claimed: false,
        claimable: true,
        claimUntil: ended.claim_until,
        expired: false,
      });
      expect(standing.myRewardCents).toBe(tierRewardCents(examRewardQueries(s.db).tiers(4), rank));
      expect(standing.myRewardCents).toBeGreaterThan(0);
    });

    it('is not claimable while the exam runs', () => {
      const standing = rankingStanding(s.db, running, rankedPlayer(true).userId, now);
      expect(standing).toMatchObject({ examEnded: false, claimable: false, expired: false });
      expect(standing.claimUntil).toBe(running.end_at + 30 * DAY);
    });

    it('is not claimable after the claim period, nor outside the tiers', () => {
      const paid = rankedPlayer(true).userId;
      const late = rankingStanding(s.db, ended, paid, (ended.claim_until ?? 0) + 1);
      expect(late).toMatchObject({ examEnded: true, expired: true, claimable: false });
      const onTheDay = rankingStanding(s.db, ended, paid, ended.claim_until ?? 0);
      expect(onTheDay).toMatchObject({ expired: false, claimable: true });
      const unpaid = rankingStanding(s.db, ended, rankedPlayer(false).userId, now);
      expect(unpaid).toMatchObject({ myRewardCents: 0, claimable: false });
    });

    it('shows the tiers alone to a visitor', () => {
      const standing = rankingStanding(s.db, ended, null, now);
      expect(standing).toMatchObject({
        myRank: null,
        myRewardCents: 0,
        claimed: false,
        claimable: false,
      });
      expect(standing.tiers).toHaveLength(4);
    });
  });

  describe('claiming the ranking reward', () => {
    it('refuses before the end, outside the tiers and after the claim period', () => {
      const paid = rankedPlayer(true).userId;
      expect(refusal(() => claimableRankingReward(s.db, running, paid, now, '尚未结束'))).toEqual({
        status: 400,
        msg: '尚未结束',
      });
      const unranked = freshUser();
      expect(refusal(() => claimableRankingReward(s.db, ended, unranked, now, '-'))).toEqual({
        status: 400,
        msg: '您的排名未进入奖励范围',
      });
      const outside = rankedPlayer(false).userId;
      expect(refusal(() => claimableRankingReward(s.db, ended, outside, now, '-'))).toEqual({
        status: 400,
        msg: '您的排名未进入奖励范围',
      });
      const late = (ended.claim_until ?? 0) + 1;
      expect(refusal(() => claimableRankingReward(s.db, ended, paid, late, '-'))).toEqual({
        status: 400,
        msg: '领奖期已过，排名奖励已过期',
      });
    });

    it('pays the reward into the balance as a ranking reward, once', () => {
      const { userId, rank } = rankedPlayer(true);
      const cents = rankingStanding(s.db, ended, userId, now).myRewardCents;
      expect(claimableRankingReward(s.db, ended, userId, now, '-')).toEqual({
        rank,
        amountCents: cents,
      });
      const before = redpackPage(s.db, 4, userId, { page: 1, size: 50 });
      expect(claimRankingToBalance(s.db, ended, userId, now)).toEqual({ rank, amountCents: cents });
      const after = redpackPage(s.db, 4, userId, { page: 1, size: 50 });
      expect(after.balanceCents).toBe(before.balanceCents + cents);
      expect(after.list[0]).toMatchObject({ kind: 4, amountCents: cents, kindLabel: '排名奖励' });
      expect(rankingStanding(s.db, ended, userId, now)).toMatchObject({
        claimed: true,
        claimable: false,
      });
      expect(refusal(() => claimRankingToBalance(s.db, ended, userId, now))).toEqual({
        status: 409,
        msg: '排名奖励已领取',
      });
      expect(redpackPage(s.db, 4, userId, { page: 1, size: 50 }).total).toBe(after.total);
    });

    it('names the campaign that has not ended when claiming into the balance', () => {
      expect(
        refusal(() => claimRankingToBalance(s.db, running, rankedPlayer(true).userId, now)),
      ).toEqual({
        status: 400,
        msg: '竞赛结束后才能领取排名奖励',
      });
    });
  });

  describe('tasks', () => {
    const taskOf = (kind: string, target: number) => {
      const t = examRewardQueries(s.db)
        .tasks(5)
        .find((x) => x.kind === kind && x.target === target);
      if (!t) throw new Error(`no ${kind} task`);
      return t;
    };
    /** A submitted attempt of exam 5 scoring `score`. */
    const finish = (userId: number, score: number) => {
      const q = examQueries(s.db);
      const id = q.insertAttempt(5, userId, [1], now - 60_000, now + 60_000);
      q.finishAttempt(id, now, score, score / 10, 60);
    };

    it('counts each task’s progress, up to its target', () => {
      const userId = freshUser();
      const start = tasksOf(s.db, 5, userId);
      expect(start.map((t) => [t.kind, t.progress, t.status])).toEqual([
        ['answer', 0, 0],
        ['full_score', 0, 0],
        ['invite', 0, 0],
        ['share', 0, 0],
        ['answer', 0, 0],
      ]);
      finish(userId, 100);
      expect(tasksOf(s.db, 5, userId).map((t) => [t.kind, t.progress])).toEqual([
        ['answer', 1],
        ['full_score', 1],
        ['invite', 0],
        ['share', 0],
        ['answer', 1],
      ]);
      finish(userId, 60);
      const q = examRewardQueries(s.db);
      q.recordInvite(5, userId, 171, 100, now);
      q.recordInvite(5, userId, 172, 100, now);
      examQueries(s.db).buryingPoint(5, userId, 'share', null, null, now);
      examQueries(s.db).buryingPoint(5, userId, 'view', null, null, now);
      const tasks = tasksOf(s.db, 5, userId);
      expect(tasks.map((t) => [t.kind, t.progress, t.status])).toEqual([
        ['answer', 1, 1],
        ['full_score', 1, 1],
        ['invite', 2, 0],
        ['share', 1, 1],
        ['answer', 2, 0],
      ]);
      expect(tasks[0]).toEqual({
        id: taskOf('answer', 1).id,
        title: '完成1次答题',
        description: '完成任意一次答题并提交',
        kind: 'answer',
        target: 1,
        progress: 1,
        rewardKind: 'lottery',
        rewardValue: 1,
        rewardText: '抽奖机会+1',
        status: 1,
      });
      expect(tasks[1]?.rewardText).toBe('0.88元红包');
    });

    it('counts nothing for a task of a kind it does not know', () => {
      s.db
        .prepare(
          "INSERT INTO exam_tasks (exam_id, title, description, kind, target, reward_kind, reward_value) VALUES (4, '旧任务', '', 'retired', 0, 'lottery', 1)",
        )
        .run();
      const userId = freshUser();
      finish(userId, 100);
      const old = tasksOf(s.db, 4, userId).find((t) => t.title === '旧任务');
      expect(old).toMatchObject({ progress: 0, status: 1 });
    });

    it('refuses an unknown task, an unfinished one, and a second claim', () => {
      const userId = freshUser();
      expect(refusal(() => claimTask(s.db, 5, 999_999, userId, now))).toEqual({
        status: 404,
        msg: '任务不存在',
      });
      expect(refusal(() => claimTask(s.db, 4, taskOf('answer', 1).id, userId, now))).toEqual({
        status: 404,
        msg: '任务不存在',
      });
      expect(refusal(() => claimTask(s.db, 5, taskOf('answer', 1).id, userId, now))).toEqual({
        status: 400,
        msg: '任务尚未完成',
      });
      finish(userId, 10);
      expect(claimTask(s.db, 5, taskOf('answer', 1).id, userId, now)).toEqual({
        taskId: taskOf('answer', 1).id,
        rewardText: '抽奖机会+1',
      });
      expect(refusal(() => claimTask(s.db, 5, taskOf('answer', 1).id, userId, now))).toEqual({
        status: 409,
        msg: '奖励已领取',
      });
      expect(tasksOf(s.db, 5, userId)[0]?.status).toBe(2);
    });

    it('gives each kind of reward', () => {
      const userId = freshUser();
      const exam = examQueries(s.db);
      for (let k = 0; k < 5; k++) finish(userId, 100);
      for (const invitee of [173, 174, 175])
        examRewardQueries(s.db).recordInvite(5, userId, invitee, 100, now);
      exam.buryingPoint(5, userId, 'share', null, null, now);

      claimTask(s.db, 5, taskOf('answer', 1).id, userId, now);
      expect(exam.peekStats(5, userId)).toEqual({ lottery_chances: 1, extra_attempts: 0 });
      claimTask(s.db, 5, taskOf('invite', 3).id, userId, now);
      expect(exam.peekStats(5, userId)).toEqual({ lottery_chances: 1, extra_attempts: 2 });
      claimTask(s.db, 5, taskOf('share', 1).id, userId, now);
      claimTask(s.db, 5, taskOf('answer', 5).id, userId, now);
      expect(propsOf(s.db, 5, userId).map((p) => p.count)).toEqual([1, 0, 2]);
      const before = redpackPage(s.db, 5, userId, { page: 1, size: 10 });
      claimTask(s.db, 5, taskOf('full_score', 1).id, userId, now);
      const after = redpackPage(s.db, 5, userId, { page: 1, size: 10 });
      expect(after.balanceCents).toBe(before.balanceCents + 88);
      expect(after.list[0]).toMatchObject({ kind: 2, amountCents: 88 });
    });

    it('gives extra attempts to a player who has no counters yet', () => {
      const userId = freshUser();
      for (const invitee of [176, 177, 178])
        examRewardQueries(s.db).recordInvite(5, userId, invitee, 100, now);
      claimTask(s.db, 5, taskOf('invite', 3).id, userId, now);
      expect(examQueries(s.db).peekStats(5, userId).extra_attempts).toBe(2);
    });
  });

  it('lists the three props with their names and the player’s counts', () => {
    const userId = freshUser();
    examRewardQueries(s.db).addProp(5, userId, 2, 3);
    expect(propsOf(s.db, 5, userId)).toEqual([
      { propType: 1, name: '去错卡', description: '去掉两个错误选项（判断题不可用）', count: 0 },
      { propType: 2, name: '跳题卡', description: '跳过当前题目并按答对计分', count: 3 },
      { propType: 3, name: '延时卡', description: '本次答题时间延长60秒', count: 0 },
    ]);
  });
});
