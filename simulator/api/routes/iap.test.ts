import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IapRestoreResult } from '../../../renderer/src/contracts/api/iap';
import type { Order } from '../../../renderer/src/contracts/api/order';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

/** Apple in-app purchase, verified by the server, credited once, restorable. */
describe('in-app purchase: verify and restore', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const buy = (productId: string, orderNo: string, appleId: string) =>
    call<{ transactionId: string; receipt: string }>(s.app, 'POST', '/__sim/appstore/purchase', {
      productId,
      orderNo,
      appleId,
    });
  const memberDays = async (token: string) =>
    (
      await call<{ daysLeft: number; status: string }>(
        s.app,
        'GET',
        '/member/center',
        undefined,
        token,
      )
    ).body.data;

  it('pays the order with a receipt once; a retry answers the paid order, another order is refused it', async () => {
    const token = await loginAs(s.app, '13300001701');
    const order = (
      await call<Order>(s.app, 'POST', '/v3/order/create', { orderType: 1, goodsId: 1 }, token)
    ).body.data;
    const { receipt } = (await buy('com.taxapp.member.1', order.orderNo, 'apple-1701')).body.data;
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        call<Order>(s.app, 'POST', '/iap/verify', { orderNo: order.orderNo, receipt }, token),
      ),
    );
    expect([a?.body.data.status, b?.body.data.status]).toEqual([1, 1]);
    expect(a?.body.data.payChannel).toBe('applepay');
    expect((await memberDays(token)).daysLeft).toBe(31);
    const other = (
      await call<Order>(s.app, 'POST', '/v3/order/create', { orderType: 1, goodsId: 1 }, token)
    ).body.data;
    expect(
      (await call(s.app, 'POST', '/iap/verify', { orderNo: other.orderNo, receipt }, token)).body
        .msg,
    ).toBe('该购买凭证已使用');
    expect(
      (
        await call(
          s.app,
          'POST',
          '/iap/verify',
          { orderNo: other.orderNo, receipt: 'SIMRCPT-nope' },
          token,
        )
      ).body.msg,
    ).toBe('购买凭证无效');
  });

  it('refuses a receipt for another plan', async () => {
    const token = await loginAs(s.app, '13300001702');
    const order = (
      await call<Order>(s.app, 'POST', '/v3/order/create', { orderType: 1, goodsId: 2 }, token)
    ).body.data;
    const { receipt } = (await buy('com.taxapp.member.1', order.orderNo, 'apple-1702')).body.data;
    expect(
      (await call(s.app, 'POST', '/iap/verify', { orderNo: order.orderNo, receipt }, token)).body
        .msg,
    ).toBe('购买凭证与订单不符');
  });

  it('restores a purchase that never reached the server, once', async () => {
    const token = await loginAs(s.app, '13300001703');
    const order = (
      await call<Order>(s.app, 'POST', '/v3/order/create', { orderType: 1, goodsId: 3 }, token)
    ).body.data;
    await buy('com.taxapp.member.3', order.orderNo, 'apple-1703');
    const receipts = (
      await call<{ receipts: string[] }>(s.app, 'POST', '/__sim/appstore/receipts', {
        appleId: 'apple-1703',
      })
    ).body.data.receipts;
    const first = (await call<IapRestoreResult>(s.app, 'POST', '/iap/restore', { receipts }, token))
      .body.data;
    expect(first).toMatchObject({
      restored: 1,
      message: '已恢复1笔购买',
      orders: [{ orderNo: order.orderNo, status: 1 }],
    });
    expect((await memberDays(token)).daysLeft).toBe(365);
    expect(
      (await call<IapRestoreResult>(s.app, 'POST', '/iap/restore', { receipts }, token)).body.data,
    ).toMatchObject({ restored: 0, message: '没有可恢复的购买' });
    expect((await memberDays(token)).daysLeft).toBe(365);
  });
});

