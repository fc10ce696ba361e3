import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { phoneSchema } from '../../../renderer/src/contracts/api/auth';
import {
  MALL_ORDER_STATUS,
  checkinRewardFor,
  integralAccountEndpoint,
  integralCheckinEndpoint,
  integralPointsBillEndpoint,
} from '../../../renderer/src/contracts/api/mall';
import { conflict, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { dayStart } from '../lib/time';
import { settleAutoConfirm } from '../lib/mall-orders';
import { getUser } from '../lib/users';
import { earnedToday } from '../lib/points-earning';
import type { Db } from '../db/types';
import type { Endpoint } from '../../../renderer/src/contracts/api/endpoint';

const DAY = 86_400_000;

/**
 * Adds `delta` (negative to spend) to a user's points and writes the bill line, tied to the exchange
 * `orderId` when it pays for or returns one; call inside a transaction. Answers the line's id.
 */
export function changePoints(
  db: Db,
  userId: number,
  delta: number,
  reason: string,
  now: number,
  orderId: number | null = null,
): number {
  db.prepare('UPDATE users SET points = points + ? WHERE id = ?').run(delta, userId);
  return Number(
    db
      .prepare(
        'INSERT INTO points_log (user_id, delta, reason, created_at, order_id) VALUES (?, ?, ?, ?, ?)',
      )
      .run(userId, delta, reason, now, orderId).lastInsertRowid,
  );
}

/** Today's reading and answering points, as the account answers them. */
function todayEarnings(
  db: Db,
  userId: number,
  now: number,
): { readPointsToday: number; answerPointsToday: number } {
  const { read, answer } = earnedToday(db, userId, now);
  return { readPointsToday: read, answerPointsToday: answer };
}

/** Exchanges still open (待发货 / 待收货) hold their points until they complete or are closed. */
const OPEN_STATUSES = `(${MALL_ORDER_STATUS.PENDING}, ${MALL_ORDER_STATUS.SHIPPED})`;

/** The points held by a user's open exchanges (orders past the auto-confirmation are settled first). */
function frozenPointsOf(db: Db, userId: number): number {
  return (
    db
      .prepare<[number], { n: number }>(
        `SELECT COALESCE(SUM(points), 0) AS n FROM mall_orders WHERE user_id = ? AND status IN ${OPEN_STATUSES}`,
      )
      .get(userId)?.n ?? 0
  );
}

/** The streak as of `now`: today's run if checked in today, else yesterday's run (0 when broken). */
function streakOf(
  db: Db,
  userId: number,
  now: number,
): { checkedInToday: boolean; streak: number } {
  const today = dayStart(now);
  const last = db
    .prepare<[number], { day: number; streak: number }>(
      'SELECT day, streak FROM mall_checkins WHERE user_id = ? ORDER BY day DESC LIMIT 1',
    )
    .get(userId);
  if (!last) return { checkedInToday: false, streak: 0 };
  if (last.day === today) return { checkedInToday: true, streak: last.streak };
  return { checkedInToday: false, streak: last.day === today - DAY ? last.streak : 0 };
}

const grantBodySchema = z.object({
  phone: phoneSchema,
  points: z
    .number()
    .int('积分须为整数')
    .min(1, '积分须在1 - 1000000之间')
    .max(1_000_000, '积分须在1 - 1000000之间'),
});
/** POST /__sim/mall/grant-points: QA gives an account points (written to its bill as 运营发放). */
const simGrantPointsEndpoint = {
  method: 'POST',
  path: '/__sim/mall/grant-points',
  body: grantBodySchema,
  response: z.object({ points: z.number() }),
} as const satisfies Endpoint;

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
        frozenPoints: frozenPointsOf(db, user.id),
        exchangedCount:
          db
            .prepare<[number], { n: number }>(
              'SELECT COUNT(*) AS n FROM mall_orders WHERE user_id = ?',
            )
            .get(user.id)?.n ?? 0,
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
        db.prepare(
          'INSERT INTO mall_checkins (user_id, day, streak, reward) VALUES (?, ?, ?, ?)',
        ).run(user.id, dayStart(now), streak, reward);
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
      const where = 'user_id = ? AND (? = 0 OR (? = 1 AND delta > 0) OR (? = -1 AND delta < 0))';
      const total =
        db
          .prepare<[number, number, number, number], { n: number }>(
            `SELECT COUNT(*) AS n FROM points_log WHERE ${where}`,
          )
          .get(user.id, sign, sign, sign)?.n ?? 0;
      const list = db
        .prepare<
          [number, number, number, number, number, number],
          {
            id: number;
            delta: number;
            reason: string;
            created_at: number;
            order_id: number | null;
            open: number | null;
          }
        >(
          // A spending line of an open exchange is frozen; its return line (a closed order) never is.
          `SELECT l.*, (l.delta < 0 AND o.status IN ${OPEN_STATUSES}) AS open FROM points_log l LEFT JOIN mall_orders o ON o.id = l.order_id WHERE ${where.replace('user_id', 'l.user_id')} ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`,
        )
        .all(user.id, sign, sign, sign, query.size, (query.page - 1) * query.size)
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
      const row = db
        .prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?')
        .get(body.phone);
      if (!row) throw notFound('账号不存在');
      return db.transaction(() => {
        changePoints(db, row.id, body.points, '运营发放', ctx.now());
        return { points: getUser(db, row.id).points };
      })();
    },
  );
}
