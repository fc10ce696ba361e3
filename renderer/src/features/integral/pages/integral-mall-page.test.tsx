import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { GoodsSummary, MallAccount } from '@/contracts/api/mall';
import { ApiError } from '@/lib/http';
import { useSessionStore } from '@/stores/session-store';
import { IntegralMallPage } from './integral-mall-page';

const api = vi.hoisted(() => ({
  fetchMallAccount: vi.fn(),
  fetchGoodsPage: vi.fn(),
  checkIn: vi.fn(),
}));
vi.mock('../api/mall-api', () => api);
const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ showToast: toast }));

const goods = (id: number, stock: number): GoodsSummary => ({
  id,
  title: `商品${id}`,
  cover: `/media/goods/${id}.png`,
  category: 'gift',
  categoryName: '实物礼品',
  points: 1000 * id,
  cashCents: 0,
  marketPriceCents: 9900,
  stock,
  sales: 3,
  virtual: false,
  tag: null,
});
const account: MallAccount = {
  points: 1234,
  frozenPoints: 0,
  exchangedCount: 0,
  checkedInToday: false,
  checkinStreak: 2,
  readPointsToday: 0,
  answerPointsToday: 0,
};

function renderPage() {
  const router = createMemoryRouter([{ path: '/integral/mall', element: <IntegralMallPage /> }], {
    initialEntries: ['/integral/mall'],
  });
  render(<RouterProvider router={router} />);
}

describe('IntegralMallPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useSessionStore.setState({ token: 't-1' });
    api.fetchGoodsPage.mockResolvedValue({
      list: [goods(1, 200), goods(2, 3), goods(3, 0)],
      total: 3,
      page: 1,
      size: 20,
    });
  });

  it('shows goods with their stock labels', async () => {
    api.fetchMallAccount.mockResolvedValue(account);
    renderPage();
    expect(await screen.findByRole('link', { name: /^商品2 / })).toHaveTextContent('仅剩 3 件');
    expect(screen.getByRole('link', { name: /^商品3 / })).toHaveTextContent('已兑完');
    expect(screen.getByRole('link', { name: /^商品1 / })).toHaveAttribute(
      'href',
      '/integral/detail?id=1',
    );
    expect(screen.getByText('1234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '收支明细' })).toHaveAttribute(
      'href',
      '/integral/bill',
    );
    expect(screen.queryByText(/冻结中/)).toBeNull();
  });

  it("states the server's earning figures, links to where they are earned, and shows today's progress", async () => {
    api.fetchMallAccount.mockResolvedValue({
      ...account,
      readPointsToday: 4,
      answerPointsToday: 10,
    });
    renderPage();
    const reading = await screen.findByRole('link', { name: /^阅读文章/ });
    expect(reading).toHaveAttribute('href', '/home');
    expect(reading).toHaveTextContent('每篇2分，每日5篇');
    expect(await screen.findByText('今日已得 4/10')).toBeInTheDocument();
    const answering = screen.getByRole('link', { name: /^答题挑战/ });
    expect(answering).toHaveAttribute('href', '/questionnaire');
    expect(answering).toHaveTextContent('每日首次完成得10分今日已得 10/10');
  });

  it('shows the points frozen by open exchanges beside the balance', async () => {
    api.fetchMallAccount.mockResolvedValue({ ...account, frozenPoints: 500 });
    renderPage();
    expect(
      await screen.findByText('另有 500 积分冻结中：兑换订单完成后扣除，订单关闭则退回'),
    ).toBeInTheDocument();
  });

  it('never shows 0 for a balance that failed to load: an error and a retry instead', async () => {
    api.fetchMallAccount
      .mockRejectedValueOnce(new ApiError('x', { kind: 'network' }))
      .mockResolvedValueOnce(account);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '积分加载失败：网络异常，请检查网络后重试',
    );
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('1234')).toBeInTheDocument();
  });

  it('checks in once: the button is disabled while pending and after, the balance grows', async () => {
    api.fetchMallAccount.mockResolvedValue(account);
    let answer: (v: { reward: number; streak: number; points: number }) => void = () => undefined;
    api.checkIn.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    const button = await screen.findByRole('button', { name: '签到' });
    // The button shows at once and is usable once the balance has arrived (a click before is ignored).
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: '签到中…' })).toBeDisabled();
    answer({ reward: 10, streak: 3, points: 1244 });
    expect(await screen.findByRole('button', { name: '今日已签到' })).toBeDisabled();
    expect(screen.getByText('1244')).toBeInTheDocument();
    expect(screen.getByText('已连续签到 3 天')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('签到成功，+10积分');
    expect(api.checkIn).toHaveBeenCalledTimes(1);
  });

  it('asks a logged-out user to log in instead of showing a balance', async () => {
    useSessionStore.setState({ token: null });
    renderPage();
    expect(await screen.findByRole('button', { name: '登录 / 注册' })).toBeInTheDocument();
    expect(api.fetchMallAccount).not.toHaveBeenCalled();
  });
});
