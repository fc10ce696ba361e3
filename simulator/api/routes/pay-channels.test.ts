import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../renderer/src/contracts/api/order';
import type { OrderPrepay } from '../../../renderer/src/contracts/api/pay';
import { call, loginAs, startTestServer, type TestServer } from '../testing';
import { payParamsSign } from '../lib/pay-params';

/** Native payment channels (Android app SDKs, WeChat JSAPI) and the "next payment" control. */
describe('pay channels: prepay, provider notification, next-payment control', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const order = async (token: string, goodsId = 1) =>
    (await call<Order>(s.app, 'POST', '/v3/order/create', { orderType: 1, goodsId }, token)).body
      .data;
  const prepay = (token: string, orderNo: string, channel: string, tradeType: string) =>
    call<OrderPrepay>(s.app, 'POST', '/v3/order/prepay', { orderNo, channel, tradeType }, token);
  const notify = (body: unknown) => call<Order>(s.app, 'POST', '/__sim/paychannel/notify', body);

  it('signs JSAPI parameters as WeChat does, hands out the same prepay id again, and pays once', async () => {
    const token = await loginAs(s.app, '13300001631');
    const o = await order(token);
    const first = await prepay(token, o.orderNo, 'wechat', 'JSAPI');
    expect(first.status).toBe(200);
    const p = first.body.data;
    expect(p).toMatchObject({
      orderNo: o.orderNo,
      channel: 'wechat',
      tradeType: 'JSAPI',
      payCents: 3800,
    });
    expect(Object.keys(p.payParams).sort()).toEqual([
      'appId',
      'nonceStr',
      'package',
      'paySign',
      'signType',
      'timeStamp',
    ]);
    expect(p.payParams.package).toBe(`prepay_id=${p.prepayId}`);
    const { paySign, ...signed } = p.payParams;
    expect(paySign).toBe(payParamsSign(signed));
    expect(paySign).toMatch(/^[0-9A-F]{64}$/);
    expect((await prepay(token, o.orderNo, 'wechat', 'JSAPI')).body.data).toEqual(p);

    const info = await call(s.app, 'POST', '/__sim/paychannel/prepay', {
      prepayId: p.prepayId,
      sign: paySign,
    });
    expect(info.body.data).toEqual({
      orderNo: o.orderNo,
      channel: 'wechat',
      tradeType: 'JSAPI',
      payCents: 3800,
      goodsTitle: '个人会员·月卡',
    });
    expect(
      (await call(s.app, 'POST', '/__sim/paychannel/prepay', { prepayId: p.prepayId, sign: 'X' }))
        .body.msg,
    ).toBe('支付签名错误');
    expect(
      (await notify({ prepayId: p.prepayId, result: 'paid', sign: 'X'.repeat(64) })).status,
    ).toBe(400);
    const paid = await notify({ prepayId: p.prepayId, result: 'paid', sign: paySign });
    expect(paid.body.data).toMatchObject({ status: 1, payChannel: 'wechat' });
    // The provider retries its notification: nothing is charged twice.
    expect(
      (await notify({ prepayId: p.prepayId, result: 'paid', sign: paySign })).body.data.paidAt,
    ).toBe(paid.body.data.paidAt);
    const center = (
      await call<{ daysLeft: number }>(s.app, 'GET', '/member/center', undefined, token)
    ).body.data;
    expect(center.daysLeft).toBe(31);
    expect((await prepay(token, o.orderNo, 'wechat', 'JSAPI')).body).toMatchObject({
      msg: '订单已支付，请勿重复支付',
    });
  });

  it('gives the app SDKs their own signed parameters; Alipay inside WeChat is refused', async () => {
    const token = await loginAs(s.app, '13300001632');
    const o = await order(token);
    const wx = (await prepay(token, o.orderNo, 'wechat', 'APP')).body.data;
    expect(wx.payParams).toMatchObject({
      partnerid: '1900012345',
      prepayid: wx.prepayId,
      package: 'Sign=WXPay',
    });
    const { sign, ...fields } = wx.payParams;
    expect(sign).toBe(payParamsSign(fields));
    const ali = (await prepay(token, o.orderNo, 'alipay', 'APP')).body.data;
    const orderString = new URLSearchParams(ali.payParams.orderString);
    expect(JSON.parse(orderString.get('biz_content') ?? '{}')).toMatchObject({
      out_trade_no: o.orderNo,
      total_amount: '38.00',
    });
    const refused = await prepay(token, o.orderNo, 'alipay', 'JSAPI');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('微信内不能使用支付宝，请在浏览器中打开');
  });

  it('records a cancelled or failed payment on the order, and refuses an order past its 30 minutes', async () => {
    const token = await loginAs(s.app, '13300001633');
    const o = await order(token, 2);
    const p = (await prepay(token, o.orderNo, 'alipay', 'APP')).body.data;
    expect((await notify({ prepayId: p.prepayId, result: 'cancelled' })).body.data).toMatchObject({
      status: 0,
      payFailure: '支付已取消',
    });
    expect(
      (await notify({ prepayId: p.prepayId, result: 'failed', msg: '余额不足' })).body.data
        .payFailure,
    ).toBe('余额不足');
    // A new attempt clears the old failure.
    await prepay(token, o.orderNo, 'alipay', 'APP');
    expect(
      (await call<Order>(s.app, 'GET', `/order/detail/${o.orderNo}`, undefined, token)).body.data
        .payFailure,
    ).toBeNull();

    s.clock.advance(30 * 60_000);
    const late = await notify({ prepayId: p.prepayId, result: 'paid' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('订单已超时关闭，请重新下单');
    expect((await prepay(token, o.orderNo, 'alipay', 'APP')).body.msg).toBe(
      '订单已超时关闭，请重新下单',
    );
  });

  it('validates prepay and notification input in Chinese', async () => {
    const token = await loginAs(s.app, '13300001634');
    expect((await prepay(token, '123', 'wechat', 'APP')).body.msg).toBe('订单号不正确');
    expect((await prepay(token, '202601010000000001', 'unionpay', 'APP')).body.msg).toBe(
      '请选择支付方式',
    );
    expect((await prepay(token, '202601010000000001', 'wechat', 'NATIVE')).body.msg).toBe(
      '支付场景不正确',
    );
    expect((await prepay(token, '202601010000000001', 'wechat', 'APP')).status).toBe(404);
    expect(
      (
        await call(s.app, 'POST', '/v3/order/prepay', {
          orderNo: '202601010000000001',
          channel: 'wechat',
          tradeType: 'APP',
        })
      ).status,
    ).toBe(401);
    expect((await notify({ prepayId: 'wx-none', result: 'paid' })).body.msg).toBe('预支付单不存在');
    expect((await notify({ prepayId: 'wx-none', result: 'maybe' })).status).toBe(400);
  });

  it('arms the next payment once: take consumes it, none clears it, reset forgets it', async () => {
    const next = (body: unknown) =>
      call<{ nextPayment: unknown }>(s.app, 'POST', '/__sim/payment/next', body);
    const take = () => call<{ override: unknown }>(s.app, 'POST', '/__sim/payment/take');
    expect((await next({ outcome: 'slow' })).body.data.nextPayment).toEqual({
      outcome: 'slow',
      ms: 5000,
      msg: '',
      phone: null,
    });
    expect((await take()).body.data.override).toEqual({ outcome: 'slow', ms: 5000, msg: '' });
    expect((await take()).body.data.override).toBeNull();
    await next({ outcome: 'fail' });
    expect((await next({ outcome: 'none' })).body.data.nextPayment).toBeNull();
    await next({ outcome: 'cancel' });
    await call(s.app, 'POST', '/__sim/reset');
    expect((await take()).body.data.override).toBeNull();
    expect((await next({ outcome: 'later' })).body.msg).toBe('请选择失败、取消、缓慢或清除');
    expect((await next({ outcome: 'slow', ms: 40_000 })).status).toBe(400);
    expect((await next({ outcome: 'fail', phone: '123' })).body.msg).toBe('请输入正确手机号');
  });

  it('keeps an override armed for one account until that account pays', async () => {
    const mine = await loginAs(s.app, '13300001636');
    const theirs = await loginAs(s.app, '13300001637');
    const myOrder = await order(mine);
    const theirOrder = await order(theirs);
    await call(s.app, 'POST', '/__sim/payment/next', { outcome: 'cancel', phone: '13300001636' });
    const take = (orderNo?: string) =>
      call<{ override: unknown }>(
        s.app,
        'POST',
        '/__sim/payment/take',
        orderNo ? { orderNo } : undefined,
      );
    expect((await take(theirOrder.orderNo)).body.data.override).toBeNull();
    expect((await take()).body.data.override).toBeNull();
    expect((await take(myOrder.orderNo)).body.data.override).toEqual({
      outcome: 'cancel',
      ms: 0,
      msg: '支付已取消',
    });
  });

  it("makes the H5 cashier's 确认支付 fail once when armed", async () => {
    const token = await loginAs(s.app, '13300001635');
    const o = await order(token);
    const { cashierUrl } = (
      await call<{ cashierUrl: string }>(
        s.app,
        'POST',
        '/v3/order/cashier',
        { orderNo: o.orderNo, channel: 'wechat', returnUrl: 'http://127.0.0.1:4173/app/x' },
        token,
      )
    ).body.data;
    await call(s.app, 'POST', '/__sim/payment/next', { outcome: 'fail' });
    const press = () =>
      s.app.inject({
        method: 'POST',
        url: new URL(cashierUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      });
    expect((await press()).statusCode).toBe(303);
    expect(
      (await call<Order>(s.app, 'GET', `/order/detail/${o.orderNo}`, undefined, token)).body.data,
    ).toMatchObject({ status: 0, payFailure: '支付失败，请稍后重试' });
    await press();
    expect(
      (await call<Order>(s.app, 'GET', `/order/detail/${o.orderNo}`, undefined, token)).body.data
        .status,
    ).toBe(1);
  });
});
