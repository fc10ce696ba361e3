import { randomBytes } from 'node:crypto';
import type { ConsultCoupon } from '../../../renderer/src/contracts/api/consult';
import type { Db } from '../db/types';
import { consultQueries, type ConsultClaim, type CouponTemplate } from '../queries/consult';
import { conflict, notFound } from './envelope';

const DAY = 86_400_000;
/** The coupon template of /consult (seed/member.ts: 免费咨询券, ¥99 off a consultation, 90 days). */
const CONSULT_TEMPLATE_ID = 3;
/** How many free coupons the campaign gives away in all. */
export const CONSULT_COUPON_TOTAL = 2000;
const STATUS_TEXT = ['未使用', '已使用', '已过期'] as const;
const RULES = [
  '每位用户限领1张，领取后存入「我的优惠券」',
  '可在预约注册税务师图文或电话咨询时抵扣，单次咨询限用1张',
  '领取后90天内有效，过期自动失效，不可兑换现金',
] as const;

function templateOf(db: Db): CouponTemplate {
  const t = consultQueries(db).template(CONSULT_TEMPLATE_ID);
  if (!t) throw notFound('免费咨询券活动不存在');
  return t;
}

const claimOf = (db: Db, userId: number): ConsultClaim | undefined =>
  consultQueries(db).claim(userId);

const claimedCount = (db: Db): number => consultQueries(db).claimedCount();

/** The coupon campaign as a user (or a visitor: null) sees it at `now`. */
export function couponState(db: Db, userId: number | null, now: number): ConsultCoupon {
  const t = templateOf(db);
  const mine = userId === null ? undefined : claimOf(db, userId);
  const remaining = Math.max(0, CONSULT_COUPON_TOTAL - claimedCount(db));
  const status = mine ? (mine.used_order_no ? 1 : mine.expire_at <= now ? 2 : 0) : 0;
  return {
    title: t.title,
    amountCents: t.amount_cents,
    validDays: t.valid_days,
    rules: [...RULES],
    total: CONSULT_COUPON_TOTAL,
    remaining,
    state: mine ? 'claimed' : remaining === 0 ? 'soldOut' : 'available',
    mine: mine
      ? {
          code: mine.code,
          expireAt: mine.expire_at,
          status,
          statusText: STATUS_TEXT[status] ?? '未使用',
        }
      : null,
  };
}

/** Claims the user's free coupon: one per user while any are left; answers the coupon's state. */
export function claimConsultCoupon(db: Db, userId: number, now: number): ConsultCoupon {
  return db.transaction(() => {
    if (claimOf(db, userId)) throw conflict('您已领取过免费咨询券，可在「我的优惠券」中查看');
    if (claimedCount(db) >= CONSULT_COUPON_TOTAL) throw conflict('免费咨询券已领完');
    const code = `C${randomBytes(6).toString('hex').toUpperCase()}`;
    consultQueries(db).addClaim(
      {
        userId,
        code,
        templateId: CONSULT_TEMPLATE_ID,
        expireAt: now + templateOf(db).valid_days * DAY,
      },
      now,
    );
    return couponState(db, userId, now);
  })();
}
