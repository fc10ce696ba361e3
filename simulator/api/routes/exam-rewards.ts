import type { FastifyInstance } from 'fastify';
import {
  receiveExamTaskRewardEndpoint,
  examTaskReceiveRewardEndpoint,
  inviteRecordEndpoint,
  rankPageEndpoint,
  rankingRewardEndpoint,
  receiveExamRankingRewardEndpoint,
  redpackRankingWithdrawEndpoint,
  examTaskRewardListEndpoint,
  redpackWithdrawEndpoint,
  redpackRecordEndpoint,
} from '../../../renderer/src/contracts/api/exam';
import { defineRoute } from '../lib/route';
import { publicUrl } from '../lib/urls';
import { maskPhone } from '../seed/names';
import { getExam, rankOf, settleExpiredAttempts } from '../lib/exam-engine';
import {
  claimRankingToBalance,
  claimTask,
  rankingStanding,
  redpackPage,
  tasksOf,
} from '../lib/exam-rewards';
import { balanceOf, withdraw } from '../lib/redpack-balance';
import { examQueries, type LeaderRow } from '../queries/exam';
import { examRewardQueries, type InviteeRow } from '../queries/exam-rewards';
import { CHALLENGE_PROPS } from '../lib/questionnaire-challenge';
import { avatarPath } from '../lib/avatar-png';

/** What one friend earned the inviter: a prop (the questionnaire), an invitation red packet, or nothing past the limit. */
const inviteRewardText = (r: InviteeRow): string =>
  r.reward_prop !== null
    ? `${CHALLENGE_PROPS[r.reward_prop]?.name ?? '道具'} +1`
    : r.reward_cents > 0
      ? `邀请红包 +${(r.reward_cents / 100).toFixed(2)}元`
      : '已达奖励上限';

/** An exam's invitees, leaderboard, ranking rewards, tasks and red packets. */
export function examRewardRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['exam'];

  defineRoute(
    app,
    inviteRecordEndpoint,
    { summary: '我邀请的好友', tags, auth: 'required' },
    ({ body, user, req }) => {
      const q = examRewardQueries(db);
      const list = q
        .invitees(body.examId, user.id, body.size, (body.page - 1) * body.size)
        .map((r) => ({
          userId: r.id,
          nickname: r.nickname,
          avatar: publicUrl(req, avatarPath(r.id)),
          phone: maskPhone(r.phone),
          createdAt: r.created_at,
          rewardCents: r.reward_cents,
          rewardText: inviteRewardText(r),
        }));
      return { list, total: q.inviteCount(body.examId, user.id), page: body.page, size: body.size };
    },
  );

  defineRoute(
    app,
    rankPageEndpoint,
    { summary: '排行榜', tags, auth: 'optional' },
    ({ body, user, req }) => {
      // Everyone's attempts past their deadline count before the board is read.
      settleExpiredAttempts(db, getExam(db, body.examId), null, ctx.now());
      const q = examQueries(db);
      const offset = (body.page - 1) * body.size;
      const item = (r: LeaderRow, rank: number) => ({
        rank,
        userId: r.user_id,
        nickname: r.nickname,
        avatar: publicUrl(req, avatarPath(r.user_id)),
        score: r.best_score,
        usedSeconds: r.best_seconds,
      });
      const list = q
        .leaderboard(body.examId, body.size, offset)
        .map((r, i) => item(r, offset + i + 1));
      const myRank = user ? rankOf(db, body.examId, user.id) : null;
      const mine = user && myRank ? q.leaderOf(body.examId, user.id) : undefined;
      return {
        list,
        total: q.scoreCount(body.examId),
        page: body.page,
        size: body.size,
        mine: mine && myRank ? item(mine, myRank) : null,
      };
    },
  );

  defineRoute(
    app,
    rankingRewardEndpoint,
    { summary: '排名奖励档位与我的名次', tags, auth: 'optional' },
    ({ body, user }) => rankingStanding(db, getExam(db, body.examId), user?.id ?? null, ctx.now()),
  );

  defineRoute(
    app,
    receiveExamRankingRewardEndpoint,
    {
      summary: '领取排名奖励（竞赛结束后，计入红包余额）',
      tags,
      auth: 'required',
      msg: '领取成功',
    },
    ({ body, user }) => {
      const now = ctx.now();
      return db.transaction(() => {
        const e = getExam(db, body.examId);
        const r = claimRankingToBalance(db, e, user.id, now);
        return { ...r, balanceCents: balanceOf(db, e.id, user.id).balance };
      })();
    },
  );

  defineRoute(
    app,
    redpackRankingWithdrawEndpoint,
    { summary: '领取并提现排名奖励', tags, auth: 'required', msg: '提现成功' },
    ({ body, user }) => {
      const now = ctx.now();
      return db.transaction(() => {
        const e = getExam(db, body.examId);
        // Claims and pays out in one go, once: a reward already claimed (into the balance by
        // /receive/exam/ranking/reward, or paid out here) is withdrawn from the balance instead.
        const amount = claimRankingToBalance(db, e, user.id, now).amountCents;
        return withdraw(ctx, e.id, user.id, { ...body, amountCents: amount }, now);
      })();
    },
  );

  defineRoute(
    app,
    examTaskRewardListEndpoint,
    { summary: '任务与奖励', tags, auth: 'required' },
    ({ body, user }) => {
      getExam(db, body.examId);
      return tasksOf(db, body.examId, user.id);
    },
  );
  for (const endpoint of [receiveExamTaskRewardEndpoint, examTaskReceiveRewardEndpoint]) {
    defineRoute(
      app,
      endpoint,
      { summary: '领取任务奖励', tags, auth: 'required', msg: '领取成功' },
      ({ body, user }) => {
        getExam(db, body.examId);
        return claimTask(db, body.examId, body.taskId, user.id, ctx.now());
      },
    );
  }

  defineRoute(
    app,
    redpackWithdrawEndpoint,
    { summary: '红包提现（账号可 RSA 加密）', tags, auth: 'required', msg: '提现成功' },
    ({ body, user }) => {
      getExam(db, body.examId);
      return db.transaction(() => withdraw(ctx, body.examId, user.id, body, ctx.now()))();
    },
  );

  defineRoute(
    app,
    redpackRecordEndpoint,
    { summary: '红包记录与余额', tags, auth: 'required' },
    ({ body, user }) => redpackPage(db, body.examId, user.id, body),
  );
}
