import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultExperts, Order, OrderQuote } from '../../../renderer/src/contracts/api/order';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

/** 直通车, a paid consultation with an expert (order type 4). */
describe('orders: 直通车 experts and the consultation order', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('lists the experts with the server’s prices, and charges an urgent phone consultation once', async () => {
    const { experts, urgentFeeCents } = (
      await call<ConsultExperts>(s.app, 'GET', '/v3/order/consult/experts')
    ).body.data;
    expect(experts.length).toBeGreaterThan(0);
    expect(experts[0]).toMatchObject({ textCents: 9900, phoneCents: 29900 });
    expect(urgentFeeCents).toBe(5000);

    const token = await loginAs(s.app, '13300000071');
    const body = {
      orderType: 4,
      goodsId: experts[0]?.id,
      consultType: 2,
      consultTax: '股权转让个税如何核定？',
      urgentCode: true,
    };
    expect(
      (await call<OrderQuote>(s.app, 'POST', '/v3/order/valid', body, token)).body.data.payCents,
    ).toBe(34900);
    const order = (await call<Order>(s.app, 'POST', '/v3/order/create', body, token)).body.data;
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
    const n = s.db
      .prepare<[string], { n: number }>(
        'SELECT COUNT(*) AS n FROM consultations WHERE order_no = ?',
      )
      .get(order.orderNo)?.n;
    expect(n).toBe(1);
  });

  it("takes /consult's free coupon off a consultation order only, and spends it once", async () => {
    const token = await loginAs(s.app, '13300000072');
    const claim = await call<{ mine: { code: string } }>(
      s.app,
      'POST',
      '/consult/coupon/claim',
      undefined,
      token,
    );
    const code = claim.body.data.mine.code;
    const body = {
      orderType: 4,
      goodsId: 2,
      consultType: 2,
      consultTax: '研发费用加计扣除如何归集？',
    };
    const quote = (extra: object) =>
      call<OrderQuote>(s.app, 'POST', '/v3/order/valid', { ...body, ...extra }, token);
    expect((await quote({})).body.data.usableCoupons).toEqual([
      expect.objectContaining({ code, title: '免费咨询券', amountCents: 9900 }),
    ]);
    expect((await quote({ couponEachCode: code })).body.data).toMatchObject({
      couponDiscountCents: 9900,
      payCents: 20000,
    });
    // Not on a membership: the coupon is for consultations.
    const member = await call<OrderQuote>(
      s.app,
      'POST',
      '/v3/order/valid',
      { orderType: 1, goodsId: 1, couponEachCode: code },
      token,
    );
    expect(member).toMatchObject({ status: 400, body: { msg: '该优惠券仅限专家咨询使用' } });

    const order = (
      await call<Order>(s.app, 'POST', '/v3/order/create', { ...body, couponEachCode: code }, token)
    ).body.data;
    expect(order).toMatchObject({ payCents: 20000, discountCents: 9900, couponCode: code });
    await call(
      s.app,
      'POST',
      '/v3/order/pay',
      { orderNo: order.orderNo, channel: 'alipay' },
      token,
    );
    expect((await quote({ couponEachCode: code })).body.msg).toBe('该优惠券已使用');
    const mine = (
      await call<{ mine: { status: number } }>(s.app, 'GET', '/consult/coupon', undefined, token)
    ).body.data.mine;
    expect(mine.status).toBe(1);
  });
});
