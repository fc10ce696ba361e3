import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { CourseRights } from '@/contracts/api/live';
import { Paywall } from './paywall';

const auth = vi.hoisted(() => ({ ensureLoggedIn: vi.fn(async () => true) }));
vi.mock('@/lib/auth', () => auth);
const coin = vi.hoisted(() => ({ unlockWithCoins: vi.fn(async () => ({ balance: 5 })) }));
vi.mock('../api/coin-unlock', () => coin);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const rights: CourseRights = {
  canWatch: false,
  reason: 'trial',
  purchased: false,
  memberFree: true,
  isMember: false,
  trialSeconds: 12,
  priceCents: 19_900,
  iosProductId: 'com.sim.taxapp.course.tier19900',
};

describe('paywall', () => {
  it('opens the purchase flow once logged in, and offers membership where it makes the course free', async () => {
    const onBuy = vi.fn();
    render(
      <Paywall
        courseId={4}
        rights={rights}
        title="试看结束，购买后观看完整课程"
        onBuy={onBuy}
        onUnlocked={vi.fn()}
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole('link', { name: '开通会员免费看' }).getAttribute('href')).toBe(
      '/member/center',
    );
    auth.ensureLoggedIn.mockResolvedValueOnce(false);
    await userEvent.click(screen.getByRole('button', { name: '购买课程 ¥199.00' }));
    expect(onBuy).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '购买课程 ¥199.00' }));
    await waitFor(() => expect(onBuy).toHaveBeenCalledTimes(1));
  });

  it('unlocks with coins at 10 per yuan, one key per attempt, then loads the course again', async () => {
    const onUnlocked = vi.fn();
    render(
      <Paywall courseId={4} rights={rights} title="" onBuy={vi.fn()} onUnlocked={onUnlocked} />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole('link', { name: '充值金币' }).getAttribute('href')).toBe(
      '/channel/coin',
    );
    await userEvent.click(screen.getByRole('button', { name: '金币解锁 1990 金币' }));
    await waitFor(() => expect(onUnlocked).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: '金币解锁 1990 金币' }));
    await waitFor(() => expect(onUnlocked).toHaveBeenCalledTimes(2));
    const keys = coin.unlockWithCoins.mock.calls.map((call: unknown[]) => call[1]);
    expect(keys[0]).not.toBe(keys[1]);
    expect(coin.unlockWithCoins).toHaveBeenCalledWith(4, keys[0]);
  });

  it('offers nothing to buy for a free course, and no membership to a member', () => {
    render(
      <Paywall
        courseId={4}
        rights={{ ...rights, priceCents: 0, isMember: true }}
        title=""
        onBuy={vi.fn()}
        onUnlocked={vi.fn()}
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links to no coin top-up in the iOS app, where money goes through Apple only', () => {
    const ua = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) TaxApp/4.0.0');
    render(<Paywall courseId={4} rights={rights} title="" onBuy={vi.fn()} onUnlocked={vi.fn()} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByRole('button', { name: '购买课程 ¥199.00' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '充值金币' })).toBeNull();
    ua.mockRestore();
  });
});
