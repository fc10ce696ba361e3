import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ActivityDetail } from '@/contracts/api/activity';
import type { OrderQuote } from '@/contracts/api/order';
import { useSessionStore } from '@/stores/session-store';
import type { SignupForm } from './activity-signup';
import { ActivitySignup } from './activity-signup';
import { EMPTY_SIGNUP } from './signup-rules';

const api = vi.hoisted(() => ({ quoteOrder: vi.fn(), createOrder: vi.fn(), goToCashier: vi.fn() }));
vi.mock('@/domain/checkout/checkout-api', async (actual) => ({
  ...(await actual<object>()),
  ...api,
}));
const auth = vi.hoisted(() => ({ ensureLoggedIn: vi.fn(async () => false) }));
vi.mock('@/lib/auth', () => auth);

const PAID: ActivityDetail = {
  id: 2,
  title: '训练营',
  summary: '',
  content: '',
  host: '税务通',
  location: '线上',
  online: true,
  signupStart: Date.UTC(2026, 0, 1),
  signupEnd: Date.UTC(2030, 0, 1),
  startAt: Date.UTC(2031, 0, 1),
  endAt: Date.UTC(2031, 0, 2),
  capacity: 300,
  signedUp: 3,
  placesLeft: 297,
  priceCents: 9900,
  phase: 'notStarted',
  phaseText: '未开始',
  signup: 'open',
  signupText: '报名中',
  mine: null,
};
const QUOTE: OrderQuote = {
  orderType: 6,
  orderTypeName: '活动报名',
  goodsId: 2,
  goodsTitle: '活动报名·训练营',
  quantity: 1,
  unitPriceCents: 9900,
  totalCents: 9900,
  urgentFeeCents: 0,
  rightDiscountCents: 0,
  couponDiscountCents: 0,
  payCents: 9900,
  coupon: null,
  usableCoupons: [],
  canUseRight: false,
  owned: false,
};
const BODY = { name: '王芳', phone: '13912345678' };
const form = (over: Partial<SignupForm> = {}): SignupForm => ({
  values: { ...EMPTY_SIGNUP, ...BODY },
  errors: {},
  pending: false,
  change: vi.fn(),
  submit: vi.fn(async () => undefined),
  check: vi.fn(() => ({ body: BODY })),
  ...over,
});
const show = (f: SignupForm) =>
  render(
    <MemoryRouter>
      <ActivitySignup activity={PAID} form={f} />
    </MemoryRouter>,
  );

describe('PaidSignup: a paid activity through the purchase flow', () => {
  afterEach(() => {
    useSessionStore.setState({ token: null });
    vi.clearAllMocks();
  });

  it('checks the form before asking a visitor to log in', async () => {
    const f = form({ check: vi.fn(() => ({ first: 'phone' as const })) });
    show(f);
    expect(screen.getByText('本活动报名费 ¥99.00，支付成功后即报名成功')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '登录后报名' }));
    expect(screen.getByLabelText('手机号')).toBe(document.activeElement);
    expect(auth.ensureLoggedIn).not.toHaveBeenCalled();
    expect(api.quoteOrder).not.toHaveBeenCalled();
  });

  it('quotes the activity from the server and orders it with the attendee, once for a double tap', async () => {
    useSessionStore.setState({ token: 't' });
    api.quoteOrder.mockResolvedValue(QUOTE);
    api.createOrder.mockImplementation(() => new Promise(() => undefined));
    show(form());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '支付并报名' })).toHaveProperty('disabled', false),
    );
    expect(api.quoteOrder).toHaveBeenCalledWith({
      orderType: 6,
      goodsId: 2,
      goodsQuantity: 1,
      couponEachCode: null,
    });
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.dblClick(screen.getByRole('button', { name: '支付并报名' }));
    expect(api.createOrder).toHaveBeenCalledOnce();
    expect(api.createOrder).toHaveBeenCalledWith({
      orderType: 6,
      goodsId: 2,
      goodsQuantity: 1,
      signup: BODY,
      couponEachCode: null,
    });
    expect(screen.getByRole('button', { name: '处理中…' })).toHaveProperty('disabled', true);
  });
});
