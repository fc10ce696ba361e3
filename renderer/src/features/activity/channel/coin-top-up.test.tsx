import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { OrderQuote } from '@/contracts/api/order';
import { useSessionStore } from '@/stores/session-store';
import { CoinTopUp } from './coin-top-up';

const api = vi.hoisted(() => ({
  fetchCoinPackages: vi.fn(async () => ({
    packages: [
      { id: 1, coins: 60, bonus: 0, priceCents: 600 },
      { id: 2, coins: 300, bonus: 20, priceCents: 3000 },
    ],
    balance: 200,
    coinsPerYuan: 10,
  })),
}));
vi.mock('../api/channel-api', () => api);
const checkoutApi = vi.hoisted(() => ({
  quoteOrder: vi.fn(),
  createOrder: vi.fn(),
  goToCashier: vi.fn(),
}));
vi.mock('@/domain/checkout/checkout-api', async (actual) => ({
  ...(await actual<object>()),
  ...checkoutApi,
}));
const auth = vi.hoisted(() => ({ ensureLoggedIn: vi.fn(async () => false) }));
vi.mock('@/lib/auth', () => auth);

const quote = (goodsId: number, payCents: number): OrderQuote => ({
  orderType: 7,
  orderTypeName: '金币充值',
  goodsId,
  goodsTitle: '金币充值',
  quantity: 1,
  unitPriceCents: payCents,
  totalCents: payCents,
  urgentFeeCents: 0,
  rightDiscountCents: 0,
  couponDiscountCents: 0,
  payCents,
  coupon: null,
  usableCoupons: [],
  canUseRight: false,
  owned: false,
});

describe('CoinTopUp', () => {
  afterEach(() => {
    useSessionStore.setState({ token: null });
    vi.clearAllMocks();
  });

  it('asks a visitor to log in before buying', async () => {
    render(<CoinTopUp />, { wrapper: MemoryRouter });
    await userEvent.click(await screen.findByRole('button', { name: '登录后充值' }));
    expect(auth.ensureLoggedIn).toHaveBeenCalledOnce();
    expect(checkoutApi.quoteOrder).not.toHaveBeenCalled();
  });

  it('prices the package picked on the server (order type 7) and shows the balance', async () => {
    useSessionStore.setState({ token: 't' });
    checkoutApi.quoteOrder.mockImplementation(async (body: { goodsId: number }) =>
      quote(body.goodsId, body.goodsId === 1 ? 600 : 3000),
    );
    render(<CoinTopUp />, { wrapper: MemoryRouter });
    expect(await screen.findByText('当前金币：200')).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: '300 金币 送 20 · ¥30.00' }) as HTMLInputElement).checked,
    ).toBe(true);
    await waitFor(() =>
      expect(checkoutApi.quoteOrder).toHaveBeenCalledWith({
        orderType: 7,
        goodsId: 2,
        goodsQuantity: 1,
        couponEachCode: null,
      }),
    );
    await userEvent.click(screen.getByRole('radio', { name: '60 金币 · ¥6.00' }));
    await waitFor(() => expect(screen.getByText('¥6.00', { selector: 'strong' })).toBeTruthy());
  });
});
