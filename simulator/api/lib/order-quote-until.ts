import { ORDER_STATUS, ORDER_TYPES } from '../../../renderer/src/contracts/api/order';
import type { Db } from '../db/types';
import { activityQueries } from '../queries/activity';
import { couponQueries } from '../queries/coupons';
import { memberQueries } from '../queries/members';
import { orderQueries } from '../queries/orders';
import { PAY_WINDOW_MS } from './orders';

/**
 * The first instant after `now` at which the user's quote for `orderType`/`goodsId` may differ from
 * the one computed at `now` with no write to the database in between. These are every clock reading
 * of the pricing (`quoteOrder` in order-quote.ts and the expired-order check before it):
 * - the user's membership ends (`activeLevel`: a member-free course's right);
 * - one of the user's coupons expires (`userCoupons`: usable, then 已过期);
 * - one of the user's unpaid orders runs out of its pay window (it is then closed, its coupon freed);
 * - an activity's sign-up opens, closes, or the activity starts (`signupState`).
 * A new clock reading in pricing needs its instant here: order-quote-until.test.ts checks each one.
 */
export function quoteHoldsUntil(
  db: Db,
  userId: number,
  orderType: number,
  goodsId: number,
  now: number,
): number {
  const instants: number[] = [];
  const memberExpireAt = memberQueries(db).memberExpireAt(userId);
  if (memberExpireAt) instants.push(memberExpireAt);
  instants.push(...couponQueries(db).expiriesOfUser(userId));
  for (const createdAt of orderQueries(db).createdAtOfStatus(userId, ORDER_STATUS.UNPAID))
    instants.push(createdAt + PAY_WINDOW_MS);
  if (orderType === ORDER_TYPES.ACTIVITY) {
    const a = activityQueries(db).byId(goodsId);
    if (a) instants.push(a.signup_start, a.signup_end, a.start_at);
  }
  return instants.reduce(
    (first, t) => (t > now && t < first ? t : first),
    Number.POSITIVE_INFINITY,
  );
}
