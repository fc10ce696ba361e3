import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CourseIapCheckout } from './course-iap-checkout';

const auth = vi.hoisted(() => ({ ensureLoggedIn: vi.fn(async () => true) }));
vi.mock('@/lib/auth', () => auth);
const toast = vi.hoisted(() => ({ showToast: vi.fn(), showSuccess: vi.fn() }));
vi.mock('@/lib/toast', () => toast);
const native = vi.hoisted(() => ({ call: vi.fn() }));
class Cancelled extends Error {}
vi.mock('@/lib/bridge', () => ({
  bridge: { call: native.call },
  isCancelled: (e: unknown) => e instanceof Cancelled,
  isBridgeError: (e: unknown) => e instanceof Cancelled,
}));
const checkout = vi.hoisted(() => ({ createOrder: vi.fn() }));
vi.mock('@/domain/checkout/checkout-api', async (real) => ({
  ...(await real<object>()),
  createOrder: checkout.createOrder,
}));
const iap = vi.hoisted(() => ({
  verifyAppleReceipt: vi.fn(async () => ({})),
  restoreApplePurchases: vi.fn(),
}));
vi.mock('@/domain/checkout/apple-purchase-api', () => iap);

const ORDER = '202611251900000001';

function renderCheckout(
  productId: string | null = 'com.sim.taxapp.course.tier4900',
  onRestored = vi.fn(),
) {
  render(
    <MemoryRouter initialEntries={['/live/detail/7']}>
      <Routes>
        <Route
          path="/live/detail/7"
          element={
            <CourseIapCheckout
              courseId={7}
              series
              title="系列课"
              priceCents={4900}
              productId={productId}
              onClose={vi.fn()}
              onRestored={onRestored}
            />
          }
        />
        <Route path="/member/order/:orderNo" element={<p>订单页</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return onRestored;
}

describe('the iOS app course checkout (Apple in-app purchase)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks for the agreement, then buys the tier through Apple and has the server verify the receipt', async () => {
    checkout.createOrder.mockResolvedValue({ orderNo: ORDER, status: 0, payCents: 4900 });
    native.call.mockResolvedValue({ transactionId: '1', receipt: 'SIMRCPT-1' });
    renderCheckout();
    expect(screen.queryByText(/微信|支付宝|优惠券：/)).toBeNull();
    const buy = screen.getByRole('button', { name: '立即购买 ¥49.00' });
    await userEvent.click(buy);
    expect(toast.showToast).toHaveBeenCalledWith('请先阅读并同意《用户协议》');
    expect(checkout.createOrder).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(buy);
    await screen.findByText('订单页');
    expect(checkout.createOrder).toHaveBeenCalledWith({
      orderType: 3,
      goodsId: 7,
      goodsQuantity: 1,
    });
    expect(native.call).toHaveBeenCalledWith('iapPurchase', {
      productId: 'com.sim.taxapp.course.tier4900',
      orderNo: ORDER,
    });
    expect(iap.verifyAppleReceipt).toHaveBeenCalledWith(ORDER, 'SIMRCPT-1');
  });

  it('says a cancelled sheet and stays; sends nothing to verify', async () => {
    checkout.createOrder.mockResolvedValue({ orderNo: ORDER, status: 0, payCents: 4900 });
    native.call.mockRejectedValue(new Cancelled('cancel'));
    renderCheckout();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '立即购买 ¥49.00' }));
    await waitFor(() => expect(toast.showToast).toHaveBeenCalledWith('已取消购买'));
    expect(iap.verifyAppleReceipt).not.toHaveBeenCalled();
    expect(screen.queryByText('订单页')).toBeNull();
  });

  it('恢复购买 hands the receipts to the server and reloads the course', async () => {
    native.call.mockResolvedValue({ receipts: ['SIMRCPT-1'] });
    iap.restoreApplePurchases.mockResolvedValue({
      restored: 1,
      message: '已恢复1笔购买',
      orders: [],
    });
    const onRestored = renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: '恢复购买' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
    expect(native.call).toHaveBeenCalledWith('iapRestore');
    expect(toast.showSuccess).toHaveBeenCalledWith('已恢复1笔购买');
  });

  it('a course without an App Store product cannot be bought here', () => {
    renderCheckout(null);
    expect(screen.getByText('该课程暂不支持在 App 内购买')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: '立即购买 ¥49.00' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
