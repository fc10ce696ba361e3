import {
  ORDER_PAY_MINUTES,
  ORDER_STATUS,
  ORDER_TYPES,
} from '../../../renderer/src/contracts/api/order';
import { activityQueries } from '../queries/activity';
import type { Db } from '../db/types';

const PAY_WINDOW_MS = ORDER_PAY_MINUTES * 60_000;

/**
 * The first instant after `now` at which the user's quote for `orderType`/`goodsId` may differ from
 * the one computed at `now` with no write to the database in between. These are every clock reading
 * of order.ts's pricing (`quoteOrder` and the expired-order check before it):
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
  const user = db
    .prepare<[number], { member_expire_at: number | null }>(
      'SELECT member_expire_at FROM users WHERE id = ?',
    )
    .get(userId);
  if (user?.member_expire_at) instants.push(user.member_expire_at);
  for (const c of db
    .prepare<[number], { expire_at: number }>(
      'SELECT expire_at FROM user_coupons WHERE user_id = ?',
    )
    .all(userId))
    instants.push(c.expire_at);
  for (const o of db
    .prepare<[number, number], { created_at: number }>(
      'SELECT created_at FROM orders WHERE user_id = ? AND status = ?',
    )
    .all(userId, ORDER_STATUS.UNPAID)) {
    instants.push(o.created_at + PAY_WINDOW_MS);
  }
  if (orderType === ORDER_TYPES.ACTIVITY) {
    const a = activityQueries(db).byId(goodsId);
    if (a) instants.push(a.signup_start, a.signup_end, a.start_at);
  }
  return instants.reduce(
    (first, t) => (t > now && t < first ? t : first),
    Number.POSITIVE_INFINITY,
  );
}
