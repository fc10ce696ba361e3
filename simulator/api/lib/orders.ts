/**
 * An order's life: stored unpaid, closed when its pay window passes, cancelled, or paid and then
 * fulfilled (docs/product.md「订单与支付」). The price itself is computed in order-quote.ts.
 */
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  ORDER_PAY_MINUTES,
  ORDER_STATUS,
  ORDER_TYPES,
  ORDER_TYPE_NAMES,
  type orderQuoteSchema,
  type orderValidBodySchema,
} from '../../../renderer/src/contracts/api/order';
import type { Db } from '../db/types';
import { activityQueries } from '../queries/activity';
import { couponQueries } from '../queries/coupons';
import { courseQueries } from '../queries/courses';
import { memberQueries } from '../queries/members';
import { orderQueries, type OrderRow } from '../queries/orders';
import { rewardQueries } from '../queries/reward';
import { signupRefusal, signupState } from './activity-state';
import { addCoins, coinPackage } from './coins';
import { conflict, notFound } from './envelope';
import { grantMembership } from './membership';

export type { OrderRow };
export type OrderBody = z.infer<typeof orderValidBodySchema>;
export type Quote = z.infer<typeof orderQuoteSchema>;

const STATUS_TEXT = ['待支付', '已支付', '已取消', '已关闭'] as const;
export const PAY_WINDOW_MS = ORDER_PAY_MINUTES * 60_000;
const HOUR = 3_600_000;

/** Why goods the user already has cannot be bought again, by order type. */
export const ownedMessage = (orderType: number): string =>
  orderType === ORDER_TYPES.ACTIVITY
    ? '您已报名该活动，无需重复支付'
    : '您已购买该课程，无需重复购买';

/** The contract's order; `now` is the server's clock, sent along for the app's countdown. */
export const orderOf = (o: OrderRow, now: number) => ({
  orderNo: o.order_no,
  orderType: o.order_type,
  orderTypeName: ORDER_TYPE_NAMES[o.order_type] ?? '订单',
  goodsId: o.goods_id,
  goodsTitle: o.goods_title,
  quantity: o.quantity,
  totalCents: o.total_cents,
  discountCents: o.discount_cents,
  payCents: o.pay_cents,
  couponCode: o.coupon_code,
  status: o.status,
  statusText: STATUS_TEXT[o.status] ?? '待支付',
  payChannel: o.pay_channel,
  createdAt: o.created_at,
  paidAt: o.paid_at,
  expireAt: o.created_at + PAY_WINDOW_MS,
  serverNow: now,
  payFailure: o.status === ORDER_STATUS.UNPAID ? o.pay_failure : null,
});

/** 18 digits: yyyyMMddHHmmss (Beijing time) + a 4-digit sequence. */
export function nextOrderNo(db: Db, now: number): string {
  const t = new Date(now + 8 * HOUR).toISOString().replace(/\D/g, '').slice(0, 14);
  const n = orderQueries(db).count() + 1;
  return `${t}${String(n % 10_000).padStart(4, '0')}`;
}

/** What a paid order gives: membership days, a course, a consultation, a tip, coins or a sign-up. */
function fulfil(db: Db, o: OrderRow, now: number): void {
  const body = JSON.parse(o.payload) as OrderBody;
  if (o.order_type === ORDER_TYPES.MEMBER) {
    const plan = memberQueries(db).plan(o.goods_id);
    if (plan) grantMembership(db, o.user_id, plan.level, plan.days * o.quantity, now);
  } else if (o.order_type === ORDER_TYPES.COURSE || o.order_type === ORDER_TYPES.SERIES) {
    courseQueries(db).addBought(o.user_id, o.goods_id, o.order_no, now);
  } else if (o.order_type === ORDER_TYPES.CONSULT) {
    const consult = {
      type: body.consultType ?? 1,
      question: body.consultTax ?? '',
      urgent: Boolean(body.urgentCode),
    };
    orderQueries(db).addConsultation(o.user_id, o.goods_id, consult, o.order_no, now);
  } else if (o.order_type === ORDER_TYPES.REWARD) {
    const target = body.rewardRecordType ?? 0;
    rewardQueries(db).add(o.user_id, target, o.goods_id, o.pay_cents, o.order_no, now);
  } else if (o.order_type === ORDER_TYPES.COINS) {
    const p = coinPackage(db, o.goods_id);
    if (p) addCoins(db, o.user_id, p.coins + p.bonus, '金币充值', o.order_no, now);
  } else if (o.order_type === ORDER_TYPES.ACTIVITY && body.signup) {
    const { name, phone, company } = body.signup;
    const checkCode = String(randomInt(100000, 1000000));
    orderQueries(db).addSignupOnce(
      o.goods_id,
      o.user_id,
      { name, phone, company: company || null, checkCode },
      now,
    );
  }
}

/** The user's unpaid orders past their pay window, which {@link closeExpiredOrders} closes. */
export const expiredOrders = (db: Db, userId: number, now: number): OrderRow[] =>
  orderQueries(db).expired(userId, PAY_WINDOW_MS, now);

