import { describe, expect, it } from 'vitest';
import { couponCountText, couponRule, payTimeLeft, savingText, yuan } from './price';

describe('checkout prices', () => {
  it('shows cents as yuan with 2 decimals', () => {
    expect(yuan(2800)).toBe('28.00');
    expect(yuan(5)).toBe('0.05');
    expect(yuan(0)).toBe('0.00');
    expect(yuan(198000)).toBe('1980.00');
  });

  it('says 立省 only when the price is below the original', () => {
    expect(savingText(69600, 29800)).toBe('立省 398.00 元');
    expect(savingText(3800, 3800)).toBeNull();
    expect(savingText(100, 200)).toBeNull();
  });

  it('counts usable coupons, or says there are none', () => {
    expect(couponCountText(2)).toBe('2 张可用');
    expect(couponCountText(0)).toBe('暂无可用优惠券');
  });

  it("states a coupon's rule", () => {
    expect(couponRule({ amountCents: 2000, thresholdCents: 9900 })).toBe('满99.00减20.00');
    expect(couponRule({ amountCents: 1000, thresholdCents: 0 })).toBe('无门槛减10.00');
  });

  it('counts the time left to pay down to 00:00', () => {
    expect(payTimeLeft(30 * 60_000)).toBe('30:00');
    expect(payTimeLeft(59_001)).toBe('01:00');
    expect(payTimeLeft(1_500)).toBe('00:02');
    expect(payTimeLeft(-5_000)).toBe('00:00');
  });
});
