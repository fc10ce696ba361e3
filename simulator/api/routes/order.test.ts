import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderQuote, Order } from '../../../renderer/src/contracts/api/order';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

describe('orders: validation (the order payload), creation, payment', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13300000001');
  });
  afterAll(() => s.close());

  const quote = (body: unknown) => call<OrderQuote>(s.app, 'POST', '/v3/order/valid', body, token);

  it('prices a membership plan with goodsQuantity defaulting to 1, in cents', async () => {
    const r = await quote({ orderType: 1, goodsId: 3 });
    expect(r.body.data).toMatchObject({
      goodsTitle: '个人会员·年卡',
      quantity: 1,
      unitPriceCents: 29800,
      totalCents: 29800,
      payCents: 29800,
      coupon: null,
    });
    expect((await quote({ orderType: 1, goodsId: 1, goodsQuantity: 3 })).body.data.payCents).toBe(
      3 * 3800,
    );
  });

  it('prices an urgent phone consultation with an expert', async () => {
    const r = await quote({
      orderType: 4,
      goodsId: 2,
      consultType: 2,
      consultTax: '股权转让个税如何核定？',
      urgentCode: 1,
    });
    expect(r.body.data).toMatchObject({
      unitPriceCents: 29900,
      urgentFeeCents: 5000,
      payCents: 34900,
    });
  });

  it('accepts rewardRecordType 0 and a preset tip', async () => {
    const r = await quote({ orderType: 5, goodsId: 12, rewardSeries: 2, rewardRecordType: 0 });
    expect(r.body.data).toMatchObject({
      goodsTitle: '打赏文章·深化增值税改革常见问题十问十答',
      payCents: 888,
    });
    expect(
      (await quote({ orderType: 5, goodsId: 12, rewardAmount: 500, rewardRecordType: 1 })).body.data
        .payCents,
    ).toBe(500);
  });

  it.each([
    [{ orderType: 9, goodsId: 1 }, '订单类型不正确'],
    [{ orderType: 1, goodsId: 0 }, '商品编号须为正整数'],
    [{ orderType: 1, goodsId: 1, goodsQuantity: 100 }, '数量须在1 - 99之间'],
    [{ orderType: 4, goodsId: 2, consultTax: '问题' }, '请选择咨询方式'],
    [{ orderType: 5, goodsId: 2, rewardRecordType: 0 }, '请选择打赏金额'],
    [
      { orderType: 5, goodsId: 2, rewardAmount: 50, rewardRecordType: 0 },
      '打赏金额须在1 - 200元之间',
    ],
    [{ orderType: 1, goodsId: 99 }, '会员套餐不存在'],
    [{ orderType: 4, goodsId: 50, consultType: 1, consultTax: '问题' }, '专家不存在'],
    [{ orderType: 2, goodsId: 21 }, '课程不存在'],
  ])('rejects %j: %s', async (body, msg) => {
    const r = await quote(body);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body.msg).toBe(msg);
  });

  it('requires login', async () => {
    expect(
      (await call(s.app, 'POST', '/v3/order/valid', { orderType: 1, goodsId: 1 })).status,
    ).toBe(401);
  });

  it('applies a coupon only where it is usable, and spends it with the order', async () => {
    await call(s.app, 'POST', '/member/coupon/receive/2', undefined, token); // 课程通用券 满99减20
    const coupons = (
      await call<{ code: string }[]>(s.app, 'GET', '/member/coupons?status=0', undefined, token)
    ).body.data;
    const code = coupons[0]?.code;
    // Below the 99 yuan threshold: not usable.
    expect((await quote({ orderType: 1, goodsId: 1, couponEachCode: code })).body.msg).toBe(
      '订单未满99.00元，不可使用该优惠券',
    );
    expect(
      (await quote({ orderType: 1, goodsId: 3, couponEachCode: 'CNOSUCHCOUPON' })).body.msg,
    ).toBe('优惠券不存在，请重新选择');
    expect(
      (
        await quote({
          orderType: 5,
          goodsId: 12,
          rewardSeries: 2,
          rewardRecordType: 0,
          couponEachCode: code,
        })
      ).body.msg,
    ).toBe('该订单不支持使用优惠券');
    const plan = await quote({ orderType: 1, goodsId: 3, couponEachCode: code });
    expect(plan.body.data).toMatchObject({ couponDiscountCents: 2000, payCents: 27800 });
    const order = await call<Order>(
      s.app,
      'POST',
      '/v3/order/create',
      { orderType: 1, goodsId: 3, couponEachCode: code },
      token,
    );
    expect(order.body.data).toMatchObject({
      status: 0,
      statusText: '待支付',
      payCents: 27800,
      couponCode: code,
    });
    // Held by the open order: other goods are refused it; the same plan may still name it (下单 replaces that order).
    expect((await quote({ orderType: 1, goodsId: 5, couponEachCode: code })).body.msg).toBe(
      '该优惠券已使用',
    );
    expect(
      (await quote({ orderType: 1, goodsId: 3, couponEachCode: code })).body.data
        .couponDiscountCents,
    ).toBe(2000);
    expect(
      (
        await call<Order>(
          s.app,
          'POST',
          '/v3/order/create',
          { orderType: 1, goodsId: 3, couponEachCode: code },
          token,
        )
      ).body.data.orderNo,
    ).toBe(order.body.data.orderNo);
    // Cancelling gives the coupon back.
    await call(s.app, 'POST', `/order/cancel/${order.body.data.orderNo}`, undefined, token);
    expect(
      (await quote({ orderType: 1, goodsId: 3, couponEachCode: code })).body.data
        .couponDiscountCents,
    ).toBe(2000);
  });

  it('pays an order once and grants the membership', async () => {
    const order = await call<Order>(
      s.app,
      'POST',
      '/v3/order/create',
      { orderType: 1, goodsId: 1 },
      token,
    );
    expect(order.body.data.orderNo).toMatch(/^\d{18}$/);
    const paid = await call<Order>(
      s.app,
      'POST',
      '/v3/order/pay',
      { orderNo: order.body.data.orderNo, channel: 'wechat' },
      token,
    );
    expect(paid.body).toMatchObject({
      msg: '支付成功',
      data: { status: 1, statusText: '已支付', payChannel: 'wechat' },
    });
    expect(
      (
        await call(
          s.app,
          'POST',
          '/v3/order/pay',
          { orderNo: order.body.data.orderNo, channel: 'wechat' },
          token,
        )
      ).body.msg,
    ).toBe('订单已支付，请勿重复支付');
    expect(
      (await call<{ level: number }>(s.app, 'GET', '/member/center', undefined, token)).body.data
        .level,
    ).toBe(1);
    const detail = await call<Order>(
      s.app,
      'GET',
      `/order/detail/${order.body.data.orderNo}`,
      undefined,
      token,
    );
    expect(detail.body.data.paidAt).not.toBeNull();
    expect((await call(s.app, 'GET', '/order/detail/123', undefined, token)).body.msg).toBe(
      '订单号不正确',
    );
  });

  it('buys a course once: a second order is refused, and members use their right on member-free courses', async () => {
    const list = (
      await call<{ list: { id: number; type: number; priceCents: number; memberFree: boolean }[] }>(
        s.app,
        'POST',
        '/live/playback/list',
        { type: 1, size: 50 },
      )
    ).body.data.list;
    const paidCourse = list.find((c) => c.priceCents > 0 && !c.memberFree);
    const order = await call<Order>(
      s.app,
      'POST',
      '/v3/order/create',
      { orderType: 2, goodsId: paidCourse?.id },
      token,
    );
    await call(
      s.app,
      'POST',
      '/v3/order/pay',
      { orderNo: order.body.data.orderNo, channel: 'alipay' },
      token,
    );
    expect((await quote({ orderType: 2, goodsId: paidCourse?.id })).body.data).toMatchObject({
      owned: true,
      payCents: 0,
    });
    expect(
      (
        await call(
          s.app,
          'POST',
          '/v3/order/create',
          { orderType: 2, goodsId: paidCourse?.id },
          token,
        )
      ).body.msg,
    ).toBe('您已购买该课程，无需重复购买');
    const free = list.find((c) => c.priceCents > 0 && c.memberFree);
    expect(free).toBeDefined();
    const r = await quote({ orderType: 2, goodsId: free?.id, useRight: 1 });
    expect(r.body.data).toMatchObject({
      canUseRight: true,
      rightDiscountCents: free?.priceCents,
      payCents: 0,
    });
    expect((await quote({ orderType: 2, goodsId: paidCourse?.id, useRight: true })).body.msg).toBe(
      '您暂无可用的会员权益',
    );
  });

  it('lists my orders newest first with paging', async () => {
    const r = await call<{ list: Order[]; total: number }>(
      s.app,
      'GET',
      '/order/list?page=1&size=2',
      undefined,
      token,
    );
    expect(r.body.data.list).toHaveLength(2);
    expect(r.body.data.total).toBeGreaterThanOrEqual(3);
    expect((await call(s.app, 'GET', '/order/list?size=500', undefined, token)).body.msg).toBe(
      '每页条数须在1 - 50之间',
    );
  });
});
