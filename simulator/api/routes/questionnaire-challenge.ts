import type { FastifyInstance } from 'fastify';
import {
  challengeAnswerEndpoint,
  challengeGiveUpEndpoint,
  challengeNextEndpoint,
  challengePropEndpoint,
  challengePropsEndpoint,
  challengeRankEndpoint,
  challengeResultEndpoint,
  challengeStartEndpoint,
  challengeStateEndpoint,
} from '../../../renderer/src/contracts/api/questionnaire-challenge';
import { QUESTIONNAIRE_EXAM_ID } from '../../../renderer/src/contracts/api/questionnaire';
import { defineRoute } from '../lib/route';
import { notFound } from '../lib/envelope';
import { simChallengeAnswerEndpoint } from '../sim/questionnaire-endpoints';
import { getExam, getQuestion, questionIdsOf, rankOf } from '../lib/exam-engine';
import {
  answer,
  challengeProps,
  challengeResult,
  challengeView,
  giveUp,
  load,
  next,
  startChallenge,
  useProp,
} from '../lib/questionnaire-challenge';
import { dayStart } from '../lib/time';
import { examQueries } from '../queries/exam';
import { questionnaireQueries } from '../queries/questionnaire';

const BOARD_SIZE = 50;

/** The questionnaire's challenge (pass mode of the exam engine), its board and its props. Rules in lib/questionnaire-challenge.ts. */
export function questionnaireChallengeRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['questionnaire'];
  const exam = () => getExam(db, QUESTIONNAIRE_EXAM_ID);
  /** Runs a step on the caller's challenge in one transaction and answers its new state. */
  const step = (
    attemptId: number,
    userId: number,
    act: (ch: ReturnType<typeof load>, now: number) => ReturnType<typeof load>,
  ) => {
    const now = ctx.now();
    return db.transaction(() =>
      challengeView(db, act(load(db, exam(), attemptId, userId, now), now), now),
    )();
  };

  defineRoute(
    app,
    challengeStartEndpoint,
    { summary: '开始挑战（有未完成的挑战时继续它）', tags, auth: 'required' },
    ({ body, user }) => {
      const now = ctx.now();
      return db.transaction(() =>
        challengeView(db, startChallenge(db, exam(), user.id, body.inviteUserId ?? null, now), now),
      )();
    },
  );

  defineRoute(
    app,
    challengeStateEndpoint,
    { summary: '挑战当前状态（刷新后继续同一题）', tags, auth: 'required' },
    ({ params, user }) => step(params.attemptId, user.id, (ch) => ch),
  );

  defineRoute(
    app,
    challengeAnswerEndpoint,
    { summary: '提交本关答案（超时按答错计）', tags, auth: 'required' },
    ({ body, user }) =>
      step(body.attemptId, user.id, (ch, now) => answer(db, ch, body.index, body.answer, now)),
  );

  defineRoute(
    app,
    challengeNextEndpoint,
    { summary: '进入下一关', tags, auth: 'required' },
    ({ body, user }) => step(body.attemptId, user.id, (ch, now) => next(db, ch, now)),
  );

  defineRoute(
    app,
    challengePropEndpoint,
    { summary: '使用道具（效果由服务器决定）', tags, auth: 'required' },
    ({ body, user }) =>
      step(body.attemptId, user.id, (ch, now) => useProp(db, ch, body.propType, body.index, now)),
  );

  defineRoute(
    app,
    challengeGiveUpEndpoint,
    { summary: '放弃复活，结束挑战', tags, auth: 'required' },
    ({ body, user }) => step(body.attemptId, user.id, (ch, now) => giveUp(db, ch, now)),
  );

  defineRoute(
    app,
    challengeResultEndpoint,
    { summary: '挑战结果', tags, auth: 'required' },
    ({ params, user }) => {
      const now = ctx.now();
      return db.transaction(() =>
        challengeResult(db, load(db, exam(), params.attemptId, user.id, now), now),
      )();
    },
  );

  defineRoute(
    app,
    challengeRankEndpoint,
    { summary: '闯关排行榜（今日 / 总榜，同分按用时）', tags, auth: 'optional' },
    ({ query, user }) => {
      const e = exam();
      const q = examQueries(db);
      if (query.scope === 'today') {
        const rows = questionnaireQueries(db).dayBoard(e.id, dayStart(ctx.now()));
        const items = rows.map((r, i) => ({
          rank: i + 1,
          userId: r.user_id,
          nickname: r.nickname,
          level: r.score / 10,
          usedSeconds: r.used_seconds,
        }));
        return {
          scope: query.scope,
          list: items.slice(0, BOARD_SIZE),
          total: items.length,
          mine: (user && items.find((r) => r.userId === user.id)) ?? null,
        };
      }
      const list = q.leaderboard(e.id, BOARD_SIZE, 0).map((r, i) => ({
        rank: i + 1,
        userId: r.user_id,
        nickname: r.nickname,
        level: r.best_score / 10,
        usedSeconds: r.best_seconds,
      }));
      const me = user ? q.leaderOf(e.id, user.id) : undefined;
      const myRank = user && me ? rankOf(db, e.id, user.id) : null;
      return {
        scope: query.scope,
        list,
        total: q.scoreCount(e.id),
        mine:
          me && myRank
            ? {
                rank: myRank,
                userId: me.user_id,
                nickname: me.nickname,
                level: me.best_score / 10,
                usedSeconds: me.best_seconds,
              }
            : null,
      };
    },
  );

  defineRoute(
    app,
    challengePropsEndpoint,
    { summary: '我的道具（含复活卡）', tags, auth: 'required' },
    ({ user }) => challengeProps(db, QUESTIONNAIRE_EXAM_ID, user.id),
  );

  // QA: the current question's right answer and a wrong option.
  defineRoute(
    app,
    simChallengeAnswerEndpoint,
    { summary: '当前题的正确答案（QA）', tags: ['sim'], auth: 'none' },
    ({ params }) => {
      const q = examQueries(db);
      const owner = questionnaireQueries(db).ownerOf(params.attemptId);
      const attempt = owner === null ? undefined : q.attempt(params.attemptId, owner);
      if (!attempt) throw notFound('挑战不存在');
      const index = Math.min(q.answeredCount(attempt.id), questionIdsOf(attempt).length - 1);
      const question = getQuestion(db, questionIdsOf(attempt)[index] as number);
      const keys = (JSON.parse(question.options) as { key: string }[]).map((o) => o.key);
      return {
        index,
        type: question.type,
        right: question.answer,
        wrong: keys.find((k) => !question.answer.includes(k)) ?? '',
      };
    },
  );
}
