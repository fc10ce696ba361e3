/**
 * The arithmetic of an order's price, in integer cents, and the rules of its coupon: pure functions,
 * so that every rule is tested (and mutation-tested) without a database. lib/order-quote.ts reads the
 * goods, the user's rights and coupons, and prices with these.
 */
import { ORDER_TYPE_NAMES } from '../../../renderer/src/contracts/api/order';

/** A coupon's status for the user: 0 usable, 1 used (held by an order other than `heldBy`), 2 expired. */
export function couponStatus(
  c: { used_order_no: string | null; expire_at: number },
  now: number,
  heldBy: string | null,
): 0 | 1 | 2 {
  if (c.used_order_no !== null && c.used_order_no !== heldBy) return 1;
  return c.expire_at <= now ? 2 : 0;
}

export type PricedCoupon = {
  status: number;
  scope: number;
  thresholdCents: number;
  amountCents: number;
};

/** Whether a coupon may be used on an order of `orderType` whose amount before coupons is `baseCents`. */
export const couponFits = (c: PricedCoupon, orderType: number, baseCents: number): boolean =>
  c.status === 0 &&
  (c.scope === 0 || c.scope === orderType) &&
  c.thresholdCents <= baseCents &&
  baseCents > 0;

/** Why a named coupon cannot be used on this order, in the words the user sees. */
export function couponRefusal(
  allowed: boolean,
  c: PricedCoupon | undefined,
  orderType: number,
  baseCents: number,
): string {
  if (!allowed) return '该订单不支持使用优惠券';
  if (!c) return '优惠券不存在，请重新选择';
  if (c.status === 1) return '该优惠券已使用';
  if (c.status === 2) return '该优惠券已过期';
  if (c.scope !== 0 && c.scope !== orderType)
    return `该优惠券仅限${ORDER_TYPE_NAMES[c.scope] ?? '指定商品'}使用`;
  if (c.thresholdCents > baseCents)
    return `订单未满${(c.thresholdCents / 100).toFixed(2)}元，不可使用该优惠券`;
  return '该优惠券不可用于本订单';
}

/** What is priced: the goods' unit price and quantity, the urgent fee, the member right. */
export type PriceInput = {
  unitCents: number;
  quantity: number;
  urgentFeeCents: number;
  useRight: boolean;
};

/**
 * The amounts before the coupon: the goods' total, the member right's discount (all of the goods:
 * a member-free course) and the base a coupon applies to (goods and fee, minus the right).
 */
export function basePrice(p: PriceInput): {
  totalCents: number;
  rightDiscountCents: number;
  baseCents: number;
} {
  const totalCents = p.unitCents * p.quantity;
  const rightDiscountCents = p.useRight ? totalCents : 0;
  return {
    totalCents,
    rightDiscountCents,
    baseCents: totalCents + p.urgentFeeCents - rightDiscountCents,
  };
}

/** What a coupon of `amountCents` takes off a base: its face value, never more than the base. */
export const couponDiscount = (amountCents: number, baseCents: number): number =>
  Math.min(amountCents, baseCents);

/** The amount to pay: nothing for goods the user already has, else the base minus the coupon. */
export const amountToPay = (
  baseCents: number,
  couponDiscountCents: number,
  owned: boolean,
): number => (owned ? 0 : baseCents - couponDiscountCents);
