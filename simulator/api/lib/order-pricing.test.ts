import { describe, expect, it } from 'vitest';
import {
  amountToPay,
  basePrice,
  couponDiscount,
  couponFits,
  couponRefusal,
  couponStatus,
} from './order-pricing';

const DAY = 86_400_000;
const usable = { status: 0, scope: 0, thresholdCents: 0, amountCents: 2000 };

describe('order pricing', () => {
  it('totals the unit price times the quantity, adds the urgent fee, takes off the member right', () => {
    expect(basePrice({ unitCents: 3800, quantity: 3, urgentFeeCents: 0, useRight: false })).toEqual(
      { totalCents: 11_400, rightDiscountCents: 0, baseCents: 11_400 },
    );
    expect(
      basePrice({ unitCents: 9900, quantity: 1, urgentFeeCents: 5000, useRight: false }),
    ).toEqual({ totalCents: 9900, rightDiscountCents: 0, baseCents: 14_900 });
    // A member-free course: the right takes off the goods, not the fee.
    expect(
      basePrice({ unitCents: 19_900, quantity: 1, urgentFeeCents: 5000, useRight: true }),
    ).toEqual({ totalCents: 19_900, rightDiscountCents: 19_900, baseCents: 5000 });
  });

  it('a coupon takes off its face value, never more than the base', () => {
    expect(couponDiscount(2000, 29_800)).toBe(2000);
    expect(couponDiscount(3800, 3800)).toBe(3800);
    expect(couponDiscount(50_000, 3800)).toBe(3800);
    expect(couponDiscount(3801, 3800)).toBe(3800);
  });

  it('the amount to pay is the base minus the coupon, never negative; nothing for goods owned', () => {
    expect(amountToPay(29_800, 2000, false)).toBe(27_800);
    expect(amountToPay(3800, couponDiscount(50_000, 3800), false)).toBe(0);
    expect(amountToPay(3800, couponDiscount(3799, 3800), false)).toBe(1);
    expect(amountToPay(29_800, 0, true)).toBe(0);
    for (const base of [1, 99, 3800, 29_800])
      for (const face of [0, 1, 2000, 50_000])
        expect(amountToPay(base, couponDiscount(face, base), false)).toBeGreaterThanOrEqual(0);
  });
});

describe('coupons', () => {
  it('is usable until its expiry, used once another order holds it, usable again by the order that holds it', () => {
    const now = 10 * DAY;
    expect(couponStatus({ used_order_no: null, expire_at: now + 1 }, now, null)).toBe(0);
    // An open order being replaced holds another coupon: this one is still free.
    expect(
      couponStatus({ used_order_no: null, expire_at: now + 1 }, now, '202606011000000001'),
    ).toBe(0);
    expect(couponStatus({ used_order_no: null, expire_at: now }, now, null)).toBe(2);
    expect(
      couponStatus({ used_order_no: '202606011000000001', expire_at: now + DAY }, now, null),
    ).toBe(1);
    expect(
      couponStatus(
        { used_order_no: '202606011000000001', expire_at: now + DAY },
        now,
        '202606011000000001',
      ),
    ).toBe(0);
    expect(
      couponStatus(
        { used_order_no: '202606011000000001', expire_at: now + DAY },
        now,
        '202606011000000002',
      ),
    ).toBe(1);
  });

  it('fits an order of its scope whose base reaches the threshold, and never a free one', () => {
    expect(couponFits(usable, 1, 100)).toBe(true);
    expect(couponFits({ ...usable, scope: 2 }, 2, 100)).toBe(true);
    expect(couponFits({ ...usable, scope: 2 }, 1, 100)).toBe(false);
    expect(couponFits({ ...usable, thresholdCents: 9900 }, 2, 9900)).toBe(true);
    expect(couponFits({ ...usable, thresholdCents: 9900 }, 2, 9899)).toBe(false);
    expect(couponFits(usable, 1, 0)).toBe(false);
    expect(couponFits({ ...usable, status: 1 }, 1, 100)).toBe(false);
    expect(couponFits({ ...usable, status: 2 }, 1, 100)).toBe(false);
  });

  it('says why a coupon cannot be used, in order', () => {
    expect(couponRefusal(false, usable, 1, 100)).toBe('该订单不支持使用优惠券');
    expect(couponRefusal(true, undefined, 1, 100)).toBe('优惠券不存在，请重新选择');
    expect(couponRefusal(true, { ...usable, status: 1, scope: 3 }, 1, 100)).toBe('该优惠券已使用');
    expect(couponRefusal(true, { ...usable, status: 2, scope: 3 }, 1, 100)).toBe('该优惠券已过期');
    expect(couponRefusal(true, { ...usable, scope: 3, thresholdCents: 99_900 }, 1, 100)).toBe(
      '该优惠券仅限系列课程使用',
    );
    expect(couponRefusal(true, { ...usable, scope: 9 }, 1, 100)).toBe('该优惠券仅限指定商品使用');
    expect(couponRefusal(true, { ...usable, scope: 1, thresholdCents: 9900 }, 1, 9899)).toBe(
      '订单未满99.00元，不可使用该优惠券',
    );
    expect(couponRefusal(true, { ...usable, thresholdCents: 9900 }, 2, 9900)).toBe(
      '该优惠券不可用于本订单',
    );
  });
});
