/**
 * Pricing an order payload for a user (docs/product.md「订单与支付」): the goods it names, whether
 * the user may use a member right or a coupon on them, and the amounts order-pricing.ts computes.
 */
import {
  ORDER_TYPES,
  ORDER_TYPE_NAMES,
  REWARD_PRESETS_CENTS,
} from '../../../renderer/src/contracts/api/order';
import type { Db } from '../db/types';
import { activityQueries } from '../queries/activity';
import { courseQueries } from '../queries/courses';
import { memberQueries } from '../queries/members';
import { orderQueries } from '../queries/orders';
import { rewardQueries } from '../queries/reward';
import { signupRefusal, signupState } from './activity-state';
import { coinPackage } from './coins';
import { userCoupons, type UserCoupon } from './coupons';
import { badRequest, conflict, notFound } from './envelope';
import { amountToPay, basePrice, couponDiscount, couponFits, couponRefusal } from './order-pricing';
import { openOrderFor, type OrderBody, type Quote } from './orders';
import { activeLevel, getUser } from './users';

/** Consultation prices (cents): 图文 ¥99, 电话 ¥299; urgent answers within 2 hours add ¥50. */
export const CONSULT_PRICES_CENTS: Record<number, number> = { 1: 9900, 2: 29900 };
export const URGENT_FEE_CENTS = 5000;
const REWARD_TARGET_NAMES = ['文章', '回答', '课程'] as const;

type Goods = {
  title: string;
  unitCents: number;
  canUseRight: boolean;
  owned: boolean;
  coupons: boolean;
};
const sold = (title: string, unitCents: number, coupons: boolean): Goods => ({
  title,
  unitCents,
  canUseRight: false,
  owned: false,
  coupons,
});

function courseGoods(db: Db, userId: number, body: OrderBody, now: number): Goods {
  const type = body.orderType === ORDER_TYPES.COURSE ? 1 : 2;
  const course = courseQueries(db).ofType(body.goodsId, type);
  if (!course) throw notFound('课程不存在');
  if (body.goodsQuantity !== 1) throw badRequest('课程每次只能购买1份');
  const level = activeLevel(getUser(db, userId), now);
  return {
    title: course.title,
    unitCents: course.price_cents,
    canUseRight: course.member_free === 1 && level > 0,
    owned: courseQueries(db).owns(userId, body.goodsId),
    coupons: true,
  };
}

function rewardGoods(db: Db, userId: number, body: OrderBody): Goods {
  const target = body.rewardRecordType ?? 0;
  const name = REWARD_TARGET_NAMES[target] ?? '内容';
  if (body.goodsQuantity !== 1) throw badRequest('打赏每次只能1份');
  if (body.rewardSeries !== undefined && body.rewardAmount !== undefined)
    throw badRequest('请在预设金额与自定义金额中选择一种');
  const content = rewardQueries(db).target(target, body.goodsId);
  if (!content) throw notFound(`${name}不存在`);
  if (content.owner_id === userId) throw badRequest(`不能打赏自己的${name}`);
  const amount =
    body.rewardSeries !== undefined
      ? (REWARD_PRESETS_CENTS[body.rewardSeries] ?? 0)
      : (body.rewardAmount ?? 0);
  return sold(`打赏${name}·${content.title}`, amount, false);
}

function activityGoods(db: Db, userId: number, body: OrderBody, now: number): Goods {
  const q = activityQueries(db);
  const a = q.byId(body.goodsId);
  if (!a) throw notFound('活动不存在');
  if (a.price_cents <= 0) throw badRequest('该活动无需付费，请直接报名');
  if (body.goodsQuantity !== 1) throw badRequest('每人限报名1次');
  const owned = q.mine(a.id, userId) !== undefined;
  // Price only what can still be taken: a full or closed sign-up is refused before any order.
  const refusal = owned ? null : signupRefusal(signupState(a, q.signedUp(a.id), now));
  if (refusal) throw conflict(refusal);
  return { ...sold(`活动报名·${a.title}`, a.price_cents, true), owned };
}

