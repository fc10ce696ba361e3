import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiServer, type ApiServer } from '../api/server';
import { getDevice } from '../devices';
import { BridgeError } from './bridge-error';
import { NativeAppSession } from './native-session';
import { prepayRefOf } from './payment-provider';
import {
  createInteractivePaymentSheet,
  paymentSheetCancels,
  paymentSheetFails,
  type PaymentSheet,
} from './sheets';
import { WeChatBrowser } from './wechat-browser';

let server: ApiServer;
let apiUrl: string;
beforeAll(async () => {
  server = await createApiServer();
  apiUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());
beforeEach(async () => {
  await fetch(`${apiUrl}/__sim/reset`, { method: 'POST' });
});

const xiaomi = getDevice('xiaomi-14');
type Json = { success: boolean; msg: string; data: Record<string, unknown> };

async function api(path: string, body: unknown, token?: string): Promise<Json> {
  const res = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Json;
}
const orderOf = async (token: string, orderNo: string) =>
  (
    (await (
      await fetch(`${apiUrl}/order/detail/${orderNo}`, { headers: { token } })
    ).json()) as Json
  ).data;

/** A signed-in Android app with an unpaid 个人会员·月卡 order and its APP prepay parameters. */
async function androidWithOrder(
  channel: 'wechat' | 'alipay',
  sheet?: PaymentSheet,
  phone = '13700001641',
) {
  const sleep = vi.fn(async (_ms: number) => undefined);
  const session = new NativeAppSession({
    device: xiaomi,
    apiUrl,
    sleep,
    ...(sheet ? { paymentSheet: sheet } : {}),
  });
  const { token } = await session.loginAs(phone);
  const orderNo = (await api('/v3/order/create', { orderType: 1, goodsId: 1 }, token)).data
    .orderNo as string;
  const payParams = (await api('/v3/order/prepay', { orderNo, channel, tradeType: 'APP' }, token))
    .data.payParams as Record<string, string>;
  return { session, token, orderNo, payParams, sleep };
}

const rejection = async (p: Promise<unknown>) => {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BridgeError);
  return error as BridgeError;
};

describe("bridge pay: the Android app's WeChat Pay and Alipay SDKs", () => {
  it("shows the sheet with the provider's amount, pays, and the server has the order paid", async () => {
    const seen: unknown[] = [];
    const { session, token, orderNo, payParams } = await androidWithOrder(
      'wechat',
      async (request) => {
        seen.push({
          kind: request.kind,
          orderNo: request.orderNo,
          amountCents: request.amountCents,
          goodsTitle: request.goodsTitle,
        });
        return { action: 'pay' };
      },
    );
    expect(await session.handlers.pay({ channel: 'wechat', orderNo, payParams })).toEqual({
      channel: 'wechat',
    });
    expect(seen).toEqual([
      { kind: 'wechat', orderNo, amountCents: 3800, goodsTitle: '个人会员·月卡' },
    ]);
    expect(await orderOf(token, orderNo)).toMatchObject({ status: 1, payChannel: 'wechat' });
    expect(session.payments).toEqual([
      expect.objectContaining({
        kind: 'wechat',
        orderNo,
        amountCents: 3800,
        outcome: 'pay',
        override: null,
      }),
    ]);
  });

  it('a closed sheet rejects CANCELLED and a failed one FAILED; the server records each on the order', async () => {
    const { session, token, orderNo, payParams } = await androidWithOrder(
      'alipay',
      paymentSheetCancels(),
    );
    expect(
      (await rejection(session.handlers.pay({ channel: 'alipay', orderNo, payParams }))).code,
    ).toBe('CANCELLED');
    expect(await orderOf(token, orderNo)).toMatchObject({ status: 0, payFailure: '支付已取消' });
    session.setPaymentSheet(paymentSheetFails('余额不足'));
    const failed = await rejection(session.handlers.pay({ channel: 'alipay', orderNo, payParams }));
    expect([failed.code, failed.message]).toEqual(['FAILED', '余额不足']);
    expect(await orderOf(token, orderNo)).toMatchObject({ status: 0, payFailure: '余额不足' });
    expect(session.payments.map((p) => [p.kind, p.outcome])).toEqual([
      ['alipay', 'cancel'],
      ['alipay', 'fail'],
    ]);
  });

  it("QA's next-payment override decides without the sheet (fail), or pays late (slow)", async () => {
    const sheet = vi.fn<PaymentSheet>(async () => ({ action: 'pay' }));
    const { session, token, orderNo, payParams, sleep } = await androidWithOrder('wechat', sheet);
    await api('/__sim/payment/next', { outcome: 'fail', msg: '银行卡被冻结' });
    expect(
      (await rejection(session.handlers.pay({ channel: 'wechat', orderNo, payParams }))).message,
    ).toBe('银行卡被冻结');
    expect(sheet).not.toHaveBeenCalled();
    await api('/__sim/payment/next', { outcome: 'slow', ms: 4000 });
    await session.handlers.pay({ channel: 'wechat', orderNo, payParams });
    expect(sleep).toHaveBeenCalledWith(4000);
    expect(await orderOf(token, orderNo)).toMatchObject({ status: 1 });
    expect(session.payments.map((p) => p.override)).toEqual(['fail', 'slow']);
  });

  it("refuses missing, tampered or another order's parameters before any sheet", async () => {
    const sheet = vi.fn<PaymentSheet>(async () => ({ action: 'pay' }));
    const { session, token, orderNo, payParams } = await androidWithOrder('wechat', sheet);
    expect(
      (await rejection(session.handlers.pay({ channel: 'wechat', orderNo, payParams: {} })))
        .message,
    ).toBe('支付参数不正确');
    expect(
      (
        await rejection(
          session.handlers.pay({
            channel: 'wechat',
            orderNo,
            payParams: { ...payParams, sign: 'F'.repeat(64) },
          }),
        )
      ).message,
    ).toBe('支付签名错误');
    const other = (await api('/v3/order/create', { orderType: 1, goodsId: 2 }, token)).data
      .orderNo as string;
    expect(
      (await rejection(session.handlers.pay({ channel: 'wechat', orderNo: other, payParams })))
        .message,
    ).toBe('支付参数与订单不符');
    expect(sheet).not.toHaveBeenCalled();
    expect(await orderOf(token, orderNo)).toMatchObject({ status: 0 });
  });

  it("QA's cancel override applies to Apple in-app purchase too", async () => {
    const sheet = vi.fn<PaymentSheet>(async () => ({ action: 'pay' }));
    const session = new NativeAppSession({
      device: getDevice('iphone-15'),
      apiUrl,
      paymentSheet: sheet,
    });
    await api('/__sim/payment/next', { outcome: 'cancel' });
    expect(
      (
        await rejection(
          session.handlers.iapPurchase({
            productId: 'com.taxapp.member.month',
            orderNo: '202601010000000001',
          }),
        )
      ).code,
    ).toBe('CANCELLED');
    expect(sheet).not.toHaveBeenCalled();
    expect(session.payments).toEqual([
      expect.objectContaining({ kind: 'iap', outcome: 'cancel', override: 'cancel' }),
    ]);
  });
});

