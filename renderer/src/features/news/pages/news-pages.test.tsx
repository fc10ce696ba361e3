// @vitest-environment jsdom
// happy-dom drops nodes under DOMPurify: pages that sanitise HTML are tested in jsdom.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ResolvedRoute, RouteHandle } from '@/lib/routing/route-record';
import type { MonthlyIssueDetail, NewsDetail, NewsItem } from '@/contracts/api/news';
import { ApiError } from '@/lib/http';
import { NewsListPage } from './news-list-page';
import { NewsDetailH5Page } from './news-detail-h5-page';

const share = vi.fn(async () => undefined);
vi.mock('@/lib/share', () => ({ useShare: () => share }));

const api = vi.hoisted(() => ({
  fetchMonthlyIssue: vi.fn(),
  fetchNewsDetail: vi.fn(),
}));
vi.mock('../api/news-api', () => api);

const item = (id: number, categoryId: number, categoryName: string): NewsItem => ({
  id,
  categoryId,
  categoryName,
  monthlyId: 202512,
  title: `资讯${id}`,
  summary: `摘要${id}`,
  source: '国家税务总局',
  cover: '',
  viewCount: 12000,
  publishedAt: Date.UTC(2025, 11, id),
});

const issue: MonthlyIssueDetail = {
  id: 202512,
  month: '2025-12',
  title: '2025年12月财税资讯月刊',
  summary: '本期聚焦',
  cover: '',
  itemCount: 3,
  publishedAt: Date.UTC(2026, 0, 5),
  foreword: '编者按：本期精选3条资讯。',
  sections: [
    {
      categoryId: 1,
      categoryName: '政策法规',
      items: [item(1, 1, '政策法规'), item(2, 1, '政策法规')],
    },
    { categoryId: 6, categoryName: '热点问答', items: [item(3, 6, '热点问答')] },
  ],
};

function renderAt(path: string, pattern: string, name: string, element: React.ReactNode) {
  const route: ResolvedRoute = {
    path: pattern,
    fullPath: pattern,
    name,
    title: 't',
    auth: false,
    keepAlive: false,
    skeleton: true,
    sharePath: '/x',
  };
  const handle: RouteHandle = { route };
  const router = createMemoryRouter(
    [
      { path: pattern, handle, element },
      { path: '*', element: <div>其他页面</div> },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  share.mockClear();
  api.fetchMonthlyIssue.mockReset();
  api.fetchNewsDetail.mockReset();
});

describe('news list (a monthly issue)', () => {
  it('shows the issue, filters by category, and shares it with its monthlyId as a string', async () => {
    api.fetchMonthlyIssue.mockResolvedValue(issue);
    await act(async () =>
      renderAt('/news/list/202512', '/news/list/:id', 'NewsList', <NewsListPage />),
    );
    expect(api.fetchMonthlyIssue).toHaveBeenCalledWith('202512');
    expect(await screen.findByRole('heading', { name: issue.title })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('tab', { name: '热点问答' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(within(screen.getByRole('listitem')).getByRole('link')).toHaveAttribute(
      'href',
      '/news/detail/3',
    );
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    expect(share).toHaveBeenCalledWith({
      shareTitle: issue.title,
      shareSubtitle: issue.summary,
      others: { monthlyId: '202512' },
    });
  });

  it('sends a missing issue (404) to the empty page', async () => {
    api.fetchMonthlyIssue.mockRejectedValue(new ApiError('该期月刊不存在', { status: 404 }));
    await act(async () =>
      renderAt('/news/list/202401', '/news/list/:id', 'NewsList', <NewsListPage />),
    );
    expect(await screen.findByText('其他页面')).toBeInTheDocument();
  });

  it.each([
    [
      'a month the server refuses as malformed (/news/list/2025-12)',
      '2025-12',
      new ApiError('参数 id 类型错误，应为数字', { status: 400 }),
    ],
    ['an id that is no month (/news/list/1)', '1', new ApiError('期号格式不正确', { status: 400 })],
  ])('sends %s to the empty page, not a validation message with 重试', async (_case, id, error) => {
    api.fetchMonthlyIssue.mockRejectedValue(error);
    await act(async () =>
      renderAt(`/news/list/${id}`, '/news/list/:id', 'NewsList', <NewsListPage />),
    );
    expect(await screen.findByText('其他页面')).toBeInTheDocument();
    expect(screen.queryByText(error.msg)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });

  it('shows other failures with a retry', async () => {
    api.fetchMonthlyIssue
      .mockRejectedValueOnce(new ApiError('网络异常，请检查网络后重试', { kind: 'network' }))
      .mockResolvedValue(issue);
    await act(async () =>
      renderAt('/news/list/202512', '/news/list/:id', 'NewsList', <NewsListPage />),
    );
    expect(await screen.findByText('网络异常')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(await screen.findByRole('heading', { name: issue.title })).toBeInTheDocument();
  });
});

describe('news detail (h5)', () => {
  it('renders sanitised HTML, keeps neighbours in the h5 pages, and offers the app', async () => {
    const detail: NewsDetail = {
      ...item(2, 1, '政策法规'),
      content:
        '<p>正文段落</p><script>window.hacked = true</script><img src="x" onerror="alert(1)">',
      docNumber: null,
      prev: { id: 1, title: '资讯1' },
      next: null,
    };
    api.fetchNewsDetail.mockResolvedValue(detail);
    const { container } = await act(async () =>
      renderAt('/news/detail/h5/2', '/news/detail/h5/:id', 'NewsDetailH5', <NewsDetailH5Page />),
    );
    expect(await screen.findByText('正文段落')).toBeInTheDocument();
    expect(container.querySelector('.news-html script')).toBeNull();
    expect(container.querySelector('.news-html')?.innerHTML).not.toMatch(/hacked|onerror/);

    expect(screen.getByRole('link', { name: '上一篇：资讯1' })).toHaveAttribute(
      'href',
      '/news/detail/h5/1',
    );
    expect(screen.getByText('已是本期最后一篇')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打开APP' })).toBeInTheDocument();
  });
});
