import type { FastifyInstance } from 'fastify';
import {
  memberWelfareClaimEndpoint,
  memberWelfareEndpoint,
  type WelfareState,
} from '../../../renderer/src/contracts/api/member';
import { ApiError, conflict, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { activeLevel, getUser } from '../lib/users';
import { giveCoupon } from '../lib/coupons';
import { memberPerkQueries, type WelfareRow } from '../queries/member-perks';
import { pointsQueries } from '../queries/points';

/** What a user (level -1: not logged in) meets on a benefit at `now`; the first rule that holds wins. */
function welfareStateOf(w: WelfareRow, level: number, claimed: boolean, now: number): WelfareState {
  if (claimed) return 'claimed';
  if (w.ends_at !== null && w.ends_at <= now) return 'ended';
  if (w.starts_at !== null && w.starts_at > now) return 'notStarted';
  if (w.stock !== null && w.claimed_count >= w.stock) return 'soldOut';
  // A visitor may claim what everyone may (after logging in); the rest needs a membership.
  if (w.min_level > Math.max(level, 0)) return 'membersOnly';
  return 'available';
}

/** Why a claim is refused, in the words the app shows. */
const REFUSALS: Record<Exclude<WelfareState, 'available'>, (w: WelfareRow) => ApiError> = {
  claimed: () => conflict('您已领取过该福利'),
  ended: () => new ApiError(400, '活动已结束'),
  notStarted: () => new ApiError(400, '活动尚未开始'),
  soldOut: () => conflict('福利已领完'),
  membersOnly: (w) =>
    new ApiError(403, w.min_level === 2 ? '该福利仅限企业会员领取' : '开通会员后即可领取'),
};

/** Member benefits: the list with each one's state, and the once-only claim. */
export function memberWelfareRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['member'];

  defineRoute(
    app,
    memberWelfareEndpoint,
    { summary: '会员福利列表', tags, auth: 'optional' },
    ({ user }) => {
      const now = ctx.now();
      const level = user ? activeLevel(getUser(db, user.id), now) : -1;
      const q = memberPerkQueries(db);
      const claimed = new Set(user ? q.claimedWelfareIds(user.id) : []);
      return q.welfareList().map((w) => {
        const state = welfareStateOf(w, level, claimed.has(w.id), now);
        return {
          id: w.id,
          title: w.title,
          description: w.description,
          minLevel: w.min_level,
          kind: w.kind,
          value: w.value,
          couponScope: w.coupon_scope,
          claimed: claimed.has(w.id),
          claimable: state === 'available',
          state,
          remaining: w.stock === null ? null : Math.max(0, w.stock - w.claimed_count),
          startsAt: w.starts_at,
          endsAt: w.ends_at,
        };
      });
    },
  );

  defineRoute(
    app,
    memberWelfareClaimEndpoint,
    { summary: '领取会员福利（每人每项一次）', tags, auth: 'required', msg: '领取成功' },
    ({ user, params }) => {
      const now = ctx.now();
      return db.transaction(() => {
        const q = memberPerkQueries(db);
        const w = q.welfare(params.id);
        if (!w) throw notFound('福利不存在');
        const state = welfareStateOf(
          w,
          activeLevel(getUser(db, user.id), now),
          q.hasClaimed(user.id, w.id),
          now,
        );
        if (state !== 'available') throw REFUSALS[state](w);
        // The primary key (user, benefit) and the stock guard make a retried request a no-op.
        if (!q.takeWelfareStock(w.id)) throw conflict('福利已领完');
        if (!q.addClaim(user.id, w.id, now)) throw conflict('您已领取过该福利');
        if (w.kind === 'coupon') giveCoupon(db, user.id, w.value, now);
        else if (w.kind === 'points') pointsQueries(db).addToBalance(user.id, w.value);
        return {
          id: w.id,
          message:
            w.kind === 'points'
              ? `已领取${w.value}积分`
              : `已领取「${w.title}」，可在我的优惠券中查看`,
        };
      })();
    },
  );
}
