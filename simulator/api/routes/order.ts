import type { FastifyInstance } from 'fastify';
import {
  ORDER_STATUS,
  ORDER_TYPES,
  v3OrderValidEndpoint,
  v3OrderCreateEndpoint,
  v3OrderPayEndpoint,
  orderCancelEndpoint,
  orderListEndpoint,
  orderDetailEndpoint,
  v3ConsultExpertsEndpoint,
} from '../../../renderer/src/contracts/api/order';
import { badRequest, conflict } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { createReadCache } from '../lib/read-cache';
import { quoteHoldsUntil } from '../lib/order-quote-until';
import { CONSULT_PRICES_CENTS, URGENT_FEE_CENTS, quoteOrder } from '../lib/order-quote';
import {
  alreadyHas,
  cancelOrder,
  closeExpiredOrders,
  expiredOrders,
  getOrder,
  assertPayable,
  insertOrder,
  isOwnable,
  markPaid,
  openOrderFor,
  orderOf,
  ownedMessage,
  payRefusal,
  type OrderBody,
} from '../lib/orders';
import { orderQueries } from '../queries/orders';

/**
 * Order validation (POST /v3/order/valid), creation, simulated payment, list, detail, cancel
 * (docs/product.md「订单与支付」). The cashier, App Store and native channels are in their own files.
 */
export function orderRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['order'];

  // Pricing only reads, unless one of the user's unpaid orders has run out of time: that one is
  // closed first, in a write transaction. The usual call reads in a deferred transaction instead,
  // without the database's write lock (a second server on the folder would queue behind it): its
  // snapshot shows no order to close, so it answers what the write transaction would have.
  const closeExpiredAndQuote = db.transaction((userId: number, body: OrderBody, now: number) => {
    closeExpiredOrders(db, userId, now);
    return quoteOrder(db, userId, body, now);
  });
  const quoteUnlessExpired = db.transaction((userId: number, body: OrderBody, now: number) =>
    expiredOrders(db, userId, now).length > 0 ? null : quoteOrder(db, userId, body, now),
  ).deferred;
  // A quote is the same until the data changes or the clock passes one of its instants (a coupon's
  // expiry, an order's pay window, ...): the cart page asks again on every change of quantity,
  // coupon or right, and most of those asks have been answered a moment ago.
  const quotes = createReadCache(db);
  defineRoute(
    app,
    v3OrderValidEndpoint,
    { summary: '订单校验与计价（金额单位：分）', tags, auth: 'required' },
    ({ user, body }) => {
      const now = ctx.now();
      return quotes.getTimed(`${user.id} ${JSON.stringify(body)}`, now, () => ({
        value: quoteUnlessExpired(user.id, body, now) ?? closeExpiredAndQuote(user.id, body, now),
        until: quoteHoldsUntil(db, user.id, body.orderType, body.goodsId, now),
      }));
    },
  );

  defineRoute(
    app,
    v3OrderCreateEndpoint,
    { summary: '下单（实付为 0 时直接完成）', tags, auth: 'required', msg: '下单成功' },
    ({ user, body }) => {
      const now = ctx.now();
      return db.transaction(() => {
        closeExpiredOrders(db, user.id, now);
        if (alreadyHas(db, user.id, body.orderType, body.goodsId))
          throw conflict(ownedMessage(body.orderType));
        if (body.orderType === ORDER_TYPES.ACTIVITY && !body.signup)
          throw badRequest('请填写报名信息');
        // One open order per goods: the same request (a double tap, a retry) gets it back; a course's
        // open order is the one to pay whatever coupon is named; a changed payload replaces it.
        const payload = JSON.stringify(body);
        const open = openOrderFor(
          db,
          user.id,
          body.orderType,
          body.goodsId,
          body.orderType === ORDER_TYPES.REWARD ? (body.rewardRecordType ?? 0) : null,
        );
        if (open && (open.payload === payload || isOwnable(body.orderType)))
          return orderOf(open, now);
        const quote = quoteOrder(db, user.id, body, now);
        if (open) cancelOrder(db, open);
        if (quote.owned) throw conflict(ownedMessage(body.orderType));
        const row = insertOrder(db, user.id, body, payload, quote, now);
        return orderOf(row.pay_cents === 0 ? markPaid(db, row, 'free', now) : row, now);
      })();
    },
  );

  defineRoute(
    app,
    v3OrderPayEndpoint,
    { summary: '支付订单（模拟支付）', tags, auth: 'required', msg: '支付成功' },
    ({ user, body }) => {
      const now = ctx.now();
      const paid = db.transaction(() => {
        closeExpiredOrders(db, user.id, now);
        const o = getOrder(db, user.id, body.orderNo);
        assertPayable(o);
        // Obtained meanwhile (another order, a member right) or no longer takeable (an activity full):
        // cancel instead of charging for nothing.
        const refusal = payRefusal(db, o, now);
        if (refusal) {
          cancelOrder(db, o);
          return refusal;
        }
        return orderOf(markPaid(db, o, body.channel, now), now);
      })();
      // Thrown after the commit, so the cancellation and the coupon's release stay.
      if (typeof paid === 'string') throw conflict(paid);
      return paid;
    },
  );

  defineRoute(
    app,
    orderCancelEndpoint,
    { summary: '取消未支付订单（退回优惠券）', tags, auth: 'required', msg: '订单已取消' },
    ({ user, params }) =>
      db.transaction(() => {
        const now = ctx.now();
        closeExpiredOrders(db, user.id, now);
        const o = getOrder(db, user.id, params.orderNo);
        if (o.status !== ORDER_STATUS.UNPAID)
          throw conflict(
            o.status === ORDER_STATUS.CLOSED ? '订单已超时关闭' : '只有待支付的订单可以取消',
          );
        return orderOf(cancelOrder(db, o), now);
      })(),
  );

  defineRoute(
    app,
    orderListEndpoint,
    { summary: '我的订单', tags, auth: 'required' },
    ({ user, query }) => {
      const now = ctx.now();
      db.transaction(() => closeExpiredOrders(db, user.id, now))();
      const status = query.status ?? null;
      const q = orderQueries(db);
      const total = q.countOfUser(user.id, status);
      const list = q
        .pageOfUser(user.id, status, query.size, (query.page - 1) * query.size)
        .map((o) => orderOf(o, now));
      return { list, total, page: query.page, size: query.size };
    },
  );

  defineRoute(
    app,
    orderDetailEndpoint,
    { summary: '订单详情', tags, auth: 'required' },
    ({ user, params }) => {
      const now = ctx.now();
      db.transaction(() => closeExpiredOrders(db, user.id, now))();
      return orderOf(getOrder(db, user.id, params.orderNo), now);
    },
  );

  defineRoute(
    app,
    v3ConsultExpertsEndpoint,
    { summary: '直通车：可咨询的专家与价格（金额单位：分）', tags, auth: 'optional' },
    () => ({
      experts: orderQueries(db)
        .experts()
        .map((e) => ({
          id: e.id,
          name: e.nickname,
          title: e.title ?? '税务专家',
          company: e.company,
          textCents: CONSULT_PRICES_CENTS[1] ?? 9900,
          phoneCents: CONSULT_PRICES_CENTS[2] ?? 29900,
        })),
      urgentFeeCents: URGENT_FEE_CENTS,
    }),
  );
}
