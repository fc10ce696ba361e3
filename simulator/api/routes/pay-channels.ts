import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ORDER_PAY_MINUTES, ORDER_STATUS } from '../../../renderer/src/contracts/api/order';
import { v3OrderPrepayEndpoint, type PayChannel } from '../../../renderer/src/contracts/api/pay';
import { badRequest, notFound } from '../lib/envelope';
import { payParamsOf, signOf } from '../lib/pay-params';
import { OVERRIDE_MESSAGES, takeNextPayment } from '../lib/payments';
import { defineRoute } from '../lib/route';
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
} from '../lib/orders';
import { orderQueries } from '../queries/orders';
import { paymentQueries } from '../queries/payments';

const newPrepayId = (channel: PayChannel): string =>
  channel === 'wechat'
    ? `wx${randomBytes(15).toString('hex')}`
    : `2026${randomBytes(12).toString('hex')}`;

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
        const q = paymentQueries(db);
        let p = q.prepayOf(o.order_no, body.channel, body.tradeType);
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
          q.addPrepay(p);
        }
        // A new attempt: the previous one's 支付已取消 / 支付失败 no longer describes the order.
        orderQueries(db).setPayFailure(o.order_no, null);
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
      const owner = body?.orderNo ? orderQueries(db).ownerOf(body.orderNo) : undefined;
      const next = takeNextPayment(ctx, owner ?? null);
      return { override: next ? { outcome: next.outcome, ms: next.ms, msg: next.msg } : null };
    },
  );

  defineRoute(
    app,
    simPrepayInfoEndpoint,
    { summary: '模拟支付渠道：校验签名并返回预支付单的金额与商品', tags: ['sim'], auth: 'none' },
    ({ body }) => {
      const p = paymentQueries(db).prepay(body.prepayId);
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
        const p = paymentQueries(db).prepay(body.prepayId);
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
        orderQueries(db).setPayFailure(o.order_no, failure);
        return orderOf({ ...o, pay_failure: failure }, now);
      })();
    },
  );
}
