import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../renderer/src/contracts/api/order';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

const RETURN_URL = 'http://127.0.0.1:4173/app/member/order/result';

/** The H5 cashier, one open order per goods, the 30-minute pay window. */
describe('orders: H5 cashier, open order, pay window', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const couponOf = async (token: string): Promise<string> => {
    await call(s.app, 'POST', '/member/coupon/receive/1', undefined, token); // 新人会员立减券 满30减10
    const coupons = (
      await call<{ code: string; title: string }[]>(
        s.app,
        'GET',
        '/member/coupons?status=0',
        undefined,
        token,
      )
    ).body.data;
    const code = coupons.find((c) => c.title === '新人会员立减券')?.code;
    if (!code) throw new Error('no coupon');
    return code;
  };
  const cashier = (token: string, orderNo: string, returnUrl = RETURN_URL) =>
    call<{ cashierUrl: string }>(
      s.app,
      'POST',
      '/v3/order/cashier',
      { orderNo, channel: 'wechat', returnUrl },
      token,
    );
  const press = (url: string, action: string) =>
    s.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${action}`,
    });

  it('pays at the cashier once, however often 确认支付 is pressed, and returns to the app', async () => {
    const token = await loginAs(s.app, '13300001601');
    const code = await couponOf(token);
    const order = (
      await call<Order>(
        s.app,
        'POST',
        '/v3/order/create',
        { orderType: 1, goodsId: 1, couponEachCode: code },
        token,
      )
    ).body.data;
    expect(order).toMatchObject({ status: 0, payCents: 2800, payFailure: null });
    expect(order.expireAt - order.createdAt).toBe(30 * 60_000);
    const { cashierUrl } = (await cashier(token, order.orderNo)).body.data;
    const page = await s.app.inject({ method: 'GET', url: new URL(cashierUrl).pathname });
    expect(page.body).toContain('¥28.00');
    expect(page.body).toContain('微信支付收银台');

    const cancelled = await press(cashierUrl, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${RETURN_URL}?orderNo=${order.orderNo}&from=cashier`);
    expect(
      (await call<Order>(s.app, 'GET', `/order/detail/${order.orderNo}`, undefined, token)).body
        .data,
    ).toMatchObject({ status: 0, payFailure: '支付已取消' });

    const [first, second] = await Promise.all([press(cashierUrl, 'pay'), press(cashierUrl, 'pay')]);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    const paid = (
      await call<Order>(s.app, 'GET', `/order/detail/${order.orderNo}`, undefined, token)
    ).body.data;
    expect(paid).toMatchObject({
      status: 1,
      statusText: '已支付',
      payChannel: 'wechat',
      payFailure: null,
    });
    const center = (
      await call<{ status: string; daysLeft: number }>(
        s.app,
        'GET',
        '/member/center',
        undefined,
        token,
      )
    ).body.data;
    expect(center).toMatchObject({ status: 'active', daysLeft: 31 });
    expect((await cashier(token, order.orderNo)).body.msg).toBe('订单已支付，请勿重复支付');
  });

  it('refuses a return address outside the app, an unknown ticket and an unknown action', async () => {
    const token = await loginAs(s.app, '13300001602');
    const order = (
      await call<Order>(s.app, 'POST', '/v3/order/create', { orderType: 1, goodsId: 2 }, token)
    ).body.data;
    expect((await cashier(token, order.orderNo, 'https://evil.example.com/steal')).body.msg).toBe(
      '返回地址不正确',
    );
    expect(
      (await s.app.inject({ method: 'GET', url: '/cashier/0123456789abcdef0123456789abcdef' }))
        .statusCode,
    ).toBe(404);
    const { cashierUrl } = (await cashier(token, order.orderNo)).body.data;
    expect((await press(cashierUrl, 'steal')).statusCode).toBe(400);
  });

  it('answers a repeated 下单 with the open order, replaces it when the coupon changes, and releases the coupon', async () => {
    const token = await loginAs(s.app, '13300001603');
    const code = await couponOf(token);
    const body = { orderType: 1, goodsId: 2, couponEachCode: code };
    const orders = await Promise.all(
      Array.from({ length: 5 }, () => call<Order>(s.app, 'POST', '/v3/order/create', body, token)),
    );
    expect(new Set(orders.map((o) => o.body.data.orderNo)).size).toBe(1);
    const withoutCoupon = (
      await call<Order>(s.app, 'POST', '/v3/order/create', { orderType: 1, goodsId: 2 }, token)
    ).body.data;
    expect(withoutCoupon.orderNo).not.toBe(orders[0]?.body.data.orderNo);
    expect(
      (
        await call<Order>(
          s.app,
          'GET',
          `/order/detail/${orders[0]?.body.data.orderNo}`,
          undefined,
          token,
        )
      ).body.data.statusText,
    ).toBe('已取消');
    const unused = (
      await call<{ code: string }[]>(s.app, 'GET', '/member/coupons?status=0', undefined, token)
    ).body.data.map((c) => c.code);
    expect(unused).toContain(code);
  });

  it('closes an unpaid order after 30 minutes, gives its coupon back and refuses to take payment', async () => {
    const token = await loginAs(s.app, '13300001604');
    const code = await couponOf(token);
    const order = (
      await call<Order>(
        s.app,
        'POST',
        '/v3/order/create',
        { orderType: 1, goodsId: 3, couponEachCode: code },
        token,
      )
    ).body.data;
    const { cashierUrl } = (await cashier(token, order.orderNo)).body.data;
    s.clock.advance(30 * 60_000);
    const closed = (
      await call<Order>(s.app, 'GET', `/order/detail/${order.orderNo}`, undefined, token)
    ).body.data;
    expect(closed).toMatchObject({ status: 3, statusText: '已关闭' });
    expect(
      (
        await call(
          s.app,
          'POST',
          '/v3/order/pay',
          { orderNo: order.orderNo, channel: 'alipay' },
          token,
        )
      ).body.msg,
    ).toBe('订单已超时关闭，请重新下单');
    await press(cashierUrl, 'pay');
    expect(
      (await call<Order>(s.app, 'GET', `/order/detail/${order.orderNo}`, undefined, token)).body
        .data.status,
    ).toBe(3);
    const unused = (
      await call<{ code: string }[]>(s.app, 'GET', '/member/coupons?status=0', undefined, token)
    ).body.data.map((c) => c.code);
    expect(unused).toContain(code);
    expect(
      (await call<{ list: Order[] }>(s.app, 'GET', '/order/list?status=3', undefined, token)).body
        .data.list,
    ).toHaveLength(1);
  });

  it('validates an order while one has run out of time: closes it first, so its coupon is usable again', async () => {
    const token = await loginAs(s.app, '13300001605');
    const code = await couponOf(token);
    const quote = () =>
      call<{ usableCoupons: { code: string }[] }>(
        s.app,
        'POST',
        '/v3/order/valid',
        { orderType: 1, goodsId: 1 },
        token,
      );
    const order = (
      await call<Order>(
        s.app,
        'POST',
        '/v3/order/create',
        { orderType: 1, goodsId: 3, couponEachCode: code },
        token,
      )
    ).body.data;
    // Held by the open order of other goods: not offered.
    expect((await quote()).body.data.usableCoupons.map((c) => c.code)).not.toContain(code);
    s.clock.advance(30 * 60_000);
    expect((await quote()).body.data.usableCoupons.map((c) => c.code)).toContain(code);
    expect(
      s.db
        .prepare<[string], { status: number }>('SELECT status FROM orders WHERE order_no = ?')
        .get(order.orderNo)?.status,
    ).toBe(3);
  });
});
