import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ConsultCoupon } from '@/contracts/api/consult';
import { ConsultCouponView } from './consult-coupon-view';

const COUPON: ConsultCoupon = {
  title: '免费咨询券',
  amountCents: 9900,
  validDays: 90,
  rules: ['每位用户限领1张'],
  total: 2000,
  remaining: 1999,
  state: 'available',
  mine: null,
};

describe('ConsultCouponView', () => {
  it('offers the claim with the amount in yuan and what is left', async () => {
    const onClaim = vi.fn();
    render(<ConsultCouponView coupon={COUPON} pending={false} onClaim={onClaim} />);
    expect(screen.getByRole('region', { name: '免费咨询券' }).textContent).toContain('¥99.00');
    expect(screen.getByText('本期共 2000 张，剩余 1999 张')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }));
    expect(onClaim).toHaveBeenCalledOnce();
  });

  it('disables the button while the claim is pending', () => {
    render(<ConsultCouponView coupon={COUPON} pending onClaim={vi.fn()} />);
    expect((screen.getByRole('button', { name: /领取中/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the user’s coupon instead of the button once claimed, and 已领完 when none is left', () => {
    const { unmount } = render(
      <ConsultCouponView
        coupon={{
          ...COUPON,
          state: 'claimed',
          mine: {
            code: 'C0123ABCD',
            expireAt: Date.UTC(2026, 8, 1),
            status: 0,
            statusText: '未使用',
          },
        }}
        pending={false}
        onClaim={vi.fn()}
      />,
      { wrapper: MemoryRouter },
    );
    const mine = screen.getByRole('region', { name: '我的免费咨询券' });
    expect(mine.textContent).toContain('已领取 · 未使用');
    expect(mine.textContent).toContain('券码：C0123ABCD');
    expect(screen.queryByRole('button')).toBeNull();
    // An unused coupon leads to the consultation order it is for.
    expect(
      screen.getByRole('link', { name: '去使用：预约专家咨询（直通车）' }).getAttribute('href'),
    ).toBe('/throughtrain');
    unmount();
    render(
      <ConsultCouponView
        coupon={{ ...COUPON, state: 'soldOut', remaining: 0 }}
        pending={false}
        onClaim={vi.fn()}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('本期免费咨询券已领完，敬请关注下期活动');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
