import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderQuote } from '@/contracts/api/order';
import { CheckoutBar } from './checkout-bar';
import { CouponPicker } from './coupon-picker';
import { PriceSummary } from './price-summary';

const coupon = {
  code: 'C1',
  title: '新人会员立减券',
  amountCents: 1000,
  thresholdCents: 3000,
  expireAt: 0,
};
const quote = (extra: Partial<OrderQuote> = {}): OrderQuote => ({
  orderType: 1,
  orderTypeName: '会员',
  goodsId: 1,
  goodsTitle: '个人会员·月卡',
  quantity: 1,
  unitPriceCents: 3800,
  totalCents: 3800,
  urgentFeeCents: 0,
  rightDiscountCents: 0,
  couponDiscountCents: 0,
  payCents: 3800,
  coupon: null,
  usableCoupons: [],
  canUseRight: false,
  owned: false,
  ...extra,
});

describe('checkout parts', () => {
  it('says 暂无可用优惠券, or N 张可用 and lets the user pick one', async () => {
    const { rerender } = render(
      <CouponPicker
        quote={quote()}
        chosen={null}
        error={null}
        disabled={false}
        onChoose={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: /暂无可用优惠券/ })).toBeTruthy();
    const onChoose = vi.fn();
    rerender(
      <CouponPicker
        quote={quote({ usableCoupons: [coupon] })}
        chosen={null}
        error={null}
        disabled={false}
        onChoose={onChoose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /1 张可用/ }));
    await userEvent.click(screen.getByRole('radio', { name: '新人会员立减券（满30.00减10.00）' }));
    expect(onChoose).toHaveBeenCalledWith('C1');
  });

  it("shows the chosen coupon's discount and the server's refusal", () => {
    render(
      <CouponPicker
        quote={quote({ coupon, couponDiscountCents: 1000, usableCoupons: [coupon] })}
        chosen="C1"
        error="该优惠券已过期"
        disabled={false}
        onChoose={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: /-¥10\.00/ })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('该优惠券已过期');
  });

  it('sums up the price from cents', () => {
    render(<PriceSummary quote={quote({ couponDiscountCents: 1000, payCents: 2800 })} />);
    expect(screen.getByText('-¥10.00')).toBeTruthy();
    expect(screen.getByText('¥28.00')).toBeTruthy();
  });

  it('disables the pay button while pending and says so', () => {
    const onPay = vi.fn();
    render(<CheckoutBar payCents={2800} pending onPay={onPay} disabled={false} />);
    const button = screen.getByRole('button', { name: '处理中…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
