import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ChannelCoin } from '@/contracts/api/channel';
import { ChannelCoinPage } from '../pages/channel-coin-page';

vi.mock('@/lib/auth', () => ({ ensureLoggedIn: vi.fn(async () => true) }));
const api = vi.hoisted(() => ({
  fetchChannelCoin: vi.fn(),
  claimChannelCoin: vi.fn(),
  fetchMyCoinClaim: vi.fn(),
  fetchCoinPackages: vi.fn(() => new Promise(() => undefined)),
}));
vi.mock('../api/channel-api', () => api);

const COIN: ChannelCoin = {
  channel: 'wechat-mp',
  channelName: '税务通微信公众号',
  giftCoins: 200,
  endsAt: Date.UTC(2031, 0, 1),
  state: 'available',
  balance: null,
  uses: ['解锁会员专享文章全文'],
};

function show(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/channel/coin', element: <ChannelCoinPage /> },
      { path: '/channel/success', element: <h1>领取成功页</h1> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

describe('ChannelCoinPage', () => {
  it('asks for the channel of the link, claims it once while pending, then opens the success page', async () => {
    api.fetchChannelCoin.mockResolvedValue(COIN);
    let answer: () => void = () => undefined;
    api.claimChannelCoin.mockImplementation(
      () => new Promise<void>((resolve) => (answer = resolve)),
    );
    show('/channel/coin?channel=wechat-mp');
    expect(api.fetchChannelCoin).toHaveBeenCalledWith('wechat-mp');
    await userEvent.click(await screen.findByRole('button', { name: '立即领取' }));
    const pending = await screen.findByRole('button', { name: /领取中/ });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(pending);
    expect(api.claimChannelCoin).toHaveBeenCalledOnce();
    expect(api.claimChannelCoin).toHaveBeenCalledWith('wechat-mp');
    answer();
    expect(await screen.findByRole('heading', { name: '领取成功页' })).toBeTruthy();
  });

  it('offers no claim once claimed or ended', async () => {
    api.fetchChannelCoin.mockResolvedValue({
      ...COIN,
      state: 'ended',
      endsAt: Date.UTC(2025, 11, 31, 16),
    });
    show('/channel/coin');
    expect(api.fetchChannelCoin).toHaveBeenLastCalledWith(null);
    expect((await screen.findByText(/^本活动已于 2025-12-3[01] 结束$/)).getAttribute('role')).toBe(
      'status',
    );
    expect(screen.queryByRole('button', { name: '立即领取' })).toBeNull();
  });
});
