import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  redpackKindLabel,
  receiveExamTaskRewardEndpoint,
  examTaskReceiveRewardEndpoint,
  examInitEndpoint,
  examApplyEndpoint,
  examBeginEndpoint,
  examGetNextInfoEndpoint,
  examGetAnswerLogEndpoint,
  examV2SaveResultEndpoint,
  examBuringPointEndpoint,
  inviteRecordEndpoint,
  rankPageEndpoint,
  rankingRewardEndpoint,
  receiveExamRankingRewardEndpoint,
  redpackRankingWithdrawEndpoint,
  examTaskRewardListEndpoint,
  redpackWithdrawEndpoint,
  redpackRecordEndpoint,
  examUsePropEndpoint,
  examPropEndpoint,
  examAnswerPropListEndpoint,
  examLotteryPrizeListEndpoint,
  examLotteryEndpoint,
  examInviteEndpoint,
} from '../../../renderer/src/contracts/api/exam';
import { ApiError, badRequest, conflict, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { publicUrl } from '../lib/urls';
import { createRng } from '../lib/prng';
import { readSecretField } from '../lib/secret';
import { parseInput } from '../lib/validate';
import { escapeXml, paletteColor } from '../lib/svg';
import { maskPhone } from '../seed/names';
import {
  PROP_INFO,
  addProp,
  addRedpack,
  answeredCount,
  balanceOf,
  chancesLeft,
  createAttempt,
  dayStart,
  examStatus,
  finalizeAttempt,
  getAttempt,
  getExam,
  getQuestion,
  isApplied,
  optionsOf,
  questionAt,
  questionIdsOf,
  rankOf,
  requireOngoing,
  stats,
  type AttemptRow,
  type ExamRow,
} from '../lib/exam-engine';
import type { ApiContext } from '../context';
import type { Db } from '../db/types';

const INVITE_REWARD_CENTS = 100;
const MAX_INVITE_REWARDS = 20;
const EXTRA_SECONDS = 60;

type TaskRow = { id: number; exam_id: number; title: string; description: string; kind: string; target: number; reward_kind: 'attempt' | 'lottery' | 'prop' | 'redpack'; reward_value: number; prop_type: number | null };
type PrizeRow = { id: number; name: string; kind: 'redpack' | 'prop' | 'points' | 'none'; value: number; weight: number };

const remaining = (a: AttemptRow, now: number): number => Math.max(0, Math.ceil((a.deadline_at - now) / 1000));

function openAttempt(db: Db, attemptId: number, userId: number, now: number): AttemptRow {
  const a = getAttempt(db, attemptId, userId);
  if (a.finished_at !== null) throw conflict('本次答题已提交');
  if (now > a.deadline_at) throw badRequest('答题时间已到，请提交答卷');
  return a;
}

function rewardText(t: Pick<TaskRow, 'reward_kind' | 'reward_value' | 'prop_type'>): string {
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
  switch (t.kind) {
    case 'answer':
      return db.prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM exam_attempts WHERE exam_id = ? AND user_id = ? AND finished_at IS NOT NULL').get(t.exam_id, userId)?.n ?? 0;
    case 'full_score':
      return db.prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM exam_attempts a JOIN exams e ON e.id = a.exam_id WHERE a.exam_id = ? AND a.user_id = ? AND a.score = e.question_count * 10').get(t.exam_id, userId)?.n ?? 0;
    case 'invite':
      return db.prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM exam_invites WHERE exam_id = ? AND inviter_id = ?').get(t.exam_id, userId)?.n ?? 0;
    case 'share':
      return db.prepare<[number, number], { n: number }>("SELECT COUNT(*) AS n FROM burying_points WHERE exam_id = ? AND user_id = ? AND event = 'share'").get(t.exam_id, userId)?.n ?? 0;
    default:
      return 0;
  }
}

function tasksOf(db: Db, examId: number, userId: number) {
  const claimed = new Set(db.prepare<[number], { task_id: number }>('SELECT task_id FROM task_claims WHERE user_id = ?').all(userId).map((r) => r.task_id));
  return db
    .prepare<[number], TaskRow>('SELECT * FROM exam_tasks WHERE exam_id = ? ORDER BY id')
    .all(examId)
    .map((t) => {
      const progress = Math.min(t.target, taskProgress(db, t, userId));
      return { id: t.id, title: t.title, description: t.description, target: t.target, progress, rewardKind: t.reward_kind, rewardValue: t.reward_value, rewardText: rewardText(t), status: claimed.has(t.id) ? 2 : progress >= t.target ? 1 : 0 };
    });
}

function claimTask(db: Db, examId: number, taskId: number, userId: number, now: number) {
  return db.transaction(() => {
    const t = db.prepare<[number, number], TaskRow>('SELECT * FROM exam_tasks WHERE id = ? AND exam_id = ?').get(taskId, examId);
    if (!t) throw notFound('任务不存在');
    if (taskProgress(db, t, userId) < t.target) throw badRequest('任务尚未完成');
    if (db.prepare('INSERT OR IGNORE INTO task_claims (task_id, user_id, claimed_at) VALUES (?, ?, ?)').run(t.id, userId, now).changes === 0) throw conflict('奖励已领取');
    stats(db, examId, userId);
    if (t.reward_kind === 'attempt') db.prepare('UPDATE exam_user_stats SET extra_attempts = extra_attempts + ? WHERE exam_id = ? AND user_id = ?').run(t.reward_value, examId, userId);
    else if (t.reward_kind === 'lottery') db.prepare('UPDATE exam_user_stats SET lottery_chances = lottery_chances + ? WHERE exam_id = ? AND user_id = ?').run(t.reward_value, examId, userId);
    else if (t.reward_kind === 'prop') addProp(db, examId, userId, t.prop_type ?? 1, t.reward_value);
    else addRedpack(db, examId, userId, 2, t.reward_value, now);
    return { taskId: t.id, rewardText: rewardText(t) };
  })();
}

function rankingStanding(db: Db, e: ExamRow, userId: number | null, now: number) {
  const tiers = db.prepare<[number], { rank_from: number; rank_to: number; amount_cents: number; title: string }>('SELECT rank_from, rank_to, amount_cents, title FROM ranking_rewards WHERE exam_id = ? ORDER BY rank_from').all(e.id);
  const myRank = userId ? rankOf(db, e.id, userId) : null;
  const myRewardCents = myRank ? (tiers.find((t) => myRank >= t.rank_from && myRank <= t.rank_to)?.amount_cents ?? 0) : 0;
  const claimed = userId ? db.prepare('SELECT 1 FROM ranking_claims WHERE exam_id = ? AND user_id = ?').get(e.id, userId) !== undefined : false;
  const examEnded = examStatus(e, now) === 2;
  return {
    tiers: tiers.map((t) => ({ rankFrom: t.rank_from, rankTo: t.rank_to, amountCents: t.amount_cents, title: t.title })),
    examEnded,
    myRank,
    myRewardCents,
    claimed,
    claimable: examEnded && myRewardCents > 0 && !claimed,
  };
}

function claimRanking(db: Db, e: ExamRow, userId: number, now: number): { rank: number; amountCents: number } {
  const s = rankingStanding(db, e, userId, now);
  if (!s.examEnded) throw badRequest('竞赛结束后才能领取排名奖励');
  if (s.claimed) throw conflict('排名奖励已领取');
  if (!s.myRank || s.myRewardCents === 0) throw badRequest('您的排名未进入奖励范围');
  db.prepare('INSERT INTO ranking_claims VALUES (?, ?, ?, ?, ?)').run(e.id, userId, s.myRank, s.myRewardCents, now);
  addRedpack(db, e.id, userId, 2, s.myRewardCents, now);
  return { rank: s.myRank, amountCents: s.myRewardCents };
}

const maskAccount = (account: string): string => (account.length <= 4 ? `${account.slice(0, 1)}***` : `${account.slice(0, 3)}****${account.slice(-4)}`);

function withdraw(ctx: ApiContext, examId: number, userId: number, body: { amountCents: number; channel: string; account: string; realName: string }, now: number) {
  const { db } = ctx;
  const account = readSecretField(ctx, body.account);
  if (!account) throw badRequest('请填写收款账号');
  const realName = readSecretField(ctx, body.realName);
  if (realName.length < 2) throw badRequest('请填写真实姓名');
  if (realName.length > 20) throw badRequest('姓名过长');
  const { balance } = balanceOf(db, examId, userId);
  if (body.amountCents > balance) throw badRequest(`可提现余额不足，当前余额${(balance / 100).toFixed(2)}元`);
  const masked = maskAccount(account);
  const recordId = Number(
    db.prepare('INSERT INTO redpacks (exam_id, user_id, kind, amount_cents, status, channel, account, real_name, created_at) VALUES (?, ?, 3, ?, 1, ?, ?, ?, ?)').run(examId, userId, body.amountCents, body.channel, masked, realName, now).lastInsertRowid,
  );
  return { recordId, amountCents: body.amountCents, balanceCents: balance - body.amountCents, status: 1, statusText: '提现成功', accountMasked: masked };
}

/** The exam calls of spec §7 (POST unless noted), shared by the questionnaire competition (exam kind 2). */
export function examRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['exam'];

  defineRoute(app, examInitEndpoint, { summary: '竞赛信息（examId、inviteUserId）', tags, auth: 'optional' }, ({ body, user }) => {
    const now = ctx.now();
    const e = getExam(db, body.examId);
    const status = examStatus(e, now);
    const best = user ? db.prepare<[number, number], { best_score: number; best_seconds: number }>('SELECT best_score, best_seconds FROM exam_scores WHERE exam_id = ? AND user_id = ?').get(e.id, user.id) : undefined;
    const unfinished = user ? db.prepare<[number, number, number], { id: number }>('SELECT id FROM exam_attempts WHERE exam_id = ? AND user_id = ? AND finished_at IS NULL AND deadline_at > ? ORDER BY id DESC').get(e.id, user.id, now) : undefined;
    // Spec §4: an ended exam points the app to the one running now (same kind).
    const next = status === 2 ? db.prepare<[number, number, number, number], { id: number }>('SELECT id FROM exams WHERE kind = ? AND id != ? AND start_at <= ? AND end_at >= ? ORDER BY start_at DESC').get(e.kind, e.id, now, now) : undefined;
    const inviter = body.inviteUserId ? db.prepare<[number], { id: number; nickname: string }>('SELECT id, nickname FROM users WHERE id = ?').get(body.inviteUserId) : undefined;
    return {
      examId: e.id,
      title: e.title,
      description: e.description,
      rulesHtml: e.rules,
      startAt: e.start_at,
      endAt: e.end_at,
      status,
      durationSeconds: e.duration_s,
      questionCount: e.question_count,
      totalScore: e.question_count * 10,
      passScore: e.pass_score,
      applied: user ? isApplied(db, e.id, user.id) : false,
      chancesLeft: user && status === 1 ? chancesLeft(db, e, user.id, now) : 0,
      lotteryChances: user ? stats(db, e.id, user.id).lottery_chances : 0,
      bestScore: best?.best_score ?? null,
      bestSeconds: best?.best_seconds ?? null,
      myRank: user ? rankOf(db, e.id, user.id) : null,
      participants: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM exam_applications WHERE exam_id = ?').get(e.id)?.n ?? 0,
      unfinishedAttemptId: unfinished?.id ?? null,
      continueExamId: next?.id ?? null,
      inviter: inviter && inviter.id !== user?.id ? { userId: inviter.id, nickname: inviter.nickname } : null,
    };
  });

  defineRoute(app, examApplyEndpoint, { summary: '报名（可带邀请人）', tags, auth: 'required', msg: '报名成功' }, ({ body, user }) => {
    const now = ctx.now();
    const e = getExam(db, body.examId);
    requireOngoing(e, now);
    return db.transaction(() => {
      if (isApplied(db, e.id, user.id)) throw conflict('您已报名');
      let invitedBy: number | null = null;
      if (body.inviteUserId && body.inviteUserId !== user.id && db.prepare('SELECT 1 FROM users WHERE id = ?').get(body.inviteUserId)) {
        invitedBy = body.inviteUserId;
        const count = db.prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM exam_invites WHERE exam_id = ? AND inviter_id = ?').get(e.id, invitedBy)?.n ?? 0;
        const reward = count < MAX_INVITE_REWARDS ? INVITE_REWARD_CENTS : 0;
        if (db.prepare('INSERT OR IGNORE INTO exam_invites VALUES (?, ?, ?, ?, ?)').run(e.id, invitedBy, user.id, reward, now).changes > 0 && reward > 0) addRedpack(db, e.id, invitedBy, 1, reward, now);
      }
      db.prepare('INSERT INTO exam_applications (exam_id, user_id, invite_user_id, real_name, company, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(e.id, user.id, invitedBy, body.realName ?? null, body.company ?? null, now);
      stats(db, e.id, user.id);
      return { examId: e.id, applied: true as const, invitedBy };
    })();
  });

  defineRoute(app, examBeginEndpoint, { summary: '开始（或继续）答题', tags, auth: 'required' }, ({ body, user }) => {
    const now = ctx.now();
    const e = getExam(db, body.examId);
    requireOngoing(e, now);
    if (!isApplied(db, e.id, user.id)) throw new ApiError(403, '请先报名');
    return db.transaction(() => {
      // Attempts left open past their deadline are submitted as they stand.
      for (const stale of db.prepare<[number, number, number], AttemptRow>('SELECT * FROM exam_attempts WHERE exam_id = ? AND user_id = ? AND finished_at IS NULL AND deadline_at <= ?').all(e.id, user.id, now)) finalizeAttempt(db, e, stale, now);
      let a = db.prepare<[number, number], AttemptRow>('SELECT * FROM exam_attempts WHERE exam_id = ? AND user_id = ? AND finished_at IS NULL').get(e.id, user.id);
      if (!a) {
        const today = db.prepare<[number, number, number], { n: number }>('SELECT COUNT(*) AS n FROM exam_attempts WHERE exam_id = ? AND user_id = ? AND started_at >= ?').get(e.id, user.id, dayStart(now))?.n ?? 0;
        if (chancesLeft(db, e, user.id, now) <= 0) throw badRequest('今日答题机会已用完，完成任务可获得更多机会');
        if (today >= e.daily_chances) db.prepare('UPDATE exam_user_stats SET extra_attempts = extra_attempts - 1 WHERE exam_id = ? AND user_id = ?').run(e.id, user.id);
        a = createAttempt(db, e, user.id, now);
      }
      const answered = answeredCount(db, a.id);
      return { attemptId: a.id, examId: e.id, total: questionIdsOf(a).length, answered, deadlineAt: a.deadline_at, remainingSeconds: remaining(a, now), question: questionAt(db, a, answered) };
    })();
  });

  defineRoute(app, examGetNextInfoEndpoint, { summary: '提交当前题答案并获取下一题', tags, auth: 'required' }, ({ body, user }) => {
    const now = ctx.now();
    return db.transaction(() => {
      const a = openAttempt(db, body.attemptId, user.id, now);
      const ids = questionIdsOf(a);
      const answered = answeredCount(db, a.id);
      if (body.index >= ids.length) throw badRequest('题号不正确');
      if (body.index !== answered) throw badRequest(body.index < answered ? '该题已作答' : '请按顺序答题');
      const q = getQuestion(db, ids[body.index] as number);
      const keys = new Set(optionsOf(q).map((o) => o.key));
      const answer = Array.from(new Set(body.answer.split(''))).sort().join('');
      if (![...answer].every((k) => keys.has(k))) throw badRequest('选项不存在');
      if (q.type !== 2 && answer.length !== 1) throw badRequest('该题只能选择一个答案');
      const correct = answer === q.answer;
      db.prepare('INSERT INTO answer_logs (attempt_id, idx, question_id, answer, correct, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(a.id, body.index, q.id, answer, correct ? 1 : 0, now);
      const score = (db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM answer_logs WHERE attempt_id = ? AND correct = 1').get(a.id)?.n ?? 0) * 10;
      const next = questionAt(db, a, body.index + 1);
      return { index: body.index, correct, rightAnswer: q.answer, analysis: q.analysis, scoreSoFar: score, next, finished: next === null, remainingSeconds: remaining(a, now) };
    })();
  });

  defineRoute(app, examGetAnswerLogEndpoint, { summary: '答题记录（逐题对错与解析）', tags, auth: 'required' }, ({ body, user }) => {
    getAttempt(db, body.attemptId, user.id);
    return db
      .prepare<[number], { idx: number; question_id: number; stem: string; answer: string; right: string; correct: number; analysis: string; prop: number | null }>(
        'SELECT l.idx, l.question_id, q.stem, l.answer, q.answer AS right, l.correct, q.analysis, l.prop FROM answer_logs l JOIN questions q ON q.id = l.question_id WHERE l.attempt_id = ? ORDER BY l.idx',
      )
      .all(body.attemptId)
      .map((r) => ({ index: r.idx, questionId: r.question_id, stem: r.stem, answer: r.answer, rightAnswer: r.right, correct: r.correct === 1, analysis: r.analysis, prop: r.prop }));
  });

  defineRoute(app, examV2SaveResultEndpoint, { summary: '交卷（未答的题按答错计）', tags, auth: 'required', msg: '交卷成功' }, ({ body, user }) => {
    const now = ctx.now();
    return db.transaction(() => {
      const a = getAttempt(db, body.attemptId, user.id);
      if (a.finished_at !== null) throw conflict('本次答题已提交');
      return finalizeAttempt(db, getExam(db, a.exam_id), a, now);
    })();
  });

  defineRoute(app, examBuringPointEndpoint, { summary: '埋点（event 为 share 计入分享任务）', tags, auth: 'optional' }, ({ body, user }) => {
    getExam(db, body.examId);
    db.prepare('INSERT INTO burying_points (exam_id, user_id, event, page, extra, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(body.examId, user?.id ?? null, body.event, body.page ?? null, body.extra ? JSON.stringify(body.extra) : null, ctx.now());
    return { recorded: true as const };
  });

  defineRoute(app, inviteRecordEndpoint, { summary: '我邀请的好友', tags, auth: 'required' }, ({ body, user, req }) => {
    const total = db.prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM exam_invites WHERE exam_id = ? AND inviter_id = ?').get(body.examId, user.id)?.n ?? 0;
    const list = db
      .prepare<[number, number, number, number], { id: number; nickname: string; phone: string; created_at: number; reward_cents: number }>(
        'SELECT u.id, u.nickname, u.phone, i.created_at, i.reward_cents FROM exam_invites i JOIN users u ON u.id = i.invitee_id WHERE i.exam_id = ? AND i.inviter_id = ? ORDER BY i.created_at DESC LIMIT ? OFFSET ?',
      )
      .all(body.examId, user.id, body.size, (body.page - 1) * body.size)
      .map((r) => ({ userId: r.id, nickname: r.nickname, avatar: publicUrl(req, `/media/avatar/${r.id}.svg`), phone: maskPhone(r.phone), createdAt: r.created_at, rewardCents: r.reward_cents }));
    return { list, total, page: body.page, size: body.size };
  });

  defineRoute(app, rankPageEndpoint, { summary: '排行榜', tags, auth: 'optional' }, ({ body, user, req }) => {
    getExam(db, body.examId);
    const offset = (body.page - 1) * body.size;
    type Row = { user_id: number; nickname: string; best_score: number; best_seconds: number };
    const item = (r: Row, rank: number) => ({ rank, userId: r.user_id, nickname: r.nickname, avatar: publicUrl(req, `/media/avatar/${r.user_id}.svg`), score: r.best_score, usedSeconds: r.best_seconds });
    const list = db
      .prepare<[number, number, number], Row>('SELECT s.user_id, u.nickname, s.best_score, s.best_seconds FROM exam_scores s JOIN users u ON u.id = s.user_id WHERE s.exam_id = ? ORDER BY s.best_score DESC, s.best_seconds ASC, s.updated_at ASC, s.user_id ASC LIMIT ? OFFSET ?')
      .all(body.examId, body.size, offset)
      .map((r, i) => item(r, offset + i + 1));
    const total = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM exam_scores WHERE exam_id = ?').get(body.examId)?.n ?? 0;
    const myRank = user ? rankOf(db, body.examId, user.id) : null;
    const mine = user && myRank ? db.prepare<[number, number], Row>('SELECT s.user_id, u.nickname, s.best_score, s.best_seconds FROM exam_scores s JOIN users u ON u.id = s.user_id WHERE s.exam_id = ? AND s.user_id = ?').get(body.examId, user.id) : undefined;
    return { list, total, page: body.page, size: body.size, mine: mine && myRank ? item(mine, myRank) : null };
  });

  defineRoute(app, rankingRewardEndpoint, { summary: '排名奖励档位与我的名次', tags, auth: 'optional' }, ({ body, user }) =>
    rankingStanding(db, getExam(db, body.examId), user?.id ?? null, ctx.now()),
  );

  defineRoute(app, receiveExamRankingRewardEndpoint, { summary: '领取排名奖励（竞赛结束后，计入红包余额）', tags, auth: 'required', msg: '领取成功' }, ({ body, user }) => {
    const now = ctx.now();
    return db.transaction(() => {
      const e = getExam(db, body.examId);
      const r = claimRanking(db, e, user.id, now);
      return { ...r, balanceCents: balanceOf(db, e.id, user.id).balance };
    })();
  });

  defineRoute(app, redpackRankingWithdrawEndpoint, { summary: '领取并提现排名奖励', tags, auth: 'required', msg: '提现成功' }, ({ body, user }) => {
    const now = ctx.now();
    return db.transaction(() => {
      const e = getExam(db, body.examId);
      // Claims and pays out in one go, once: a reward already claimed (into the balance by
      // /receive/exam/ranking/reward, or paid out here) is withdrawn from the balance instead.
      const amount = claimRanking(db, e, user.id, now).amountCents;
      return withdraw(ctx, e.id, user.id, { ...body, amountCents: amount }, now);
    })();
  });

  defineRoute(app, examTaskRewardListEndpoint, { summary: '任务与奖励', tags, auth: 'required' }, ({ body, user }) => {
    getExam(db, body.examId);
    return tasksOf(db, body.examId, user.id);
  });
  for (const endpoint of [receiveExamTaskRewardEndpoint, examTaskReceiveRewardEndpoint]) {
    defineRoute(app, endpoint, { summary: '领取任务奖励', tags, auth: 'required', msg: '领取成功' }, ({ body, user }) => {
      getExam(db, body.examId);
      return claimTask(db, body.examId, body.taskId, user.id, ctx.now());
    });
  }

  defineRoute(app, redpackWithdrawEndpoint, { summary: '红包提现（账号可 RSA 加密）', tags, auth: 'required', msg: '提现成功' }, ({ body, user }) => {
    getExam(db, body.examId);
    return db.transaction(() => withdraw(ctx, body.examId, user.id, body, ctx.now()))();
  });

  defineRoute(app, redpackRecordEndpoint, { summary: '红包记录与余额', tags, auth: 'required' }, ({ body, user }) => {
    const total = db.prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM redpacks WHERE exam_id = ? AND user_id = ?').get(body.examId, user.id)?.n ?? 0;
    const list = db
      .prepare<[number, number, number, number], { id: number; kind: number; amount_cents: number; status: number; created_at: number }>('SELECT id, kind, amount_cents, status, created_at FROM redpacks WHERE exam_id = ? AND user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(body.examId, user.id, body.size, (body.page - 1) * body.size)
      .map((r) => ({ id: r.id, kind: r.kind, kindLabel: redpackKindLabel(r.kind), amountCents: r.amount_cents, status: r.status, statusText: r.status === 1 ? (r.kind === 3 ? '提现成功' : '已到账') : '处理中', createdAt: r.created_at }));
    const { balance, income } = balanceOf(db, body.examId, user.id);
    return { list, total, page: body.page, size: body.size, balanceCents: balance, totalIncomeCents: income };
  });

  defineRoute(app, examUsePropEndpoint, { summary: '使用道具', tags, auth: 'required' }, ({ body, user }) => {
    const now = ctx.now();
    return db.transaction(() => {
      const a = openAttempt(db, body.attemptId, user.id, now);
      const answered = answeredCount(db, a.id);
      if (body.index !== answered) throw badRequest('只能对当前题目使用道具');
      const qid = questionIdsOf(a)[body.index];
      if (qid === undefined) throw badRequest('题号不正确');
      const q = getQuestion(db, qid);
      if (body.propType === 1 && q.type === 3) throw badRequest('判断题不能使用去错卡');
      const have = db.prepare<[number, number, number], { count: number }>('SELECT count FROM user_props WHERE exam_id = ? AND user_id = ? AND prop_type = ?').get(a.exam_id, user.id, body.propType)?.count ?? 0;
      if (have <= 0) throw badRequest(`${PROP_INFO[body.propType]?.name ?? '道具'}数量不足`);
      let removed: string[] = [];
      if (body.propType === 1) {
        const wrong = optionsOf(q).map((o) => o.key).filter((k) => !q.answer.includes(k));
        removed = createRng(`prop:${a.id}:${body.index}`).shuffle(wrong).slice(0, 2).sort();
      }
      if (db.prepare('INSERT OR IGNORE INTO prop_uses (attempt_id, idx, prop_type, removed) VALUES (?, ?, ?, ?)').run(a.id, body.index, body.propType, JSON.stringify(removed)).changes === 0) throw conflict('本题已使用过该道具');
      db.prepare('UPDATE user_props SET count = count - 1 WHERE exam_id = ? AND user_id = ? AND prop_type = ?').run(a.exam_id, user.id, body.propType);
      let deadlineAt = a.deadline_at;
      if (body.propType === 3) {
        deadlineAt += EXTRA_SECONDS * 1000;
        db.prepare('UPDATE exam_attempts SET deadline_at = ? WHERE id = ?').run(deadlineAt, a.id);
      }
      if (body.propType === 2) db.prepare('INSERT INTO answer_logs (attempt_id, idx, question_id, answer, correct, prop, created_at) VALUES (?, ?, ?, ?, 1, 2, ?)').run(a.id, body.index, q.id, q.answer, now);
      return {
        propType: body.propType,
        removedOptions: removed,
        skipped: body.propType === 2,
        next: body.propType === 2 ? questionAt(db, a, body.index + 1) : null,
        deadlineAt,
        remainingSeconds: Math.max(0, Math.ceil((deadlineAt - now) / 1000)),
        countLeft: have - 1,
      };
    })();
  });

  const propsOf = (examId: number, userId: number) => {
    const counts = new Map(db.prepare<[number, number], { prop_type: number; count: number }>('SELECT prop_type, count FROM user_props WHERE exam_id = ? AND user_id = ?').all(examId, userId).map((r) => [r.prop_type, r.count]));
    return [1, 2, 3].map((t) => ({ propType: t, name: PROP_INFO[t]?.name ?? '', description: PROP_INFO[t]?.description ?? '', count: counts.get(t) ?? 0 }));
  };

  defineRoute(app, examPropEndpoint, { summary: '我的道具（工具信息）', tags, auth: 'required' }, ({ params, user }) => {
    getExam(db, params.examId);
    return propsOf(params.examId, user.id);
  });

  defineRoute(app, examAnswerPropListEndpoint, { summary: '当前题可用的道具', tags, auth: 'required' }, ({ params, user }) => {
    const now = ctx.now();
    getExam(db, params.examId);
    const a = db.prepare<[number, number, number], AttemptRow>('SELECT * FROM exam_attempts WHERE exam_id = ? AND user_id = ? AND finished_at IS NULL AND deadline_at > ? ORDER BY id DESC').get(params.examId, user.id, now);
    if (!a) throw badRequest('请先开始答题');
    const qid = questionIdsOf(a)[params.index];
    if (qid === undefined) throw badRequest('题号不正确');
    const q = getQuestion(db, qid);
    const current = answeredCount(db, a.id) === params.index;
    const used = new Set(db.prepare<[number, number], { prop_type: number }>('SELECT prop_type FROM prop_uses WHERE attempt_id = ? AND idx = ?').all(a.id, params.index).map((r) => r.prop_type));
    return propsOf(params.examId, user.id).map((p) => {
      const reason = !current ? '只能对当前题目使用道具' : p.count <= 0 ? '道具数量不足' : p.propType === 1 && q.type === 3 ? '判断题不能使用去错卡' : used.has(p.propType) ? '本题已使用过该道具' : null;
      return { ...p, usable: reason === null, reason };
    });
  });

  const prizeOf = (req: Parameters<typeof publicUrl>[0], p: PrizeRow) => ({ id: p.id, name: p.name, kind: p.kind, value: p.value, image: publicUrl(req, `/media/prize/${p.id}.svg`) });

  defineRoute(app, examLotteryPrizeListEndpoint, { summary: '抽奖奖品', tags, auth: 'optional' }, ({ params, user, req }) => {
    getExam(db, params.examId);
    return {
      prizes: db.prepare<[number], PrizeRow>('SELECT * FROM lottery_prizes WHERE exam_id = ? ORDER BY id').all(params.examId).map((p) => prizeOf(req, p)),
      chancesLeft: user ? stats(db, params.examId, user.id).lottery_chances : 0,
    };
  });

  defineRoute(app, examLotteryEndpoint, { summary: '抽奖（结果由种子决定，可复现）', tags, auth: 'required' }, ({ params, user, req }) => {
    const now = ctx.now();
    const e = getExam(db, params.examId);
    requireOngoing(e, now);
    return db.transaction(() => {
      const s = stats(db, e.id, user.id);
      if (s.lottery_chances <= 0) throw badRequest('暂无抽奖机会，完成答题或任务可获得');
      const prizes = db.prepare<[number], PrizeRow>('SELECT * FROM lottery_prizes WHERE exam_id = ? ORDER BY id').all(e.id);
      const draws = db.prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM lottery_draws WHERE exam_id = ? AND user_id = ?').get(e.id, user.id)?.n ?? 0;
      let roll = createRng(`lottery:${e.id}:${user.id}:${draws}`).int(1, prizes.reduce((sum, p) => sum + p.weight, 0));
      const prize = prizes.find((p) => (roll -= p.weight) <= 0) ?? prizes[prizes.length - 1];
      if (!prize) throw notFound('暂无奖品');
      db.prepare('UPDATE exam_user_stats SET lottery_chances = lottery_chances - 1 WHERE exam_id = ? AND user_id = ?').run(e.id, user.id);
      db.prepare('INSERT INTO lottery_draws (exam_id, user_id, prize_id, created_at) VALUES (?, ?, ?, ?)').run(e.id, user.id, prize.id, now);
      if (prize.kind === 'redpack') addRedpack(db, e.id, user.id, 2, prize.value, now);
      else if (prize.kind === 'prop') addProp(db, e.id, user.id, prize.value, 1);
      else if (prize.kind === 'points') db.prepare('UPDATE users SET points = points + ? WHERE id = ?').run(prize.value, user.id);
      return { prize: prizeOf(req, prize), chancesLeft: s.lottery_chances - 1, message: prize.kind === 'none' ? '谢谢参与，下次好运' : `恭喜获得${prize.name}` };
    })();
  });

  defineRoute(app, examInviteEndpoint, { summary: '邀请信息（type 1 海报，2 链接）', tags, auth: 'required' }, ({ params, user, req }) => {
    const e = getExam(db, params.examId);
    const code = db.prepare<[number], { invite_code: string }>('SELECT invite_code FROM users WHERE id = ?').get(user.id)?.invite_code ?? '';
    return {
      inviteUserId: user.id,
      inviteCode: code,
      sharePath: `/exam?examId=${e.id}&inviteUserId=${user.id}`,
      shareTitle: `${user.nickname}邀请你参加${e.title}`,
      shareSubtitle: '答题赢红包，排名前50还有奖励',
      posterUrl: params.type === 1 ? publicUrl(req, `/media/exam-poster/${e.id}-${user.id}.svg`) : null,
      invitedCount: db.prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM exam_invites WHERE exam_id = ? AND inviter_id = ?').get(e.id, user.id)?.n ?? 0,
      rewardCentsPerInvite: INVITE_REWARD_CENTS,
    };
  });

  // Generated pictures (not enveloped).
  const posterParams = z.object({ file: z.string().regex(/^\d{1,6}-\d{1,9}\.svg$/, '文件名不正确') });
  app.get('/media/exam-poster/:file', async (req, reply) => {
    const { file } = parseInput(posterParams, req.params, 'params');
    const [examId, userId] = file.replace('.svg', '').split('-').map(Number) as [number, number];
    const e = getExam(db, examId);
    const u = db.prepare<[number], { nickname: string; invite_code: string }>('SELECT nickname, invite_code FROM users WHERE id = ?').get(userId);
    if (!u) throw notFound('用户不存在');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900"><rect width="600" height="900" fill="${paletteColor(examId)}"/><text x="300" y="200" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeXml(e.title)}</text><text x="300" y="300" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">答题赢红包 · 排名有奖</text><rect x="150" y="420" width="300" height="300" rx="16" fill="#fff"/><text x="300" y="580" font-size="36" text-anchor="middle" fill="#333" font-family="monospace">${escapeXml(u.invite_code)}</text><text x="300" y="800" font-size="26" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeXml(u.nickname)} 邀请你参赛</text></svg>`;
    return reply.type('image/svg+xml').send(svg);
  });
  const prizeParams = z.object({ file: z.string().regex(/^\d{1,9}\.svg$/, '文件名不正确') });
  app.get('/media/prize/:file', async (req, reply) => {
    const { file } = parseInput(prizeParams, req.params, 'params');
    const p = db.prepare<[number], PrizeRow>('SELECT * FROM lottery_prizes WHERE id = ?').get(Number.parseInt(file, 10));
    if (!p) throw notFound('奖品不存在');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><circle cx="60" cy="60" r="58" fill="${p.kind === 'redpack' ? '#e4393c' : p.kind === 'none' ? '#bbb' : paletteColor(p.id)}"/><text x="60" y="68" font-size="18" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeXml(p.name)}</text></svg>`;
    return reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml').send(svg);
  });
}
