import type { FastifyInstance } from 'fastify';
import {
  examInitEndpoint,
  examApplyEndpoint,
  examBeginEndpoint,
  examGetNextInfoEndpoint,
  examGetAnswerLogEndpoint,
  examV2SaveResultEndpoint,
  examBuringPointEndpoint,
} from '../../../renderer/src/contracts/api/exam';
import { ApiError, badRequest, conflict } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { dayStart } from '../lib/time';
import { examQueries } from '../queries/exam';
import { examRewardQueries } from '../queries/exam-rewards';
import {
  chancesLeft,
  createAttempt,
  examStatus,
  finalizeAttempt,
  settleAttemptIfExpired,
  settleExpiredAttempts,
  storedResult,
  TIME_UP_MESSAGE,
  getAttempt,
  getExam,
  getQuestion,
  openAttempt,
  optionsOf,
  questionAt,
  questionIdsOf,
  rankOf,
  requireOngoing,
  secondsLeft,
} from '../lib/exam-engine';
import { INVITE_REWARD_CENTS, MAX_INVITE_REWARDS } from '../lib/exam-rewards';
import { simExamTimeLeftEndpoint } from '../sim/exam-endpoints';

/**
 * The exam engine's calls (POST unless noted; docs/product.md「考试与排名」), for every campaign: the
 * yearly exams and the questionnaire (exam 6). This file holds exam info, applying, and an attempt
 * from its first question to its result; rewards, props, prizes and the questionnaire's own pages
 * are sibling plugins registered next to it in routes/index.ts. Rules in lib/exam-engine.ts, data
 * in queries/.
 */
