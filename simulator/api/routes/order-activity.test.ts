import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityDetail } from '../../../renderer/src/contracts/api/activity';
import type { Order, OrderQuote } from '../../../renderer/src/contracts/api/order';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

const SIGNUP = { name: '王芳', phone: '13300000061', company: '某科技有限公司' };
const RETURN_URL = 'http://localhost:5173/app/member/order/x';

/** A paid activity sign-up (order type 6) priced by the server and fulfilled once. */
describe('orders: paid activity sign-up', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const order = (token: string, body: unknown) =>
    call<Order>(s.app, 'POST', '/v3/order/create', body, token);
  const detail = (token: string) =>
    call<ActivityDetail>(s.app, 'GET', '/activity/detail/2', undefined, token);

  it('prices activity 2 from the server and makes the sign-up once, however often it is paid', async () => {
    const token = await loginAs(s.app, '13300000061');
    const q = await call<OrderQuote>(
      s.app,
      'POST',
      '/v3/order/valid',
      { orderType: 6, goodsId: 2, unitPriceCents: 1 },
      token,
    );
    expect(q.body.data).toMatchObject({
      orderTypeName: '活动报名',
      goodsTitle: '活动报名·金税四期企业税务风险自查训练营',
      payCents: 9900,
      owned: false,
    });

    expect((await order(token, { orderType: 6, goodsId: 2 })).body.msg).toBe('请填写报名信息');
    const body = { orderType: 6, goodsId: 2, signup: SIGNUP };
    const [a, b] = await Promise.all([order(token, body), order(token, body)]);
    expect(a.body.data.orderNo).toBe(b.body.data.orderNo);
    expect(a.body.data.payCents).toBe(9900);
    expect((await detail(token)).body.data.mine).toBeNull();

    const pay = () =>
      call<Order>(
        s.app,
        'POST',
        '/v3/order/pay',
        { orderNo: a.body.data.orderNo, channel: 'wechat' },
        token,
      );
    expect((await pay()).body.data.status).toBe(1);
    expect((await pay()).body.msg).toBe('订单已支付，请勿重复支付');
    const mine = (await detail(token)).body.data.mine;
    expect(mine).toMatchObject({
      name: '王芳',
      maskedPhone: '133****0061',
      company: '某科技有限公司',
    });
    expect(mine?.checkCode).toMatch(/^\d{6}$/);

    // Signed up: no second order, and the quote says there is nothing to pay.
    const again = await order(token, body);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('您已报名该活动，无需重复支付');
    expect(
      (
        await call<OrderQuote>(
          s.app,
          'POST',
          '/v3/order/valid',
          { orderType: 6, goodsId: 2 },
          token,
        )
      ).body.data,
    ).toMatchObject({ owned: true, payCents: 0 });
  });

  it('cancels a second open order at the cashier instead of charging for a sign-up already made', async () => {
    const token = await loginAs(s.app, '13300000062');
    const first = (
      await order(token, {
        orderType: 6,
        goodsId: 2,
        signup: { name: '李强', phone: '13300000062' },
      })
    ).body.data;
    const { cashierUrl } = (
      await call<{ cashierUrl: string }>(
        s.app,
        'POST',
        '/v3/order/cashier',
        { orderNo: first.orderNo, channel: 'wechat', returnUrl: RETURN_URL },
        token,
      )
    ).body.data;
    // The sign-up is made meanwhile by another way (here: this order paid directly).
    expect(
      (
        await call<Order>(
          s.app,
          'POST',
          '/v3/order/pay',
          { orderNo: first.orderNo, channel: 'alipay' },
          token,
        )
      ).body.data.status,
    ).toBe(1);
    await s.app.inject({
      method: 'POST',
      url: new URL(cashierUrl).pathname,
      payload: { action: 'pay' },
    });
    const list = (await call<{ list: Order[] }>(s.app, 'GET', '/order/list', undefined, token)).body
      .data.list;
    expect(list.filter((o) => o.status === 1)).toHaveLength(1);
  });

  let token: string | undefined;
  it.each([
    [{ orderType: 6, goodsId: 1 }, '该活动无需付费，请直接报名'],
    [{ orderType: 6, goodsId: 99 }, '活动不存在'],
    [{ orderType: 6, goodsId: 2, goodsQuantity: 2 }, '每人限报名1次'],
    [
      { orderType: 6, goodsId: 2, signup: { name: '王', phone: '13300000063' } },
      '姓名须为2-20个字',
    ],
  ])('refuses %j: %s', async (body, msg) => {
    token ??= await loginAs(s.app, '13300000063');
    const r = await call(s.app, 'POST', '/v3/order/valid', body, token);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body.msg).toBe(msg);
  });

  it('refuses an order once the sign-up has closed, by the server clock', async () => {
    token ??= await loginAs(s.app, '13300000063');
    s.clock.advance(5 * 366 * 24 * 3_600_000);
    const r = await call(s.app, 'POST', '/v3/order/valid', { orderType: 6, goodsId: 2 }, token);
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('报名已截止');
  });
});
