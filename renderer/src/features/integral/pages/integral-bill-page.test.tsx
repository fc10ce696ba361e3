import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MallAccount, PointsBillEntry } from '@/contracts/api/mall';
import { ApiError } from '@/lib/http';
import { useSessionStore } from '@/stores/session-store';
import { IntegralBillPage } from './integral-bill-page';

const api = vi.hoisted(() => ({ fetchPointsBillPage: vi.fn(), fetchMallAccount: vi.fn() }));
vi.mock('../api/mall-api', () => api);

const entry = (
  id: number,
  delta: number,
  reason: string,
  order: Partial<Pick<PointsBillEntry, 'orderId' | 'frozen'>> = {},
): PointsBillEntry => ({
  id,
  delta,
  reason,
  createdAt: Date.UTC(2026, 0, id),
  orderId: null,
  frozen: false,
  ...order,
});
const account = (points: number, frozenPoints: number): MallAccount => ({
  points,
  frozenPoints,
  exchangedCount: 1,
  checkedInToday: false,
  checkinStreak: 0,
  readPointsToday: 0,
  answerPointsToday: 0,
});
const page = (list: PointsBillEntry[], total = list.length) => ({ list, total, page: 1, size: 20 });

function renderPage() {
  const router = createMemoryRouter([{ path: '/integral/bill', element: <IntegralBillPage /> }], {
    initialEntries: ['/integral/bill'],
  });
  render(<RouterProvider router={router} />);
}

describe('IntegralBillPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useSessionStore.setState({ token: 't-1' });
    api.fetchMallAccount.mockResolvedValue(account(1234, 0));
  });

  it('heads the bill with the usable and frozen points and marks an open exchange’s line 冻结中, linked to its order', async () => {
    api.fetchMallAccount.mockResolvedValue(account(9530, 500));
    api.fetchPointsBillPage.mockResolvedValue(
      page([
        entry(2, -500, '兑换 定制中性笔（10支装）', { orderId: 7, frozen: true }),
        entry(1, 10, '每日签到（连续1天）'),
      ]),
    );
    renderPage();
    const summary = await screen.findByRole('region', { name: '积分概况' });
    await within(summary).findByText('9530');
    expect(summary).toHaveTextContent('可用积分 9530 · 冻结中 500');
    expect(summary).toHaveTextContent('订单完成后扣除，订单关闭则退回');
    const rows = within(await screen.findByRole('list', { name: '收支明细' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('冻结中');
    expect(
      within(rows[0]!).getByRole('link', { name: '兑换 定制中性笔（10支装）' }),
    ).toHaveAttribute('href', '/integral/iec/detail?id=7');
    expect(rows[1]).not.toHaveTextContent('冻结中');
  });

  it('says a balance failed to load, with a retry, instead of showing 0', async () => {
    api.fetchMallAccount
      .mockRejectedValueOnce(new ApiError('x', { kind: 'network' }))
      .mockResolvedValueOnce(account(40, 0));
    api.fetchPointsBillPage.mockResolvedValue(page([entry(1, 40, '运营发放')]));
    renderPage();
    const summary = await screen.findByRole('region', { name: '积分概况' });
    expect(await within(summary).findByRole('alert')).toHaveTextContent('积分加载失败');
    await userEvent.click(within(summary).getByRole('button', { name: '重试' }));
    expect(await within(summary).findByText('40')).toBeInTheDocument();
    expect(summary).not.toHaveTextContent('冻结中');
  });

  it('lists each line with its reason, signed amount and time', async () => {
    api.fetchPointsBillPage.mockResolvedValue(
      page([entry(2, -500, '兑换 定制中性笔（10支装）'), entry(1, 10, '每日签到（连续1天）')]),
    );
    renderPage();
    await screen.findByText('每日签到（连续1天）');
    const rows = within(screen.getByRole('list', { name: '收支明细' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('兑换 定制中性笔（10支装）');
    expect(rows[0]).toHaveTextContent('支出-500');
    expect(rows[1]).toHaveTextContent('每日签到（连续1天）');
    expect(rows[1]).toHaveTextContent('收入+10');
    expect(rows[1]).toHaveTextContent(/2026-01-01 \d\d:\d\d/);
    expect(api.fetchPointsBillPage).toHaveBeenCalledWith(1, null);
  });

  it('asks for 收入 or 支出 only when a tab is chosen, with an empty state of its own', async () => {
    api.fetchPointsBillPage
      .mockResolvedValueOnce(page([entry(1, 10, '每日签到（连续1天）')]))
      .mockResolvedValueOnce(page([]));
    renderPage();
    await screen.findByText('每日签到（连续1天）');
    await userEvent.click(screen.getByRole('tab', { name: '支出' }));
    expect(await screen.findByText('暂无支出记录')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '支出' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: '去兑换' })).toHaveAttribute('href', '/integral/mall');
    expect(api.fetchPointsBillPage).toHaveBeenLastCalledWith(1, 'expense');
  });

  it('says so honestly when there is nothing yet', async () => {
    api.fetchPointsBillPage.mockResolvedValue(page([]));
    renderPage();
    expect(await screen.findByText('暂无积分收支')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去赚积分' })).toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    api.fetchPointsBillPage
      .mockRejectedValueOnce(new ApiError('x', { kind: 'network' }))
      .mockResolvedValueOnce(page([entry(1, 10, '运营发放')]));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('运营发放')).toBeInTheDocument();
    expect(api.fetchPointsBillPage).toHaveBeenCalledTimes(2);
  });

  it('asks a logged-out user to log in instead of loading', async () => {
    useSessionStore.setState({ token: null });
    renderPage();
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(api.fetchPointsBillPage).not.toHaveBeenCalled();
  });
});
