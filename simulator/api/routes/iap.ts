import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { iapRestoreEndpoint, iapVerifyEndpoint } from '../../../renderer/src/contracts/api/iap';
import { ORDER_TYPES } from '../../../renderer/src/contracts/api/order';
import { badRequest, conflict, notFound } from '../lib/envelope';
import {
  simAppStorePurchaseEndpoint,
  simAppStoreReceiptsEndpoint,
} from '../sim/appstore-endpoints';
import { defineRoute } from '../lib/route';
import type { Db } from '../db/types';
import { courseProductId, courseTierCents } from '../lib/iap-products';
import { quoteOrder } from '../lib/order-quote';
import {
  alreadyHas,
  assertPayable,
  closeExpiredOrders,
  getOrder,
  insertOrder,
  markPaid,
  orderOf,
  type OrderRow,
} from '../lib/orders';
import { courseQueries } from '../queries/courses';
import { memberQueries } from '../queries/members';
import { orderQueries } from '../queries/orders';
import { paymentQueries, type IapTx as Tx } from '../queries/payments';

const planOfProduct = (db: Db, productId: string) => memberQueries(db).planOfProduct(productId);

const isCourseOrder = (o: OrderRow) =>
  o.order_type === ORDER_TYPES.COURSE || o.order_type === ORDER_TYPES.SERIES;

/** The product a course order must be bought with: its course's price tier (coupons cannot change an Apple price). */
const productOfCourseOrder = (db: Db, o: OrderRow): string | null => {
  const priceCents = courseQueries(db).priceCents(o.goods_id);
  return priceCents !== undefined && o.coupon_code === null ? courseProductId(priceCents) : null;
};

/** Whether a receipt's product is what the order sells: its member plan, or its course's price tier. */
function productFits(db: Db, o: OrderRow, productId: string): boolean {
  if (isCourseOrder(o)) return productOfCourseOrder(db, o) === productId;
  const plan = planOfProduct(db, productId);
  return o.order_type === ORDER_TYPES.MEMBER && plan !== undefined && plan.id === o.goods_id;
}

const txOfReceipt = (db: Db, receipt: string) => paymentQueries(db).txOfReceipt(receipt);

const credit = (db: Db, tx: Tx, orderNo: string) =>
  paymentQueries(db).credit(tx.transaction_id, orderNo);

/**
 * Credits an uncredited purchase to the user. A course tier names no course: the order it was bought
 * for (the user's own, not yet paid, even if it closed meanwhile) gets it, else nothing (null). A plan:
 * their open order for the plan, or a new one.
 */
function creditToUser(db: Db, userId: number, tx: Tx, now: number): OrderRow | null {
  if (courseTierCents(tx.product_id) !== null) {
    const o = orderQueries(db).ofUser(tx.order_no, userId);
    if (
      !o ||
      o.status === 1 ||
      !productFits(db, o, tx.product_id) ||
      alreadyHas(db, userId, o.order_type, o.goods_id)
    )
      return null;
    credit(db, tx, o.order_no);
    return markPaid(db, o, 'applepay', now);
  }
  const plan = planOfProduct(db, tx.product_id);
  if (!plan) throw notFound('会员套餐不存在');
  const body = {
    orderType: ORDER_TYPES.MEMBER,
    goodsId: plan.id,
    goodsQuantity: 1,
    useRight: false,
    urgentCode: false,
  } as const;
  const open = orderQueries(db).openPlanOrder(userId, plan.id);
  const order =
    open ??
    insertOrder(db, userId, body, JSON.stringify(body), quoteOrder(db, userId, body, now), now);
  credit(db, tx, order.order_no);
  return markPaid(db, order, 'applepay', now);
}

/**
 * Apple in-app purchase (/v2/member/ios/apply, and paid courses in the iOS app): the simulated App Store under /__sim/appstore/
 * (the native app's side) and the backend's receipt check and restore. A receipt is credited once.
 */
export function iapRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;

  defineRoute(
    app,
    simAppStorePurchaseEndpoint,
    { summary: '模拟 App Store 扣款并出具购买凭证', tags: ['sim'], auth: 'none' },
    ({ body }) => {
      if (!planOfProduct(db, body.productId) && courseTierCents(body.productId) === null)
        throw badRequest('App Store 中没有该商品');
      const q = paymentQueries(db);
      const n = q.iapCount() + 1;
      const tx = {
        transactionId: `2000000${String(n).padStart(9, '0')}`,
        receipt: `SIMRCPT-${randomBytes(12).toString('hex')}`,
      };
      q.addIapTx(tx, body.appleId, body.productId, body.orderNo, ctx.now());
      return tx;
    },
  );

  defineRoute(
    app,
    simAppStoreReceiptsEndpoint,
    { summary: '模拟 App Store：该 Apple ID 的全部购买凭证', tags: ['sim'], auth: 'none' },
    ({ body }) => ({
      receipts: paymentQueries(db).receiptsOf(body.appleId),
    }),
  );

  defineRoute(
    app,
    iapVerifyEndpoint,
    {
      summary: '校验苹果应用内购买凭证并完成订单',
      tags: ['order'],
      auth: 'required',
      msg: '支付成功',
    },
    ({ user, body }) => {
      const now = ctx.now();
      return db.transaction(() => {
        closeExpiredOrders(db, user.id, now);
        const tx = txOfReceipt(db, body.receipt);
        if (!tx) throw badRequest('购买凭证无效');
        const o = getOrder(db, user.id, body.orderNo);
        // The same receipt sent again (a retry): the order it paid, nothing charged twice.
        if (tx.credited_order_no === o.order_no) return orderOf(o, now);
        if (tx.credited_order_no) throw conflict('该购买凭证已使用');
        if (!productFits(db, o, tx.product_id)) throw badRequest('购买凭证与订单不符');
        assertPayable(o);
        if (alreadyHas(db, user.id, o.order_type, o.goods_id)) throw conflict('您已购买该课程');
        credit(db, tx, o.order_no);
        return orderOf(markPaid(db, o, 'applepay', now), now);
      })();
    },
  );

  defineRoute(
    app,
    iapRestoreEndpoint,
    { summary: '恢复购买（入账尚未到账的苹果购买）', tags: ['order'], auth: 'required' },
    ({ user, body }) => {
      const now = ctx.now();
      return db.transaction(() => {
        closeExpiredOrders(db, user.id, now);
        const orders = [...new Set(body.receipts)]
          .map((r) => txOfReceipt(db, r))
          .filter((tx): tx is Tx => tx !== undefined && tx.credited_order_no === null)
          .flatMap((tx) => {
            const paid = creditToUser(db, user.id, tx, now);
            return paid ? [orderOf(paid, now)] : [];
          });
        return {
          restored: orders.length,
          message: orders.length > 0 ? `已恢复${orders.length}笔购买` : '没有可恢复的购买',
          orders,
        };
      })();
    },
  );
}
