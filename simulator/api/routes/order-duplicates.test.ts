import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../renderer/src/contracts/api/order';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

/** A course or series is paid for once, however the requests arrive. */
describe('orders: no course or series bought twice', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const ordersOf = (phone: string, goodsId: number) =>
    s.db
      .prepare<[string, number], { status: number; coupon_code: string | null }>(
        'SELECT o.status, o.coupon_code FROM orders o JOIN users u ON u.id = o.user_id WHERE u.phone = ? AND o.goods_id = ? AND o.order_type IN (2, 3)',
      )
      .all(phone, goodsId);

  it('answers a second 下单 with the open unpaid order, and a second payment with 订单已支付', async () => {
    const token = await loginAs(s.app, '13300000101');
    const first = await call<Order>(
      s.app,
      'POST',
      '/v3/order/create',
      { orderType: 2, goodsId: 2 },
      token,
    );
    const second = await call<Order>(
      s.app,
      'POST',
      '/v3/order/create',
      { orderType: 2, goodsId: 2 },
      token,
    );
    expect(second.body.data.orderNo).toBe(first.body.data.orderNo);
    expect(
      (
        await call(
          s.app,
          'POST',
          '/v3/order/pay',
          { orderNo: first.body.data.orderNo, channel: 'wechat' },
          token,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          s.app,
          'POST',
          '/v3/order/pay',
          { orderNo: second.body.data.orderNo, channel: 'wechat' },
          token,
        )
      ).body.msg,
    ).toBe('订单已支付，请勿重复支付');
    expect(ordersOf('13300000101', 2)).toHaveLength(1);
  });

  it.each([
    ['a course', 2, 7],
    ['a series', 3, 22],
  ])(
    'refuses to pay for %s the user obtained meanwhile: 409, the order cancelled, its coupon released',
    async (_name, orderType, goodsId) => {
      const phone = `1330000020${orderType}`;
      const token = await loginAs(s.app, phone);
      await call(s.app, 'POST', '/member/coupon/receive/2', undefined, token); // 课程通用券 满99减20
      const coupon = (
        await call<{ code: string }[]>(s.app, 'GET', '/member/coupons?status=0', undefined, token)
      ).body.data[0]?.code;
      const pending = await call<Order>(
        s.app,
        'POST',
        '/v3/order/create',
        { orderType, goodsId, couponEachCode: coupon },
        token,
      );
      expect(pending.body.data.couponCode).toBe(coupon);
      // Obtained another way (here: the points mall's grant), while the order waits.
      const userId = s.db
        .prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?')
        .get(phone)?.id;
      s.db
        .prepare(
          'INSERT INTO course_purchases (user_id, course_id, order_no, created_at) VALUES (?, ?, NULL, ?)',
        )
        .run(userId, goodsId, s.clock.now());
      const pay = await call(
        s.app,
        'POST',
        '/v3/order/pay',
        { orderNo: pending.body.data.orderNo, channel: 'alipay' },
        token,
      );
      expect(pay).toMatchObject({ status: 409, body: { msg: '您已购买该课程，无需重复购买' } });
      expect(ordersOf(phone, goodsId)).toEqual([{ status: 2, coupon_code: coupon }]);
      const free = (
        await call<{ code: string }[]>(s.app, 'GET', '/member/coupons?status=0', undefined, token)
      ).body.data.map((c) => c.code);
      expect(free).toContain(coupon);
    },
  );

  it('takes 20 concurrent identical 下单 and 支付 as one purchase', async () => {
    const token = await loginAs(s.app, '13300000301');
    const create = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<Order>(s.app, 'POST', '/v3/order/create', { orderType: 2, goodsId: 4 }, token),
      ),
    );
    expect(new Set(create.map((r) => r.body.data.orderNo)).size).toBe(1);
    const orderNo = create[0]?.body.data.orderNo;
    const pay = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(s.app, 'POST', '/v3/order/pay', { orderNo, channel: 'wechat' }, token),
      ),
    );
    expect(pay.filter((r) => r.status === 200)).toHaveLength(1);
    expect(ordersOf('13300000301', 4)).toEqual([{ status: 1, coupon_code: null }]);
  });
});