export function examRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const q = examQueries(db);
  const tags = ['exam'];

  defineRoute(
    app,
    examInitEndpoint,
    { summary: '竞赛信息（examId、inviteUserId）', tags, auth: 'optional' },
    ({ body, user }) => {
      const now = ctx.now();
      const e = getExam(db, body.examId);
      // Nothing is written here but the deadline's own submission of an attempt left open past it.
      if (user) settleExpiredAttempts(db, e, user.id, now);
      const status = examStatus(e, now);
      const best = user ? q.bestScore(e.id, user.id) : undefined;
      const unfinished = user ? q.liveAttempt(e.id, user.id, now) : undefined;
      const inviter = body.inviteUserId ? examRewardQueries(db).user(body.inviteUserId) : undefined;
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
        applied: user ? q.isApplied(e.id, user.id) : false,
        chancesLeft: user && status === 1 ? chancesLeft(db, e, user.id, now) : 0,
        lotteryChances: user ? q.peekStats(e.id, user.id).lottery_chances : 0,
        bestScore: best?.best_score ?? null,
        bestSeconds: best?.best_seconds ?? null,
        myRank: user ? rankOf(db, e.id, user.id) : null,
        participants: q.participants(e.id),
        unfinishedAttemptId: unfinished?.id ?? null,
        unfinishedSecondsLeft: unfinished ? secondsLeft(unfinished.deadline_at, now) : null,
        unfinishedDeadlineAt: unfinished?.deadline_at ?? null,
        serverNow: now,
        autoSubmittedAttemptId: user ? q.unseenAutoSubmitted(e.id, user.id) : null,
        // An ended exam points the app to the one running now, of the same kind
        // (docs/product.md「考试与排名」).
        continueExamId: status === 2 ? q.runningOfKind(e.kind, e.id, now) : null,
        inviter:
          inviter && inviter.id !== user?.id
            ? { userId: inviter.id, nickname: inviter.nickname }
            : null,
      };
    },
  );

  defineRoute(
    app,
    examApplyEndpoint,
    { summary: '报名（可带邀请人）', tags, auth: 'required', msg: '报名成功' },
    ({ body, user }) => {
      const now = ctx.now();
      const e = getExam(db, body.examId);
      requireOngoing(e, now);
      const rewards = examRewardQueries(db);
      return db.transaction(() => {
        if (q.isApplied(e.id, user.id)) throw conflict('您已报名');
        let invitedBy: number | null = null;
        if (body.inviteUserId && body.inviteUserId !== user.id && rewards.user(body.inviteUserId)) {
          invitedBy = body.inviteUserId;
          const reward =
            rewards.inviteCount(e.id, invitedBy) < MAX_INVITE_REWARDS ? INVITE_REWARD_CENTS : 0;
          if (rewards.recordInvite(e.id, invitedBy, user.id, reward, now) && reward > 0)
            rewards.addRedpack(e.id, invitedBy, 1, reward, now);
        }
        q.apply(e.id, user.id, invitedBy, body.realName ?? null, body.company ?? null, now);
        q.stats(e.id, user.id);
        return { examId: e.id, applied: true as const, invitedBy };
      })();
    },
  );

  defineRoute(
    app,
    examBeginEndpoint,
    { summary: '开始（或继续）答题', tags, auth: 'required' },
    ({ body, user }) => {
      const now = ctx.now();
      const e = getExam(db, body.examId);
      requireOngoing(e, now);
      if (!q.isApplied(e.id, user.id)) throw new ApiError(403, '请先报名');
      settleExpiredAttempts(db, e, user.id, now);
      return db.transaction(() => {
        let a = q.openAttempt(e.id, user.id);
        // An attempt the server submitted at its deadline is shown before another begins.
        if (!a && q.unseenAutoSubmitted(e.id, user.id) !== null) throw conflict(TIME_UP_MESSAGE);
        if (!a) {
          const today = q.attemptsSince(e.id, user.id, dayStart(now));
          if (chancesLeft(db, e, user.id, now) <= 0)
            throw badRequest('今日答题机会已用完，完成任务可获得更多机会');
          if (today >= e.daily_chances) q.addExtraAttempts(e.id, user.id, -1);
          a = createAttempt(db, e, user.id, now);
        }
        const answered = q.answeredCount(a.id);
        return {
          attemptId: a.id,
          examId: e.id,
          total: questionIdsOf(a).length,
          answered,
          deadlineAt: a.deadline_at,
          serverNow: now,
          remainingSeconds: secondsLeft(a.deadline_at, now),
          question: questionAt(db, a, answered),
        };
      })();
    },
  );

  defineRoute(
    app,
    examGetNextInfoEndpoint,
    { summary: '提交当前题答案并获取下一题', tags, auth: 'required' },
    ({ body, user }) => {
      const now = ctx.now();
      settleAttemptIfExpired(db, body.attemptId, user.id, now);
      return db.transaction(() => {
        const a = openAttempt(db, body.attemptId, user.id, now);
        const ids = questionIdsOf(a);
        const answered = q.answeredCount(a.id);
        if (body.index >= ids.length) throw badRequest('题号不正确');
        if (body.index !== answered)
          throw badRequest(body.index < answered ? '该题已作答' : '请按顺序答题');
        const question = getQuestion(db, ids[body.index] as number);
        const keys = new Set(optionsOf(question).map((o) => o.key));
        const answer = Array.from(new Set(body.answer.split('')))
          .sort()
          .join('');
        if (![...answer].every((k) => keys.has(k))) throw badRequest('选项不存在');
        if (question.type !== 2 && answer.length !== 1) throw badRequest('该题只能选择一个答案');
        const correct = answer === question.answer;
        q.logAnswer(a.id, body.index, question.id, answer, correct, now);
        const next = questionAt(db, a, body.index + 1);
        return {
          index: body.index,
          correct,
          rightAnswer: question.answer,
          analysis: question.analysis,
          scoreSoFar: q.correctCount(a.id) * 10,
          next,
          finished: next === null,
          remainingSeconds: secondsLeft(a.deadline_at, now),
        };
      })();
    },
  );

  defineRoute(
    app,
    examGetAnswerLogEndpoint,
    { summary: '答题记录（逐题对错与解析）', tags, auth: 'required' },
    ({ body, user }) => {
      getAttempt(db, body.attemptId, user.id);
      return q.answerLog(body.attemptId).map((r) => ({
        index: r.idx,
        questionId: r.question_id,
        stem: r.stem,
        answer: r.answer,
        rightAnswer: r.right,
        correct: r.correct === 1,
        analysis: r.analysis,
        prop: r.prop,
      }));
    },
  );

  defineRoute(
    app,
    examV2SaveResultEndpoint,
    { summary: '交卷（未答的题按答错计）', tags, auth: 'required', msg: '交卷成功' },
    ({ body, user }) => {
      const now = ctx.now();
      return db.transaction(() => {
        const a = getAttempt(db, body.attemptId, user.id);
        const e = getExam(db, a.exam_id);
        // The player's own submission, however late: it counts as made by the deadline at the latest.
        if (a.finished_at === null) return finalizeAttempt(db, e, a, Math.min(now, a.deadline_at));
        // Submitted before (a second tap, another tab, or the server at the deadline): the same result.
        if (a.auto_submitted === 1) q.markAutoSubmitted(a.id, 2);
        return storedResult(db, e, a);
      })();
    },
  );

  defineRoute(
    app,
    examBuringPointEndpoint,
    { summary: '埋点（event 为 share 计入分享任务）', tags, auth: 'optional' },
    ({ body, user }) => {
      getExam(db, body.examId);
      q.buryingPoint(
        body.examId,
        user?.id ?? null,
        body.event,
        body.page ?? null,
        body.extra ? JSON.stringify(body.extra) : null,
        ctx.now(),
      );
      return { recorded: true as const };
    },
  );

  // QA: the caller's open attempt ends `seconds` from now (the automatic submission, the warnings).
  defineRoute(
    app,
    simExamTimeLeftEndpoint,
    { summary: '设置答题剩余时间（QA）', tags: ['sim'], auth: 'required' },
    ({ params, body, user }) => {
      const now = ctx.now();
      const a = openAttempt(db, params.attemptId, user.id, now);
      const deadlineAt = now + body.seconds * 1000;
      q.setDeadline(a.id, deadlineAt);
      return { attemptId: a.id, deadlineAt, remainingSeconds: secondsLeft(deadlineAt, now) };
    },
  );
}
