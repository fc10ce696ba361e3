import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderQuote } from '../../../renderer/src/contracts/api/order';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

/**
 * A coupon never takes off more than is left to pay: one larger than the price makes the order
 * free (实付 0, completed at once), never a negative amount to pay. Each case gives the user a
 * coupon of a made-up face value valid on every order type (scope 0, no threshold).
 */
describe('order pricing: the coupon discount is clamped to what is left to pay', () => {
  let s: TestServer;
  let token: string;
  let userId: number;
  let couponSeq = 0;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13300000077');
    userId =
      s.db.prepare<[], { id: number }>("SELECT id FROM users WHERE phone = '13300000077'").get()
        ?.id ?? 0;
  });
  afterAll(() => s.close());

  /** A fresh coupon of `amountCents` for the user; answers its code. */
  const couponOf = (amountCents: number): string => {
    couponSeq += 1;
    const templateId = 900 + couponSeq;
    s.db
      .prepare(
        'INSERT INTO coupon_templates (id, title, amount_cents, threshold_cents, scope, valid_days, public) VALUES (?, ?, ?, 0, 0, 30, 0)',
      )
      .run(templateId, `测试券${couponSeq}`, amountCents);
    const code = `CTEST${String(couponSeq).padStart(6, '0')}`;
    s.db
      .prepare(
        'INSERT INTO user_coupons (code, user_id, template_id, received_at, expire_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(code, userId, templateId, s.clock.now(), s.clock.now() + 86_400_000);
    return code;
  };
  const quote = (body: object) => call<OrderQuote>(s.app, 'POST', '/v3/order/valid', body, token);

  it.each([
    ['a membership plan (¥38), coupon ¥500', { orderType: 1, goodsId: 1 }, 50_000, 3800],
    [
      'three months of it (¥114), coupon ¥500',
      { orderType: 1, goodsId: 1, goodsQuantity: 3 },
      50_000,
      11_400,
    ],
    [
      'an urgent consultation (¥99 + ¥50), coupon ¥200',
      { orderType: 4, goodsId: 2, consultType: 1, consultTax: '房产继承个税？', urgentCode: 1 },
      20_000,
      14_900,
    ],
    ['a membership plan (¥38), coupon of exactly ¥38', { orderType: 1, goodsId: 1 }, 3800, 3800],
  ])(
    '%s: the discount is the price, the amount to pay 0',
    async (_name, body, couponCents, priceCents) => {
      const r = await quote({ ...body, couponEachCode: couponOf(couponCents) });
      expect(r.status, r.body.msg).toBe(200);
      expect(r.body.data).toMatchObject({ couponDiscountCents: priceCents, payCents: 0 });
      expect(r.body.data.coupon?.amountCents).toBe(couponCents);
    },
  );

  it('a coupon one cent under the price leaves one cent to pay', async () => {
    const r = await quote({ orderType: 1, goodsId: 1, couponEachCode: couponOf(3799) });
    expect(r.body.data).toMatchObject({ totalCents: 3800, couponDiscountCents: 3799, payCents: 1 });
  });

  it('an order the coupon covers is completed at once, its discount the price, and the coupon is spent', async () => {
    const code = couponOf(50_000);
    const order = await call<Order>(
      s.app,
      'POST',
      '/v3/order/create',
      { orderType: 1, goodsId: 2, couponEachCode: code },
      token,
    );
    expect(order.status, order.body.msg).toBe(200);
    const plan = s.db
      .prepare<[], { price_cents: number }>('SELECT price_cents FROM member_plans WHERE id = 2')
      .get()?.price_cents;
    expect(order.body.data).toMatchObject({
      status: 1,
      statusText: '已支付',
      payChannel: 'free',
      payCents: 0,
      totalCents: plan,
      discountCents: plan,
      couponCode: code,
    });
    const stored = s.db
      .prepare<[string], { pay_cents: number; discount_cents: number }>(
        'SELECT pay_cents, discount_cents FROM orders WHERE order_no = ?',
      )
      .get(order.body.data.orderNo);
    expect(stored).toEqual({ pay_cents: 0, discount_cents: plan });
    expect((await quote({ orderType: 1, goodsId: 2, couponEachCode: code })).body.msg).toBe(
      '该优惠券已使用',
    );
  });
});
