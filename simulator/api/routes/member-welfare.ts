import type { FastifyInstance } from 'fastify';
import {
  memberWelfareClaimEndpoint,
  memberWelfareEndpoint,
  type WelfareState,
} from '../../../renderer/src/contracts/api/member';
import { ApiError, conflict, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { activeLevel, getUser } from '../lib/users';
import type { Db } from '../db/types';
import { giveCoupon } from './member';

type WelfareRow = {
  id: number;
  title: string;
  description: string;
  min_level: number;
  kind: 'coupon' | 'points' | 'course';
  value: number;
  stock: number | null;
  claimed_count: number;
  starts_at: number | null;
  ends_at: number | null;
};
type WelfareListRow = WelfareRow & { coupon_scope: number | null };

/** What a user (level -1: not logged in) meets on a benefit at `now`; the first rule that holds wins. */
export function welfareStateOf(
  w: WelfareRow,
  level: number,
  claimed: boolean,
  now: number,
): WelfareState {
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

const findWelfare = (db: Db, id: number) =>
  db.prepare<[number], WelfareRow>('SELECT * FROM welfare WHERE id = ?').get(id);
const hasClaimed = (db: Db, userId: number, id: number) =>
  Boolean(
    db.prepare('SELECT 1 FROM welfare_claims WHERE user_id = ? AND welfare_id = ?').get(userId, id),
  );

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
      const claimed = new Set(
        user
          ? db
              .prepare<[number], { welfare_id: number }>(
                'SELECT welfare_id FROM welfare_claims WHERE user_id = ?',
              )
              .all(user.id)
              .map((r) => r.welfare_id)
          : [],
      );
      return db
        .prepare<[], WelfareListRow>(
          "SELECT w.*, t.scope AS coupon_scope FROM welfare w LEFT JOIN coupon_templates t ON w.kind = 'coupon' AND t.id = w.value ORDER BY w.id",
        )
        .all()
        .map((w) => {
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
        const w = findWelfare(db, params.id);
        if (!w) throw notFound('福利不存在');
        const state = welfareStateOf(
          w,
          activeLevel(getUser(db, user.id), now),
          hasClaimed(db, user.id, w.id),
          now,
        );
        if (state !== 'available') throw REFUSALS[state](w);
        // The primary key (user, benefit) and the stock guard make a retried request a no-op.
        const taken = db
          .prepare(
            'UPDATE welfare SET claimed_count = claimed_count + 1 WHERE id = ? AND (stock IS NULL OR claimed_count < stock)',
          )
          .run(w.id);
        if (taken.changes === 0) throw conflict('福利已领完');
        const ins = db
          .prepare(
            'INSERT OR IGNORE INTO welfare_claims (user_id, welfare_id, claimed_at) VALUES (?, ?, ?)',
          )
          .run(user.id, w.id, now);
        if (ins.changes === 0) throw conflict('您已领取过该福利');
        if (w.kind === 'coupon') giveCoupon(db, user.id, w.value, now);
        else if (w.kind === 'points')
          db.prepare('UPDATE users SET points = points + ? WHERE id = ?').run(w.value, user.id);
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