/** Gives back the coupon an order held, unless another order holds it by now. */
const releaseCoupon = (db: Db, o: OrderRow): void => {
  if (o.coupon_code) couponQueries(db).release(o.coupon_code, o.order_no);
};

/**
 * Closes the user's unpaid orders past their pay window and releases their coupons. Lazy, like a
 * membership's expiry: run before anything reads or changes the user's orders, so the simulated
 * clock (/__sim/advance) closes them too.
 */
export function closeExpiredOrders(db: Db, userId: number, now: number): void {
  for (const o of expiredOrders(db, userId, now)) {
    orderQueries(db).setStatus(o.order_no, ORDER_STATUS.CLOSED);
    releaseCoupon(db, o);
  }
}

export function getOrder(db: Db, userId: number, orderNo: string): OrderRow {
  const o = orderQueries(db).ofUser(orderNo, userId);
  if (!o) throw notFound('订单不存在');
  return o;
}

/** Refuses to take money for an order that is not awaiting payment. */
export function assertPayable(o: OrderRow): void {
  if (o.status === ORDER_STATUS.PAID) throw conflict('订单已支付，请勿重复支付');
  if (o.status === ORDER_STATUS.CANCELLED) throw conflict('订单已取消，请重新下单');
  if (o.status === ORDER_STATUS.CLOSED) throw conflict('订单已超时关闭，请重新下单');
}

/** Courses, series and activity sign-ups are bought once; memberships, consultations and tips may be bought again. */
export const isOwnable = (orderType: number): boolean =>
  orderType === ORDER_TYPES.COURSE ||
  orderType === ORDER_TYPES.SERIES ||
  orderType === ORDER_TYPES.ACTIVITY;

/** Whether the user already has these once-only goods (the course, or a sign-up for the activity). */
export function alreadyHas(db: Db, userId: number, orderType: number, goodsId: number): boolean {
  if (orderType === ORDER_TYPES.ACTIVITY)
    return activityQueries(db).mine(goodsId, userId) !== undefined;
  return isOwnable(orderType) && courseQueries(db).owns(userId, goodsId);
}

/**
 * Why an unpaid order must not be charged now (the goods obtained meanwhile, an activity filled up
 * or closed), or null. The caller cancels the order instead of taking money it cannot fulfil.
 */
export function payRefusal(db: Db, o: OrderRow, now: number): string | null {
  if (alreadyHas(db, o.user_id, o.order_type, o.goods_id)) return ownedMessage(o.order_type);
  if (o.order_type !== ORDER_TYPES.ACTIVITY) return null;
  const q = activityQueries(db);
  const a = q.byId(o.goods_id);
  return a ? signupRefusal(signupState(a, q.signedUp(a.id), now)) : '活动不存在';
}

/**
 * The user's unpaid order for the same goods, which a second 下单 answers (same payload) or replaces.
 * A tip's goods are its content: an article, an answer and a course may share an id (`rewardTarget`).
 */
export const openOrderFor = (
  db: Db,
  userId: number,
  orderType: number,
  goodsId: number,
  rewardTarget: number | null = null,
): OrderRow | undefined =>
  orderQueries(db).latestFor(userId, orderType, goodsId, ORDER_STATUS.UNPAID, rewardTarget);

/** Cancels an unpaid order and gives its coupon back. */
export function cancelOrder(db: Db, o: OrderRow): OrderRow {
  orderQueries(db).setStatus(o.order_no, ORDER_STATUS.CANCELLED);
  releaseCoupon(db, o);
  return { ...o, status: ORDER_STATUS.CANCELLED };
}

/** Records the payment through `channel` and fulfils the order. */
export function markPaid(db: Db, o: OrderRow, channel: string, now: number): OrderRow {
  orderQueries(db).markPaid(o.order_no, channel, now);
  const paid = {
    ...o,
    status: ORDER_STATUS.PAID,
    pay_channel: channel,
    paid_at: now,
    pay_failure: null,
  };
  fulfil(db, paid, now);
  return paid;
}

/** Stores a new unpaid order of `quote` for the user and marks its coupon as held by it. */
export function insertOrder(
  db: Db,
  userId: number,
  body: OrderBody,
  payload: string,
  quote: Quote,
  now: number,
): OrderRow {
  const row: OrderRow = {
    order_no: nextOrderNo(db, now),
    user_id: userId,
    order_type: body.orderType,
    goods_id: body.goodsId,
    goods_title: quote.goodsTitle,
    quantity: quote.quantity,
    total_cents: quote.totalCents + quote.urgentFeeCents,
    discount_cents: quote.rightDiscountCents + quote.couponDiscountCents,
    pay_cents: quote.payCents,
    coupon_code: quote.coupon?.code ?? null,
    payload,
    status: ORDER_STATUS.UNPAID,
    pay_channel: null,
    created_at: now,
    paid_at: null,
    pay_failure: null,
  };
  orderQueries(db).insert(row);
  if (row.coupon_code) couponQueries(db).hold(row.coupon_code, row.order_no);
  return row;
}
