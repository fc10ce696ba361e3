/**
 * Coupons a user holds: giving one of a template, and reading them with their status. The pricing
 * rules a coupon meets on an order are in order-pricing.ts.
 */
import { randomBytes } from 'node:crypto';
import { ORDER_TYPE_NAMES } from '../../../renderer/src/contracts/api/order';
import type { Db } from '../db/types';
import { couponQueries } from '../queries/coupons';
import { notFound } from './envelope';
import { couponStatus } from './order-pricing';

const DAY = 86_400_000;

/** Where a coupon may be used, in the words the coupon list shows. */
export const scopeName = (scope: number): string =>
  scope === 0 ? '全场通用' : `限${ORDER_TYPE_NAMES[scope] ?? '指定商品'}`;

/** Gives the user one coupon of a template; the code is what the order payload calls couponEachCode. */
export function giveCoupon(db: Db, userId: number, templateId: number, now: number): string {
  const q = couponQueries(db);
  const validDays = q.validDays(templateId);
  if (validDays === undefined) throw notFound('优惠券不存在');
  const code = `C${randomBytes(6).toString('hex').toUpperCase()}`;
  q.add(code, userId, templateId, now, now + validDays * DAY);
  return code;
}

/** The user's coupons; one held by the unpaid order `heldBy` counts as unused (that order is being replaced). */
export function userCoupons(db: Db, userId: number, now: number, heldBy: string | null = null) {
  return couponQueries(db)
    .ofUser(userId)
    .map((c) => ({
      code: c.code,
      title: c.title,
      amountCents: c.amount_cents,
      thresholdCents: c.threshold_cents,
      scope: c.scope,
      scopeName: scopeName(c.scope),
      expireAt: c.expire_at,
      status: couponStatus(c, now, heldBy),
    }));
}

export type UserCoupon = ReturnType<typeof userCoupons>[number];
