import * as z from 'zod/mini';
import { centsSchema } from './money-shapes';
import type { Endpoint } from './endpoint';

/**
 * Native payment channels: the Android app's WeChat Pay / Alipay SDKs (`APP`) and WeChat's in-app
 * browser (`JSAPI`, WeixinJSBridge's getBrandWCPayRequest). The H5 cashier is /v3/order/cashier.
 */
export const PAY_CHANNELS = ['wechat', 'alipay'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];
export const TRADE_TYPES = ['APP', 'JSAPI'] as const;
export type TradeType = (typeof TRADE_TYPES)[number];

/** POST /v3/order/prepay: the signed parameters a native payment needs for an unpaid order. */
export const orderPrepayBodySchema = z.object({
  orderNo: z.string().check(z.trim(), z.regex(/^\d{18}$/, '订单号不正确')),
  channel: z.enum(PAY_CHANNELS, { message: '请选择支付方式' }),
  tradeType: z.enum(TRADE_TYPES, { message: '支付场景不正确' }),
});
export type OrderPrepayBody = z.infer<typeof orderPrepayBodySchema>;

/**
 * The prepay order. `payParams` are handed as they are to the payer: for WeChat JSAPI
 * `appId, timeStamp, nonceStr, package, signType, paySign` (getBrandWCPayRequest's fields), for the
 * WeChat app SDK `appid, partnerid, prepayid, package, noncestr, timestamp, sign`, for Alipay's app
 * SDK `orderString`. The same order, channel and trade type always get the same prepay id.
 */
export const orderPrepaySchema = z.object({
  orderNo: z.string(),
  channel: z.enum(PAY_CHANNELS),
  tradeType: z.enum(TRADE_TYPES),
  prepayId: z.string(),
  payCents: centsSchema,
  /** When the order closes (ms, the server's clock): the prepay id is no use after it. */
  expireAt: z.number(),
  payParams: z.record(z.string(), z.string()),
});
export type OrderPrepay = z.infer<typeof orderPrepaySchema>;

// Endpoints: each declared once, served by the mock API and called by the app.

/** POST /v3/order/prepay: 统一下单（App 内微信/支付宝支付、微信内 JSAPI 支付） */
export const v3OrderPrepayEndpoint = {
  method: 'POST',
  path: '/v3/order/prepay',
  body: orderPrepayBodySchema,
  response: orderPrepaySchema,
} as const satisfies Endpoint;
