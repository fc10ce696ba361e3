import type { FastifyInstance } from 'fastify';
import {
  COINS_PER_YUAN,
  coinPackagesEndpoint,
  coinUnlockEndpoint,
  courseCoins,
  type CoinUnlock,
} from '../../../renderer/src/contracts/api/channel';
import { badRequest, conflict, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import type { Db } from '../db/types';

type PackageRow = { id: number; coins: number; bonus: number; price_cents: number };

export const coinPackage = (db: Db, id: number): PackageRow | undefined =>
  db.prepare<[number], PackageRow>('SELECT * FROM coin_packages WHERE id = ?').get(id);

export const coinBalance = (db: Db, userId: number): number =>
  db
    .prepare<[number], { balance: number }>('SELECT balance FROM user_coins WHERE user_id = ?')
    .get(userId)?.balance ?? 0;

/** Adds (or, negative, spends) coins and writes the bill; run inside the caller's transaction. */
export function addCoins(
  db: Db,
  userId: number,
  delta: number,
  reason: string,
  ref: string,
  now: number,
  clientKey: string | null = null,
): void {
  db.prepare(
    'INSERT INTO user_coins (user_id, balance) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET balance = balance + excluded.balance',
  ).run(userId, delta);
  db.prepare(
    'INSERT INTO coin_bills (user_id, delta, reason, ref, client_key, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(userId, delta, reason, ref, clientKey, now);
}

/** Coin packages (bought as orders of type 7) and unlocking a paid course with coins. */
export function coinRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['activity'];

  defineRoute(
    app,
    coinPackagesEndpoint,
    { summary: '金币充值套餐与我的金币', tags, auth: 'optional' },
    ({ user }) => ({
      packages: db
        .prepare<[], PackageRow>('SELECT * FROM coin_packages ORDER BY price_cents')
        .all()
        .map((p) => ({ id: p.id, coins: p.coins, bonus: p.bonus, priceCents: p.price_cents })),
      balance: user ? coinBalance(db, user.id) : null,
      coinsPerYuan: COINS_PER_YUAN,
    }),
  );

  defineRoute(
    app,
    coinUnlockEndpoint,
    { summary: '用金币解锁付费课程（幂等）', tags, auth: 'required', msg: '解锁成功' },
    ({ user, body }): CoinUnlock => {
      const now = ctx.now();
      return db.transaction(() => {
        // The same request again (a double tap, a retry) answers what the first one did.
        const done = db
          .prepare<[number, string], { delta: number; ref: string }>(
            "SELECT delta, ref FROM coin_bills WHERE user_id = ? AND client_key = ? AND reason = '解锁课程'",
          )
          .get(user.id, body.clientKey);
        if (done) {
          if (done.ref !== String(body.courseId)) throw conflict('请求标识已被使用，请刷新后重试');
          return {
            courseId: body.courseId,
            coinsSpent: -done.delta,
            balance: coinBalance(db, user.id),
          };
        }
        const course = db
          .prepare<[number], { price_cents: number }>(
            'SELECT price_cents FROM courses WHERE id = ?',
          )
          .get(body.courseId);
        if (!course) throw notFound('课程不存在');
        if (course.price_cents <= 0) throw badRequest('该课程免费，无需解锁');
        if (
          db
            .prepare('SELECT 1 FROM course_purchases WHERE user_id = ? AND course_id = ?')
            .get(user.id, body.courseId)
        )
          throw conflict('您已购买该课程，无需重复购买');
        const cost = courseCoins(course.price_cents);
        const balance = coinBalance(db, user.id);
        if (balance < cost) throw conflict(`金币不足，还差 ${cost - balance} 金币，请先充值`);
        addCoins(db, user.id, -cost, '解锁课程', String(body.courseId), now, body.clientKey);
        db.prepare(
          'INSERT INTO course_purchases (user_id, course_id, order_no, created_at) VALUES (?, ?, NULL, ?)',
        ).run(user.id, body.courseId, now);
        return { courseId: body.courseId, coinsSpent: cost, balance: balance - cost };
      })();
    },
  );
}
