import { formatMoney } from '@/lib/format/number';

/** Cents as yuan with 2 decimals (docs/product.md「订单与支付」): 2800 → `28.00`. */
export const yuan = (cents: number): string => formatMoney(cents, '0.00');

/** `立省 X 元` when the price is really below the original, else null (nothing to boast about). */
export function savingText(originalCents: number, priceCents: number): string | null {
  return originalCents > priceCents ? `立省 ${yuan(originalCents - priceCents)} 元` : null;
}

/** The coupon cell's count: `N 张可用`, or `暂无可用优惠券`. */
export function couponCountText(usable: number): string {
  return usable > 0 ? `${usable} 张可用` : '暂无可用优惠券';
}

/** A coupon's rule in the words of Chinese shops: `满99.00减20.00`, or `无门槛减10.00`. */
export function couponRule(c: { amountCents: number; thresholdCents: number }): string {
  return c.thresholdCents > 0
    ? `满${yuan(c.thresholdCents)}减${yuan(c.amountCents)}`
    : `无门槛减${yuan(c.amountCents)}`;
}

/** `mm:ss` left to pay, never negative. */
export function payTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  return `${String(m).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
