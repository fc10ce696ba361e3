import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { REWARD_PRESETS_CENTS, type OrderQuote } from '@/contracts/api/order';
import { useSessionStore } from '@/stores/session-store';
import { TipButton } from './tip-button';

const api = vi.hoisted(() => ({
  quoteOrder: vi.fn(),
  createOrder: vi.fn(),
  goToCashier: vi.fn(),
  fetchOrder: vi.fn(),
}));
vi.mock('@/domain/checkout/checkout-api', async (actual) => ({
  ...(await actual<object>()),
  ...api,
}));
const auth = vi.hoisted(() => ({ ensureLoggedIn: vi.fn(async () => false) }));
vi.mock('@/lib/auth', () => auth);

const quote = (payCents: number): OrderQuote => ({
  orderType: 5,
  orderTypeName: '打赏',
  goodsId: 12,
  goodsTitle: '打赏文章·十问十答',
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
const show = (path = '/article/detail/12', onTipped = vi.fn()) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <TipButton target={{ type: 0, id: 12 }} name="打赏这篇文章" count={3} onTipped={onTipped} />
    </MemoryRouter>,
  );

describe('TipButton and the tip sheet', () => {
  afterEach(() => {
    useSessionStore.setState({ token: null });
    vi.clearAllMocks();
  });

  it('shows the count and asks an anonymous reader to log in before any sheet opens', async () => {
    show();
    expect(screen.getByText('3 次打赏')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '打赏这篇文章' }));
    expect(auth.ensureLoggedIn).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('prices the preset picked on the server, and pays it through the cashier back to the content', async () => {
    useSessionStore.setState({ token: 't' });
    auth.ensureLoggedIn.mockResolvedValue(true);
    api.quoteOrder.mockImplementation(
      async (body: { rewardSeries?: number; rewardAmount?: number }) =>
        quote(
          body.rewardSeries !== undefined
            ? (REWARD_PRESETS_CENTS[body.rewardSeries] ?? 0)
            : (body.rewardAmount ?? 0),
        ),
    );
    api.createOrder.mockResolvedValue({ orderNo: '202606011000000001', status: 0, payCents: 1888 });
    api.goToCashier.mockResolvedValue(undefined);
    show();
    await userEvent.click(screen.getByRole('button', { name: '打赏这篇文章' }));
    const dialog = await screen.findByRole('dialog', { name: '打赏这篇文章' }, { timeout: 5000 });
    expect(dialog).toBeTruthy();
    // It opens on the smallest amount, priced by the server.
    expect((screen.getByRole('radio', { name: '¥1.88' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByText('¥1.88', { selector: 'strong' })).toBeTruthy());
    expect(api.quoteOrder).toHaveBeenCalledWith(expect.objectContaining({ rewardSeries: 0 }));
    await userEvent.click(screen.getByRole('radio', { name: '¥18.88' }));
    await waitFor(() => expect(screen.getByText('¥18.88', { selector: 'strong' })).toBeTruthy());
    expect(api.quoteOrder).toHaveBeenLastCalledWith({
      orderType: 5,
      goodsId: 12,
      goodsQuantity: 1,
      rewardRecordType: 0,
      rewardSeries: 3,
      couponEachCode: null,
    });
    await userEvent.click(screen.getByRole('button', { name: '立即打赏' }));
    await waitFor(() =>
      expect(api.goToCashier).toHaveBeenCalledWith(
        '202606011000000001',
        'wechat',
        '/article/detail/12?tipOrder=202606011000000001&tipTarget=0-12',
      ),
    );
    expect(api.createOrder).toHaveBeenCalledOnce();
  });

  it('refuses a custom amount out of bounds before asking the server, and prices one within them', async () => {
    useSessionStore.setState({ token: 't' });
    auth.ensureLoggedIn.mockResolvedValue(true);
    api.quoteOrder.mockImplementation(async (body: { rewardAmount?: number }) =>
      quote(body.rewardAmount ?? 588),
    );
    show();
    await userEvent.click(screen.getByRole('button', { name: '打赏这篇文章' }));
    await userEvent.click(await screen.findByRole('radio', { name: '自定义' }, { timeout: 5000 }));
    const field = screen.getByLabelText('自定义金额（元）');
    await userEvent.type(field, '300');
    expect(screen.getByRole('alert').textContent).toBe('打赏金额须在1 - 200元之间');
    expect((screen.getByRole('button', { name: '立即打赏' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(api.quoteOrder).not.toHaveBeenCalledWith(
      expect.objectContaining({ rewardAmount: 30000 }),
    );
    await userEvent.clear(field);
    await userEvent.type(field, '6.6');
    await waitFor(() => expect(screen.getByText('¥6.60', { selector: 'strong' })).toBeTruthy());
    expect((screen.getByRole('button', { name: '立即打赏' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('back from the cashier, says 感谢打赏 once the server has the tip paid, and reloads the count', async () => {
    useSessionStore.setState({ token: 't' });
    api.fetchOrder.mockResolvedValue({
      orderNo: '202606011000000001',
      status: 1,
      payFailure: null,
      payCents: 588,
    });
    const onTipped = vi.fn();
    show('/article/detail/12?tipOrder=202606011000000001&tipTarget=0-12', onTipped);
    expect(
      await screen.findByRole('heading', { name: '感谢打赏' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('¥5.88');
    // The count reloads from an effect, which may run just after the paint that shows the heading.
    await waitFor(() => expect(onTipped).toHaveBeenCalledOnce());
    await userEvent.click(screen.getByRole('button', { name: '好的' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('back from a cancelled payment, says so and links the order', async () => {
    useSessionStore.setState({ token: 't' });
    api.fetchOrder.mockResolvedValue({
      orderNo: '202606011000000001',
      status: 0,
      payFailure: '支付已取消',
      payCents: 588,
    });
    const onTipped = vi.fn();
    show('/article/detail/12?tipOrder=202606011000000001&tipTarget=0-12', onTipped);
    expect(
      await screen.findByRole('heading', { name: '打赏未完成' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe(
      '/member/order/202606011000000001',
    );
    expect(onTipped).not.toHaveBeenCalled();
  });
});
