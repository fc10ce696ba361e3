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
import { addCoins, coinBalance } from '../lib/coins';
import { coinQueries } from '../queries/coins';
import { courseQueries } from '../queries/courses';

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
      packages: coinQueries(db)
        .packages()
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
        const done = coinQueries(db).unlockByKey(user.id, body.clientKey);
        if (done) {
          if (done.ref !== String(body.courseId)) throw conflict('请求标识已被使用，请刷新后重试');
          return {
            courseId: body.courseId,
            coinsSpent: -done.delta,
            balance: coinBalance(db, user.id),
          };
        }
        const courses = courseQueries(db);
        const priceCents = courses.priceCents(body.courseId);
        if (priceCents === undefined) throw notFound('课程不存在');
        if (priceCents <= 0) throw badRequest('该课程免费，无需解锁');
        if (courses.owns(user.id, body.courseId)) throw conflict('您已购买该课程，无需重复购买');
        const cost = courseCoins(priceCents);
        const balance = coinBalance(db, user.id);
        if (balance < cost) throw conflict(`金币不足，还差 ${cost - balance} 金币，请先充值`);
        addCoins(db, user.id, -cost, '解锁课程', String(body.courseId), now, body.clientKey);
        courses.addWithoutOrder(user.id, body.courseId, now);
        return { courseId: body.courseId, coinsSpent: cost, balance: balance - cost };
      })();
    },
  );
}
