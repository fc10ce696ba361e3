import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { phoneSchema } from '../../../renderer/src/contracts/api/auth';
import {
  checkinRewardFor,
  integralAccountEndpoint,
  integralCheckinEndpoint,
  integralPointsBillEndpoint,
} from '../../../renderer/src/contracts/api/mall';
import { conflict, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { dayStart } from '../lib/time';
import { getUser } from '../lib/users';
import type { Db } from '../db/types';
import type { Endpoint } from '../../../renderer/src/contracts/api/endpoint';

const DAY = 86_400_000;

/** Adds `delta` (negative to spend) to a user's points and writes the bill line; call inside a transaction. */
export function changePoints(db: Db, userId: number, delta: number, reason: string, now: number): void {
  db.prepare('UPDATE users SET points = points + ? WHERE id = ?').run(delta, userId);
  db.prepare('INSERT INTO points_log (user_id, delta, reason, created_at) VALUES (?, ?, ?, ?)').run(userId, delta, reason, now);
}

/** The streak as of `now`: today's run if checked in today, else yesterday's run (0 when broken). */
function streakOf(db: Db, userId: number, now: number): { checkedInToday: boolean; streak: number } {
  const today = dayStart(now);
  const last = db.prepare<[number], { day: number; streak: number }>('SELECT day, streak FROM mall_checkins WHERE user_id = ? ORDER BY day DESC LIMIT 1').get(userId);
  if (!last) return { checkedInToday: false, streak: 0 };
  if (last.day === today) return { checkedInToday: true, streak: last.streak };
  return { checkedInToday: false, streak: last.day === today - DAY ? last.streak : 0 };
}

const grantBodySchema = z.object({
  phone: phoneSchema,
  points: z.number().int('积分须为整数').min(1, '积分须在1 - 1000000之间').max(1_000_000, '积分须在1 - 1000000之间'),
});
/** POST /__sim/mall/grant-points: QA gives an account points (written to its bill as 运营发放). */
const simGrantPointsEndpoint = { method: 'POST', path: '/__sim/mall/grant-points', body: grantBodySchema, response: z.object({ points: z.number() }) } as const satisfies Endpoint;

/** Points: the balance, daily check-in, the bill, and QA's grant. */
export function mallPointsRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['mall'];

  defineRoute(app, integralAccountEndpoint, { summary: '我的积分与今日签到', tags, auth: 'required' }, ({ user }) => {
    const { checkedInToday, streak } = streakOf(db, user.id, ctx.now());
    return {
      points: getUser(db, user.id).points,
      exchangedCount: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM mall_orders WHERE user_id = ?').get(user.id)?.n ?? 0,
      checkedInToday,
      checkinStreak: streak,
    };
  });

  defineRoute(app, integralCheckinEndpoint, { summary: '每日签到领积分', tags, auth: 'required', msg: '签到成功' }, ({ user }) => {
    const now = ctx.now();
    return db.transaction(() => {
      const before = streakOf(db, user.id, now);
      if (before.checkedInToday) throw conflict('今天已签到，明天再来吧');
      const streak = before.streak + 1;
      const reward = checkinRewardFor(streak);
      db.prepare('INSERT INTO mall_checkins (user_id, day, streak, reward) VALUES (?, ?, ?, ?)').run(user.id, dayStart(now), streak, reward);
      changePoints(db, user.id, reward, `每日签到（连续${streak}天）`, now);
      return { reward, streak, points: getUser(db, user.id).points };
    })();
  });

  defineRoute(app, integralPointsBillEndpoint, { summary: '积分收支明细', tags, auth: 'required' }, ({ query, user }) => {
    // 收入 is every positive line (check-ins, grants, returned points), 支出 every negative one.
    const sign = query.type === 'income' ? 1 : query.type === 'expense' ? -1 : 0;
    const where = 'user_id = ? AND (? = 0 OR (? = 1 AND delta > 0) OR (? = -1 AND delta < 0))';
    const total = db.prepare<[number, number, number, number], { n: number }>(`SELECT COUNT(*) AS n FROM points_log WHERE ${where}`).get(user.id, sign, sign, sign)?.n ?? 0;
    const list = db
      .prepare<[number, number, number, number, number, number], { id: number; delta: number; reason: string; created_at: number }>(`SELECT * FROM points_log WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(user.id, sign, sign, sign, query.size, (query.page - 1) * query.size)
      .map((r) => ({ id: r.id, delta: r.delta, reason: r.reason, createdAt: r.created_at }));
    return { list, total, page: query.page, size: query.size };
  });

  defineRoute(app, simGrantPointsEndpoint, { summary: '给账号发放积分（QA）', tags: ['sim'], auth: 'none' }, ({ body }) => {
    const row = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?').get(body.phone);
    if (!row) throw notFound('账号不存在');
    return db.transaction(() => {
      changePoints(db, row.id, body.points, '运营发放', ctx.now());
      return { points: getUser(db, row.id).points };
    })();
  });
}