describe("WeChat's browser: WeixinJSBridge getBrandWCPayRequest", () => {
  const jsapi = async (phone: string) => {
    const session = new NativeAppSession({ device: xiaomi, apiUrl });
    const { token } = await session.loginAs(phone);
    const orderNo = (await api('/v3/order/create', { orderType: 1, goodsId: 1 }, token)).data
      .orderNo as string;
    const payParams = (
      await api('/v3/order/prepay', { orderNo, channel: 'wechat', tradeType: 'JSAPI' }, token)
    ).data.payParams as Record<string, string>;
    return { token, orderNo, payParams };
  };

  it("answers ok / cancel in WeChat's words, through an interactive sheet as the panel answers it", async () => {
    const sheet = createInteractivePaymentSheet();
    const wechat = new WeChatBrowser({
      device: getDevice('iphone-15-wechat'),
      apiUrl,
      paymentSheet: sheet.open,
    });
    const { token, orderNo, payParams } = await jsapi('13700001642');
    expect(sheet.answer({ action: 'pay' })).toBe(false);

    const cancelled = wechat.invoke('getBrandWCPayRequest', payParams);
    await vi.waitFor(() =>
      expect(sheet.current()).toMatchObject({
        kind: 'wechat-jsapi',
        orderNo,
        productId: null,
        amountCents: 3800,
        goodsTitle: '个人会员·月卡',
      }),
    );
    sheet.answer({ action: 'cancel' });
    expect(await cancelled).toEqual({ err_msg: 'get_brand_wcpay_request:cancel' });

    const paid = wechat.invoke('getBrandWCPayRequest', payParams);
    await vi.waitFor(() => expect(sheet.current()).not.toBeNull());
    sheet.answer({ action: 'pay' });
    expect(await paid).toEqual({ err_msg: 'get_brand_wcpay_request:ok' });
    expect(await orderOf(token, orderNo)).toMatchObject({ status: 1, payChannel: 'wechat' });
    expect(wechat.payments.map((r) => r.outcome)).toEqual(['cancel', 'pay']);
  });

  it('fails a tampered request, and knows no other functions', async () => {
    const wechat = new WeChatBrowser({ device: getDevice('xiaomi-14-wechat'), apiUrl });
    const { payParams } = await jsapi('13700001643');
    expect(
      await wechat.invoke('getBrandWCPayRequest', { ...payParams, package: 'prepay_id=wx-other' }),
    ).toEqual({ err_msg: 'get_brand_wcpay_request:fail' });
    expect(await wechat.invoke('getBrandWCPayRequest', null)).toEqual({
      err_msg: 'get_brand_wcpay_request:fail',
    });
    expect(await wechat.invoke('scanQRCode', {})).toEqual({ err_msg: 'system:function_not_exist' });
  });
});

describe('prepayRefOf', () => {
  it('reads the prepay id and signature each SDK is handed', () => {
    expect(prepayRefOf('wechat', { prepayid: 'wx1', sign: 'S' })).toEqual({
      prepayId: 'wx1',
      sign: 'S',
    });
    expect(prepayRefOf('wechat-jsapi', { package: 'prepay_id=wx2', paySign: 'P' })).toEqual({
      prepayId: 'wx2',
      sign: 'P',
    });
    const orderString = new URLSearchParams({
      biz_content: JSON.stringify({ trade_no: '2026abc' }),
      sign: 'A',
    }).toString();
    expect(prepayRefOf('alipay', { orderString })).toEqual({ prepayId: '2026abc', sign: 'A' });
    expect(prepayRefOf('alipay', { orderString: 'biz_content=%7Bbad&sign=A' })).toBeNull();
    expect(prepayRefOf('wechat-jsapi', { package: 'wx2', paySign: 'P' })).toBeNull();
    expect(prepayRefOf('wechat', { prepayid: 7, sign: 'S' })).toBeNull();
  });
});
