import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ORDER_PAY_MINUTES, ORDER_STATUS } from '../../../renderer/src/contracts/api/order';
import {
  v3OrderPrepayEndpoint,
  type PayChannel,
  type TradeType,
} from '../../../renderer/src/contracts/api/pay';
import type { ApiContext } from '../context';
import type { Db } from '../db/types';
import { badRequest, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import type { NextPayment } from '../sim/controls';
import {
  simNextPaymentEndpoint,
  simPayNotifyEndpoint,
  simPrepayInfoEndpoint,
  simTakePaymentEndpoint,
} from '../sim/payment-endpoints';
import {
  assertPayable,
  cancelOrder,
  closeExpiredOrders,
  getOrder,
  markPaid,
  orderOf,
  payRefusal,
} from './order';

/** The merchant's ids and API key at the simulated providers (a real backend keeps the key secret). */
export const SIM_WECHAT_APP_ID = 'wx8a3c5e7f9b1d2460';
export const SIM_WECHAT_MCH_ID = '1900012345';
export const SIM_ALIPAY_APP_ID = '2021004123456789';
export const SIM_PAY_KEY = 'taxsim0payment0api0key0000000032';

type Prepay = {
  prepay_id: string;
  order_no: string;
  user_id: number;
  channel: PayChannel;
  trade_type: TradeType;
  nonce: string;
  created_at: number;
};

/**
 * WeChat Pay's v2 signature: the non-empty fields sorted by name as `k=v&…`, then `&key=<API key>`,
 * HMAC-SHA256 with the key, upper-case hex. Alipay signs its own way (RSA2); the simulator uses the
 * same HMAC for both, so that a tampered parameter is caught the same way.
 */
export function payParamsSign(params: Record<string, string>, key = SIM_PAY_KEY): string {
  const text = Object.keys(params)
    .filter((k) => params[k] !== '' && k !== 'sign' && k !== 'paySign')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHmac('sha256', key).update(`${text}&key=${key}`).digest('hex').toUpperCase();
}

/** What the payer gets for a prepay order, signed; the same row always gives the same parameters. */
export function payParamsOf(
  p: Prepay,
  payCents: number,
  goodsTitle: string,
): Record<string, string> {
  const timestamp = String(Math.floor(p.created_at / 1000));
  if (p.channel === 'alipay') {
    const fields: Record<string, string> = {
      app_id: SIM_ALIPAY_APP_ID,
      method: 'alipay.trade.app.pay',
      charset: 'utf-8',
      sign_type: 'HMAC-SHA256',
      timestamp,
      biz_content: JSON.stringify({
        out_trade_no: p.order_no,
        total_amount: (payCents / 100).toFixed(2),
        subject: goodsTitle,
        trade_no: p.prepay_id,
      }),
    };
    const sign = payParamsSign(fields);
    return { orderString: new URLSearchParams({ ...fields, sign }).toString() };
  }
  if (p.trade_type === 'JSAPI') {
    const fields = {
      appId: SIM_WECHAT_APP_ID,
      timeStamp: timestamp,
      nonceStr: p.nonce,
      package: `prepay_id=${p.prepay_id}`,
      signType: 'HMAC-SHA256',
    };
    return { ...fields, paySign: payParamsSign(fields) };
  }
  const fields = {
    appid: SIM_WECHAT_APP_ID,
    partnerid: SIM_WECHAT_MCH_ID,
    prepayid: p.prepay_id,
    package: 'Sign=WXPay',
    noncestr: p.nonce,
    timestamp,
  };
  return { ...fields, sign: payParamsSign(fields) };
}

/** The signature the payer holds for a prepay order (paySign, sign, or the sign inside Alipay's orderString). */
function signOf(params: Record<string, string>): string {
  if (params.orderString) return new URLSearchParams(params.orderString).get('sign') ?? '';
  return params.paySign ?? params.sign ?? '';
}

const newPrepayId = (channel: PayChannel): string =>
  channel === 'wechat'
    ? `wx${randomBytes(15).toString('hex')}`
    : `2026${randomBytes(12).toString('hex')}`;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Consumes the armed "next payment" override, if any and if it is for this user (null: anyone's). */
export function takeNextPayment(ctx: ApiContext, userId: number | null): NextPayment | null {
  const next = ctx.controls.nextPayment;
  if (!next) return null;
  if (next.phone !== null) {
    const phone =
      userId === null
        ? undefined
        : ctx.db
            .prepare<[number], { phone: string }>('SELECT phone FROM users WHERE id = ?')
            .get(userId)?.phone;
    if (phone !== next.phone) return null;
  }
  ctx.controls.nextPayment = null;
  return next;
}

/** A slow override: the provider takes its time before it answers. */
export async function slowDown(next: NextPayment | null): Promise<void> {
  if (next?.outcome === 'slow' && next.ms > 0) await wait(next.ms);
}

/** The default message of a failed or cancelled override. */
export const OVERRIDE_MESSAGES = { fail: '支付失败，请稍后重试', cancel: '支付已取消' } as const;

const findPrepay = (db: Db, prepayId: string) =>
  db.prepare<[string], Prepay>('SELECT * FROM pay_prepays WHERE prepay_id = ?').get(prepayId);

/**
 * Native payment channels: POST /v3/order/prepay (the backend's unified order for the Android app's
 * WeChat/Alipay SDKs and WeChat's JSAPI), the simulated providers' notification, and QA's
 * "next payment" control.
 */
export function payChannelRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const state = () => ({ ...ctx.controls, now: ctx.now() });

  defineRoute(
    app,
    v3OrderPrepayEndpoint,
    {
      summary: '统一下单：App 内微信/支付宝支付、微信内 JSAPI 支付的签名参数',
      tags: ['order'],
      auth: 'required',
    },
    ({ user, body }) => {
      if (body.channel === 'alipay' && body.tradeType === 'JSAPI')
        throw badRequest('微信内不能使用支付宝，请在浏览器中打开');
      const now = ctx.now();
      return db.transaction(() => {
        closeExpiredOrders(db, user.id, now);
        const o = getOrder(db, user.id, body.orderNo);
        assertPayable(o);
        if (o.pay_cents <= 0) throw badRequest('该订单无需支付');
        let p = db
          .prepare<[string, string, string], Prepay>(
            'SELECT * FROM pay_prepays WHERE order_no = ? AND channel = ? AND trade_type = ?',
          )
          .get(o.order_no, body.channel, body.tradeType);
        if (!p) {
          p = {
            prepay_id: newPrepayId(body.channel),
            order_no: o.order_no,
            user_id: user.id,
            channel: body.channel,
            trade_type: body.tradeType,
            nonce: randomBytes(16).toString('hex'),
            created_at: now,
          };
          db.prepare(
            'INSERT INTO pay_prepays (prepay_id, order_no, user_id, channel, trade_type, nonce, created_at) VALUES (@prepay_id, @order_no, @user_id, @channel, @trade_type, @nonce, @created_at)',
          ).run(p);
        }
        // A new attempt: the previous one's 支付已取消 / 支付失败 no longer describes the order.
        db.prepare('UPDATE orders SET pay_failure = NULL WHERE order_no = ?').run(o.order_no);
        return {
          orderNo: o.order_no,
          channel: p.channel,
          tradeType: p.trade_type,
          prepayId: p.prepay_id,
          payCents: o.pay_cents,
          expireAt: o.created_at + ORDER_PAY_MINUTES * 60_000,
          payParams: payParamsOf(p, o.pay_cents, o.goods_title),
        };
      })();
    },
  );

  defineRoute(
    app,
    simNextPaymentEndpoint,
    { summary: '让下一次支付失败、被取消或变慢（none 清除）', tags: ['sim'], auth: 'none' },
    ({ body }) => {
      ctx.controls.nextPayment =
        body.outcome === 'none'
          ? null
          : {
              outcome: body.outcome,
              ms: body.outcome === 'slow' ? (body.ms ?? 5000) : 0,
              msg: body.msg ?? (body.outcome === 'slow' ? '' : OVERRIDE_MESSAGES[body.outcome]),
              phone: body.phone ?? null,
            };
      return state();
    },
  );

  defineRoute(
    app,
    simTakePaymentEndpoint,
    { summary: '模拟支付渠道：取走已设置的下一次支付结果', tags: ['sim'], auth: 'none' },
    ({ body }) => {
      const owner = body?.orderNo
        ? db
            .prepare<[string], { user_id: number }>('SELECT user_id FROM orders WHERE order_no = ?')
            .get(body.orderNo)
        : undefined;
      const next = takeNextPayment(ctx, owner?.user_id ?? null);
      return { override: next ? { outcome: next.outcome, ms: next.ms, msg: next.msg } : null };
    },
  );

  defineRoute(
    app,
    simPrepayInfoEndpoint,
    { summary: '模拟支付渠道：校验签名并返回预支付单的金额与商品', tags: ['sim'], auth: 'none' },
    ({ body }) => {
      const p = findPrepay(db, body.prepayId);
      if (!p) throw notFound('预支付单不存在');
      const o = getOrder(db, p.user_id, p.order_no);
      if (body.sign !== signOf(payParamsOf(p, o.pay_cents, o.goods_title)))
        throw badRequest('支付签名错误');
      return {
        orderNo: o.order_no,
        channel: p.channel,
        tradeType: p.trade_type,
        payCents: o.pay_cents,
        goodsTitle: o.goods_title,
      };
    },
  );

  defineRoute(
    app,
    simPayNotifyEndpoint,
    { summary: '模拟支付渠道通知商户：支付成功、用户取消或支付失败', tags: ['sim'], auth: 'none' },
    ({ body }) => {
      const now = ctx.now();
      return db.transaction(() => {
        const p = findPrepay(db, body.prepayId);
        if (!p) throw notFound('预支付单不存在');
        closeExpiredOrders(db, p.user_id, now);
        const o = getOrder(db, p.user_id, p.order_no);
        if (
          body.sign !== undefined &&
          body.sign !== signOf(payParamsOf(p, o.pay_cents, o.goods_title))
        )
          throw badRequest('支付签名错误');
        // The provider notifies again (retries until acknowledged): a paid order stays paid, charged once.
        if (o.status === ORDER_STATUS.PAID && body.result === 'paid') return orderOf(o, now);
        assertPayable(o);
        if (body.result === 'paid') {
          // Nothing left to fulfil (bought meanwhile, the activity full): cancel, never charge.
          if (payRefusal(db, o, now)) return orderOf(cancelOrder(db, o), now);
          return orderOf(markPaid(db, o, p.channel, now), now);
        }
        const failure =
          body.msg ??
          (body.result === 'cancelled' ? OVERRIDE_MESSAGES.cancel : OVERRIDE_MESSAGES.fail);
        db.prepare('UPDATE orders SET pay_failure = ? WHERE order_no = ?').run(failure, o.order_no);
        return orderOf({ ...o, pay_failure: failure }, now);
      })();
    },
  );
}
