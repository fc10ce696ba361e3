import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ApiError } from '@/lib/http';
import type { ArticleSummary } from '@/contracts/api/article';
import { HomePage } from './home-page';
import { coursePrice } from '../components/feed-cards';

const api = vi.hoisted(() => ({
  FEED_PAGE_SIZE: 10,
  fetchArticleFeed: vi.fn(),
  fetchQaFeed: vi.fn(),
  fetchNewsFeed: vi.fn(),
  fetchCourseFeed: vi.fn(),
  fetchHotWords: vi.fn(),
}));
vi.mock('../api/home-api', () => api);

const article = (id: number, title: string): ArticleSummary => ({
  id,
  title,
  summary: '摘要',
  category: 'policy',
  categoryName: '政策解读',
  tags: [],
  author: { id: 1, nickname: '王伟', avatar: '', title: '' },
  docNumber: null,
  cover: '',
  publishedAt: Date.UTC(2025, 5, 1),
  views: 12000,
  likes: 0,
  collects: 0,
  source: 'editorial',
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderHome() {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <HomePage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/home'] },
  );
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.clearAllMocks();
  api.fetchHotWords.mockResolvedValue(['个税汇算', '年终奖']);
  api.fetchArticleFeed.mockImplementation(async (page: number, category: string | null) => ({
    list:
      category === 'case'
        ? [article(90, '案例解析：年终奖怎么算')]
        : [article(page * 10 + 1, `第${page}页文章`)],
    total: category === 'case' ? 1 : 2,
    page,
    size: 10,
  }));
});

describe('HomePage', () => {
  it('shows the article feed with counts of 9999 or more as 9999+', async () => {
    await act(async () => renderHome());
    const card = await screen.findByRole('link', { name: /第1页文章/ });
    expect(card).toHaveAttribute('href', '/article/detail/11');
    expect(within(card).getByText('阅读 9999+')).toBeInTheDocument();
    expect(api.fetchArticleFeed).toHaveBeenCalledWith(1, null);
  });

  it('filters the feed by category', async () => {
    await act(async () => renderHome());
    await screen.findByRole('link', { name: /第1页文章/ });
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: '案例分析' })));
    expect(await screen.findByRole('link', { name: /案例解析：年终奖怎么算/ })).toBeInTheDocument();
    expect(api.fetchArticleFeed).toHaveBeenLastCalledWith(1, 'case');
  });

  it('sends a keyword to the keyword article route', async () => {
    await act(async () => renderHome());
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: '留抵退税' } });
    // The keyboard's 搜索 key submits the search form.
    await act(async () => fireEvent.submit(screen.getByRole('search')));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/v2/article/word?keyword=%E7%95%99%E6%8A%B5%E9%80%80%E7%A8%8E',
    );
  });

  it('opens a hot word', async () => {
    await act(async () => renderHome());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: '年终奖' })));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/v2/article/word?keyword=%E5%B9%B4%E7%BB%88%E5%A5%96',
    );
  });

  it('links the entries to their areas', async () => {
    await act(async () => renderHome());
    const entries = screen.getByRole('navigation', { name: '常用功能' });
    expect(within(entries).getByRole('link', { name: '个税计算器' })).toHaveAttribute(
      'href',
      '/calculator',
    );
    expect(within(entries).getByRole('link', { name: '资讯月刊' })).toHaveAttribute(
      'href',
      '/news/monthly',
    );
    expect(within(entries).getByRole('link', { name: '积分商城' })).toHaveAttribute(
      'href',
      '/integral/mall',
    );
  });

  it('loads the Q&A feed when its tab opens, with an error state and retry', async () => {
    api.fetchQaFeed
      .mockRejectedValueOnce(new ApiError('网络异常，请检查网络后重试', { kind: 'network' }))
      .mockResolvedValueOnce({
        list: [
          {
            id: 4,
            title: '年终奖可以分两次发吗？',
            summary: '',
            tags: [],
            answerCount: 2,
            viewCount: 30,
            createdAt: Date.UTC(2025, 1, 1),
            expert: null,
          },
        ],
        total: 1,
        page: 1,
        size: 10,
      });
    await act(async () => renderHome());
    expect(api.fetchQaFeed).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: '问答' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ })));
    expect(await screen.findByRole('link', { name: /年终奖可以分两次发吗/ })).toHaveAttribute(
      'href',
      '/qa/detail/4',
    );
  });
});

describe('coursePrice', () => {
  it('shows free, member-free and cents as yuan', () => {
    expect(coursePrice({ priceCents: 0, memberFree: false })).toBe('免费');
    expect(coursePrice({ priceCents: 9900, memberFree: true })).toBe('¥99.00 · 会员免费');
    expect(coursePrice({ priceCents: 1990, memberFree: false })).toBe('¥19.90');
  });
});
