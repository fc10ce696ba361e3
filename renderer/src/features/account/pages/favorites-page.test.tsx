import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ArticleSummary } from '@/contracts/api/article';
import { ApiError } from '@/lib/http/api-error';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { FavoritesPage } from './favorites-page';

const api = vi.hoisted(() => ({ fetchFavorites: vi.fn() }));
vi.mock('../api/account-api', () => api);
vi.mock('@/lib/auth', () => ({ ensureLoggedIn: vi.fn(async () => true) }));

const article = (id: number, title: string) =>
  ({
    id,
    title,
    summary: '摘要',
    category: 'policy',
    categoryName: '政策',
    tags: [],
    cover: '',
    author: { id: 1, nickname: '编辑部', avatar: '', title: '' },
    docNumber: null,
    views: 1,
    likes: 0,
    collects: 1,
    publishedAt: 0,
  }) as unknown as ArticleSummary;

async function renderPage() {
  const router = createMemoryRouter([{ path: '/mine/favorites', element: <FavoritesPage /> }], {
    initialEntries: ['/mine/favorites'],
  });
  await act(async () => render(<RouterProvider router={router} />));
}

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  vi.clearAllMocks();
});

describe('我的收藏', () => {
  it('asks an anonymous visitor to log in and loads nothing', async () => {
    await renderPage();
    expect(screen.getByText('请先登录')).toBeInTheDocument();
    expect(api.fetchFavorites).not.toHaveBeenCalled();
  });

  it('lists the collected articles, each opening its detail', async () => {
    useSessionStore.getState().setToken('tok');
    api.fetchFavorites.mockResolvedValue({
      list: [article(9, '收藏的文章甲'), article(3, '收藏的文章乙')],
      total: 2,
      page: 1,
      size: 10,
    });
    await renderPage();
    expect(await screen.findByRole('link', { name: /收藏的文章甲/ })).toHaveAttribute(
      'href',
      '/article/detail/9',
    );
    expect(screen.getByText('共 2 篇收藏')).toBeInTheDocument();
  });

  it('says 暂无收藏 with a way to the articles when there is none', async () => {
    useSessionStore.getState().setToken('tok');
    api.fetchFavorites.mockResolvedValue({ list: [], total: 0, page: 1, size: 10 });
    await renderPage();
    expect(await screen.findByText('暂无收藏')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去看文章' })).toHaveAttribute('href', '/home');
  });

  it('shows the shared failure state with a retry', async () => {
    useSessionStore.getState().setToken('tok');
    api.fetchFavorites.mockRejectedValue(new ApiError('网络异常', { kind: 'network' }));
    await renderPage();
    expect(await screen.findByRole('button', { name: /重试|重新加载/ })).toBeInTheDocument();
  });
});
