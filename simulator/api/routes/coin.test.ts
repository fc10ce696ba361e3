import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoinPackages, CoinUnlock } from '../../../renderer/src/contracts/api/channel';
import type { Order, OrderQuote } from '../../../renderer/src/contracts/api/order';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

/** Coins are bought through the purchase flow (order type 7) and unlock paid courses. */
describe('coins: packages, top-up orders and unlocking a course', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13300000081');
  });
  afterAll(() => s.close());

  const packages = (t?: string) => call<CoinPackages>(s.app, 'GET', '/coin/packages', undefined, t);
  const unlock = (courseId: number, clientKey: string) =>
    call<CoinUnlock>(s.app, 'POST', '/coin/unlock', { courseId, clientKey }, token);
  const coursePrice = (id: number) =>
    s.db
      .prepare<[number], { price_cents: number }>('SELECT price_cents FROM courses WHERE id = ?')
      .get(id)?.price_cents ?? 0;

  it('lists the packages in cents, with the balance only for a signed-in user', async () => {
    const anon = (await packages()).body.data;
    expect(anon.balance).toBeNull();
    expect(anon.coinsPerYuan).toBe(10);
    expect(anon.packages[0]).toEqual({ id: 1, coins: 60, bonus: 0, priceCents: 600 });
    expect((await packages(token)).body.data.balance).toBe(0);
  });

  it('tops up once per paid order, without coupons', async () => {
    const body = { orderType: 7, goodsId: 4 };
    const q = (await call<OrderQuote>(s.app, 'POST', '/v3/order/valid', body, token)).body.data;
    expect(q).toMatchObject({
      goodsTitle: '金币充值·1440金币',
      payCents: 12800,
      usableCoupons: [],
    });
    const order = (await call<Order>(s.app, 'POST', '/v3/order/create', body, token)).body.data;
    expect(
      (await call<Order>(s.app, 'POST', '/v3/order/create', body, token)).body.data.orderNo,
    ).toBe(order.orderNo);
    const pay = () =>
      call<Order>(
        s.app,
        'POST',
        '/v3/order/pay',
        { orderNo: order.orderNo, channel: 'wechat' },
        token,
      );
    expect((await pay()).body.data.status).toBe(1);
    expect((await pay()).status).toBe(409);
    expect((await packages(token)).body.data.balance).toBe(1440);
    expect(
      (await call(s.app, 'POST', '/v3/order/valid', { orderType: 7, goodsId: 99 }, token)).body.msg,
    ).toBe('金币套餐不存在');
  });

  it('unlocks a paid course with coins once, whatever is retried, and refuses what it cannot do', async () => {
    const cost = Math.ceil(coursePrice(2) / 10);
    const first = await unlock(2, 'unlock-key-0001');
    expect(first.body.data).toEqual({ courseId: 2, coinsSpent: cost, balance: 1440 - cost });
    expect((await unlock(2, 'unlock-key-0001')).body.data).toEqual(first.body.data);
    expect(await unlock(2, 'unlock-key-0002')).toMatchObject({
      status: 409,
      body: { msg: '您已购买该课程，无需重复购买' },
    });
    const rights = await call<{ access: boolean; reason: string }>(
      s.app,
      'GET',
      '/live/playback/userights/2',
      undefined,
      token,
    );
    expect(rights.body.data).toMatchObject({ reason: 'purchased' });
    expect(await unlock(99999, 'unlock-key-0003')).toMatchObject({
      status: 404,
      body: { msg: '课程不存在' },
    });
    expect(await unlock(4, 'x')).toMatchObject({ status: 400, body: { msg: '请求标识不正确' } });
  });

  it('says how many coins are missing', async () => {
    const poor = await loginAs(s.app, '13300000082');
    const r = await call(
      s.app,
      'POST',
      '/coin/unlock',
      { courseId: 4, clientKey: 'unlock-key-0100' },
      poor,
    );
    expect(r).toMatchObject({
      status: 409,
      body: { msg: `金币不足，还差 ${Math.ceil(coursePrice(4) / 10)} 金币，请先充值` },
    });
  });
});