/** A paid course in the iOS app is bought as its price tier's App Store product. */
describe('in-app purchase of a course', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  type Rights = { purchased: boolean; priceCents: number; iosProductId: string | null };
  const paidCourse = async (type: number, nth = 0) => {
    const list = (
      await call<{ list: { id: number; type: number; priceCents: number }[] }>(
        s.app,
        'POST',
        '/live/playback/list',
        { size: 50, type },
      )
    ).body.data.list;
    const c = list.filter((x) => x.priceCents > 0)[nth];
    if (!c) throw new Error('no paid course seeded');
    return c;
  };
  const rights = async (id: number, token: string) =>
    (await call<Rights>(s.app, 'GET', `/live/playback/userights/${id}`, undefined, token)).body
      .data;
  const buy = (productId: string, orderNo: string, appleId: string) =>
    call<{ transactionId: string; receipt: string }>(s.app, 'POST', '/__sim/appstore/purchase', {
      productId,
      orderNo,
      appleId,
    });

  it('unlocks a single course and a series with their tier receipts, once; another tier is refused', async () => {
    const token = await loginAs(s.app, '13300001711');
    for (const [type, orderType] of [
      [1, 2],
      [2, 3],
    ] as const) {
      const c = await paidCourse(type);
      const product = (await rights(c.id, token)).iosProductId;
      expect(product).toBe(`com.sim.taxapp.course.tier${c.priceCents}`);
      const order = (
        await call<Order>(s.app, 'POST', '/v3/order/create', { orderType, goodsId: c.id }, token)
      ).body.data;
      const wrong = (
        await buy(`com.sim.taxapp.course.tier${c.priceCents + 100}`, order.orderNo, 'apple-1711')
      ).body.data.receipt;
      expect(
        (
          await call(
            s.app,
            'POST',
            '/iap/verify',
            { orderNo: order.orderNo, receipt: wrong },
            token,
          )
        ).body.msg,
      ).toBe('购买凭证与订单不符');
      const { receipt } = (await buy(product!, order.orderNo, 'apple-1711')).body.data;
      const [a, b] = await Promise.all(
        [1, 2].map(() =>
          call<Order>(s.app, 'POST', '/iap/verify', { orderNo: order.orderNo, receipt }, token),
        ),
      );
      expect([a?.body.data.status, b?.body.data.status]).toEqual([1, 1]);
      expect((await rights(c.id, token)).purchased).toBe(true);
    }
  });

  it('restores a course purchase that never reached the server to the order it was bought for, once', async () => {
    const token = await loginAs(s.app, '13300001712');
    const c = await paidCourse(1, 1);
    const order = (
      await call<Order>(s.app, 'POST', '/v3/order/create', { orderType: 2, goodsId: c.id }, token)
    ).body.data;
    await buy(`com.sim.taxapp.course.tier${c.priceCents}`, order.orderNo, 'apple-1712');
    const receipts = (
      await call<{ receipts: string[] }>(s.app, 'POST', '/__sim/appstore/receipts', {
        appleId: 'apple-1712',
      })
    ).body.data.receipts;
    // Another account cannot take it.
    const other = await loginAs(s.app, '13300001713');
    expect(
      (await call<IapRestoreResult>(s.app, 'POST', '/iap/restore', { receipts }, other)).body.data
        .restored,
    ).toBe(0);
    expect(
      (await call<IapRestoreResult>(s.app, 'POST', '/iap/restore', { receipts }, token)).body.data,
    ).toMatchObject({ restored: 1, orders: [{ orderNo: order.orderNo, status: 1 }] });
    expect((await rights(c.id, token)).purchased).toBe(true);
    expect(
      (await call<IapRestoreResult>(s.app, 'POST', '/iap/restore', { receipts }, token)).body.data
        .restored,
    ).toBe(0);
  });

  it('the App Store sells no unknown product', async () => {
    expect((await buy('com.sim.taxapp.course.tier0', '1', 'apple-1714')).body.msg).toBe(
      'App Store 中没有该商品',
    );
  });
});
