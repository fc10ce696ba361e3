import type { FastifyInstance } from 'fastify';
import {
  checkinRewardFor,
  integralAccountEndpoint,
  integralCheckinEndpoint,
  integralPointsBillEndpoint,
} from '../../../renderer/src/contracts/api/mall';
import { conflict, notFound } from '../lib/envelope';
import { simGrantPointsEndpoint } from '../sim/mall-endpoints';
import { defineRoute } from '../lib/route';
import { dayStart } from '../lib/time';
import { settleAutoConfirm } from '../lib/mall-orders';
import { getUser } from '../lib/users';
import { earnedToday } from '../lib/points-earning';
import type { Db } from '../db/types';
import { changePoints } from '../lib/points-ledger';
import { mallOrderQueries } from '../queries/mall-orders';
import { pointsQueries } from '../queries/points';

const DAY = 86_400_000;

/** Today's reading and answering points, as the account answers them. */
function todayEarnings(
  db: Db,
  userId: number,
  now: number,
): { readPointsToday: number; answerPointsToday: number } {
  const { read, answer } = earnedToday(db, userId, now);
  return { readPointsToday: read, answerPointsToday: answer };
}

/** The streak as of `now`: today's run if checked in today, else yesterday's run (0 when broken). */
function streakOf(
  db: Db,
  userId: number,
  now: number,
): { checkedInToday: boolean; streak: number } {
  const today = dayStart(now);
  const last = pointsQueries(db).lastCheckin(userId);
  if (!last) return { checkedInToday: false, streak: 0 };
  if (last.day === today) return { checkedInToday: true, streak: last.streak };
  return { checkedInToday: false, streak: last.day === today - DAY ? last.streak : 0 };
}

/** Points: the balance, daily check-in, the bill, and QA's grant. */
export function mallPointsRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['mall'];

  defineRoute(
    app,
    integralAccountEndpoint,
    { summary: '我的积分与今日签到', tags, auth: 'required' },
    ({ user }) => {
      const now = ctx.now();
      settleAutoConfirm(db, now);
      const { checkedInToday, streak } = streakOf(db, user.id, now);
      return {
        points: getUser(db, user.id).points,
        // Exchanges still open (待发货 / 待收货) hold their points until they complete or are closed.
        frozenPoints: pointsQueries(db).frozen(user.id),
        exchangedCount: mallOrderQueries(db).countOfUser(user.id),
        checkedInToday,
        checkinStreak: streak,
        ...todayEarnings(db, user.id, now),
      };
    },
  );

  defineRoute(
    app,
    integralCheckinEndpoint,
    { summary: '每日签到领积分', tags, auth: 'required', msg: '签到成功' },
    ({ user }) => {
      const now = ctx.now();
      return db.transaction(() => {
        const before = streakOf(db, user.id, now);
        if (before.checkedInToday) throw conflict('今天已签到，明天再来吧');
        const streak = before.streak + 1;
        const reward = checkinRewardFor(streak);
        pointsQueries(db).addCheckin(user.id, dayStart(now), streak, reward);
        changePoints(db, user.id, reward, `每日签到（连续${streak}天）`, now);
        return { reward, streak, points: getUser(db, user.id).points };
      })();
    },
  );

  defineRoute(
    app,
    integralPointsBillEndpoint,
    { summary: '积分收支明细', tags, auth: 'required' },
    ({ query, user }) => {
      settleAutoConfirm(db, ctx.now());
      // 收入 is every positive line (check-ins, grants, returned points), 支出 every negative one.
      const sign = query.type === 'income' ? 1 : query.type === 'expense' ? -1 : 0;
      const q = pointsQueries(db);
      const total = q.billCount(user.id, sign);
      const list = q
        .billPage(user.id, sign, query.size, (query.page - 1) * query.size)
        .map((r) => ({
          id: r.id,
          delta: r.delta,
          reason: r.reason,
          createdAt: r.created_at,
          orderId: r.order_id,
          frozen: r.open === 1,
        }));
      return { list, total, page: query.page, size: query.size };
    },
  );

  defineRoute(
    app,
    simGrantPointsEndpoint,
    { summary: '给账号发放积分（QA）', tags: ['sim'], auth: 'none' },
    ({ body }) => {
      const userId = pointsQueries(db).userOfPhone(body.phone);
      if (userId === undefined) throw notFound('账号不存在');
      return db.transaction(() => {
        changePoints(db, userId, body.points, '运营发放', ctx.now());
        return { points: getUser(db, userId).points };
      })();
    },
  );
}