function resolveGoods(db: Db, userId: number, body: OrderBody, now: number): Goods {
  switch (body.orderType) {
    case ORDER_TYPES.MEMBER: {
      const plan = memberQueries(db).plan(body.goodsId);
      if (!plan) throw notFound('会员套餐不存在');
      return sold(plan.name, plan.price_cents, true);
    }
    case ORDER_TYPES.COURSE:
    case ORDER_TYPES.SERIES:
      return courseGoods(db, userId, body, now);
    case ORDER_TYPES.CONSULT: {
      const expert = orderQueries(db).expert(body.goodsId);
      if (!expert) throw notFound('专家不存在');
      const consultType = body.consultType ?? 1;
      const title = `${expert.nickname}（${expert.title ?? '税务专家'}）·${consultType === 1 ? '图文咨询' : '电话咨询'}`;
      return sold(title, CONSULT_PRICES_CENTS[consultType] ?? 9900, true);
    }
    case ORDER_TYPES.REWARD:
      return rewardGoods(db, userId, body);
    case ORDER_TYPES.COINS: {
      const p = coinPackage(db, body.goodsId);
      if (!p) throw notFound('金币套餐不存在');
      if (body.goodsQuantity !== 1) throw badRequest('金币套餐每次只能购买1份');
      return sold(`金币充值·${p.coins + p.bonus}金币`, p.price_cents, false);
    }
    case ORDER_TYPES.ACTIVITY:
      return activityGoods(db, userId, body, now);
  }
}

const strip = (c: UserCoupon) => ({
  code: c.code,
  title: c.title,
  amountCents: c.amountCents,
  thresholdCents: c.thresholdCents,
  expireAt: c.expireAt,
});

/**
 * Prices an order payload for the user (order validation). Throws 4xx for anything unpayable.
 * Every instant at which its answer changes with `now` is listed by quoteHoldsUntil (order-quote-until.ts):
 * a new use of `now` here needs its instant there, or validation would answer a stale quote.
 */
export function quoteOrder(db: Db, userId: number, body: OrderBody, now: number): Quote {
  const goods = resolveGoods(db, userId, body, now);
  const quantity = body.goodsQuantity;
  const urgentFeeCents =
    body.orderType === ORDER_TYPES.CONSULT && body.urgentCode ? URGENT_FEE_CENTS : 0;
  if (body.useRight && !goods.canUseRight) throw badRequest('您暂无可用的会员权益');
  const {
    totalCents,
    rightDiscountCents,
    baseCents: base,
  } = basePrice({
    unitCents: goods.unitCents,
    quantity,
    urgentFeeCents,
    useRight: Boolean(body.useRight),
  });
  // A coupon held by the user's open order for these goods stays usable: 下单 replaces that order.
  const heldBy = openOrderFor(db, userId, body.orderType, body.goodsId)?.order_no ?? null;
  const mine = userCoupons(db, userId, now, heldBy);
  const usable = goods.coupons ? mine.filter((c) => couponFits(c, body.orderType, base)) : [];
  let coupon: UserCoupon | null = null;
  if (body.couponEachCode) {
    coupon = usable.find((c) => c.code === body.couponEachCode) ?? null;
    if (!coupon)
      throw badRequest(
        couponRefusal(
          goods.coupons,
          mine.find((c) => c.code === body.couponEachCode),
          body.orderType,
          base,
        ),
      );
  }
  const couponDiscountCents = coupon ? couponDiscount(coupon.amountCents, base) : 0;
  return {
    orderType: body.orderType,
    orderTypeName: ORDER_TYPE_NAMES[body.orderType] ?? '订单',
    goodsId: body.goodsId,
    goodsTitle: goods.title,
    quantity,
    unitPriceCents: goods.unitCents,
    totalCents,
    urgentFeeCents,
    rightDiscountCents,
    couponDiscountCents,
    payCents: amountToPay(base, couponDiscountCents, goods.owned),
    coupon: coupon ? strip(coupon) : null,
    usableCoupons: usable.map(strip),
    canUseRight: goods.canUseRight,
    owned: goods.owned,
  };
}
