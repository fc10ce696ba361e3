import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ResolvedRoute, RouteHandle } from '@/lib/routing/route-record';
import {
  articlePersonalEndpoint,
  articleShareEndpoint,
  type ArticleDetail,
} from '@/contracts/api/article';
import { ApiError } from '@/lib/http';
import { ArticleScreen } from './article-screen';
import type { ArticleRouteName } from '../lib/article-variants';
import { articleRoutes } from '../routes';

const api = vi.hoisted(() => ({
  fetchArticle: vi.fn(),
  resolveDocNumbers: vi.fn(),
  toggleArticle: vi.fn(),
  fetchKeywordArticles: vi.fn(),
}));
vi.mock('../api/article-api', () => api);

const article: ArticleDetail = {
  id: 5,
  title: '一文读懂小微企业普惠性减免',
  summary: '要点梳理',
  category: 'policy',
  categoryName: '政策解读',
  tags: ['小型微利企业'],
  author: { id: 1, nickname: '王伟', avatar: '', title: '注册税务师' },
  docNumber: null,
  cover: '',
  publishedAt: Date.UTC(2024, 0, 2),
  views: 10,
  likes: 2,
  collects: 1,
  source: 'editorial',
  content:
    '<h2>政策背景</h2><p>依据财税〔2019〕13号执行。</p><script>window.__xssRan = true</script>',
  attachments: [],
  liked: false,
  collected: false,
  share: { shareTitle: '一文读懂小微企业普惠性减免', shareSubtitle: '要点梳理' },
  status: 'published',
  updatedAt: Date.UTC(2024, 0, 2),
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderRoute(name: ArticleRouteName, url: string) {
  const record = articleRoutes.find((r) => r.name === name);
  if (!record) throw new Error(name);
  const route: ResolvedRoute = {
    ...record,
    fullPath: record.path,
    auth: false,
    keepAlive: false,
    skeleton: name === 'ArticledDetail',
  };
  const handle: RouteHandle = { route };
  const router = createMemoryRouter(
    [
      { path: record.path, handle, element: <ArticleScreen routeName={name} /> },
      { path: '/article/empty', element: <Where /> },
      { path: '/article/empty/h5', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.clearAllMocks();
  api.resolveDocNumbers.mockResolvedValue([]);
});

describe('ArticleScreen', () => {
  it('goes to the empty page without calling the API when the route names no article', async () => {
    await act(async () => renderRoute('v2ArticleDetail', '/v2/article/detail'));
    expect(screen.getByTestId('where')).toHaveTextContent('/article/empty');
    expect(api.fetchArticle).not.toHaveBeenCalled();
  });

  it('replaces a 404 of a share landing with the h5 empty page', async () => {
    api.fetchArticle.mockRejectedValue(new ApiError('文章不存在', { status: 404, code: 404 }));
    await act(async () => renderRoute('ArticleShare', '/article/share/99999'));
    expect(api.fetchArticle).toHaveBeenCalledWith(
      { endpoint: articleShareEndpoint, params: { id: 99999 } },
      expect.any(AbortSignal),
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/article/empty/h5');
  });

  it('replaces an id the server refuses as malformed (400) with the empty page', async () => {
    api.fetchArticle.mockRejectedValue(
      new ApiError('参数 id 类型错误，应为数字', { status: 400, code: 400 }),
    );
    await act(async () => renderRoute('ArticledDetail', '/article/detail/5'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/article/empty');
  });

  it('shows an error with retry for other failures', async () => {
    api.fetchArticle
      .mockRejectedValueOnce(new ApiError('服务器开小差了，请稍后重试', { status: 500, code: 500 }))
      .mockResolvedValueOnce(article);
    await act(async () => renderRoute('ArticledDetail', '/article/detail/5'));
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    await act(async () => retry.click());
    expect(
      await screen.findByRole('heading', { name: article.title, level: 1 }),
    ).toBeInTheDocument();
    expect(api.fetchArticle).toHaveBeenCalledTimes(2);
  });

  it('shows the grey-line skeleton while the article loads', async () => {
    api.fetchArticle.mockReturnValue(new Promise(() => undefined));
    await act(async () => renderRoute('ArticledDetail', '/article/detail/5'));
    expect(screen.getByRole('status', { name: '内容加载中' })).toBeInTheDocument();
  });

  it('links document numbers the API resolves', async () => {
    api.fetchArticle.mockResolvedValue(article);
    api.resolveDocNumbers.mockResolvedValue([
      { text: '依据财税〔2019〕13号', articleId: 1, docNumber: '财税〔2019〕13号', title: '通知' },
    ]);
    await act(async () => renderRoute('ArticledDetail', '/article/detail/5'));
    const link = await screen.findByRole('link', { name: '财税〔2019〕13号' });
    expect(link).toHaveAttribute('href', '/app/article/detail/1');
    expect(api.resolveDocNumbers).toHaveBeenCalledWith(
      [{ text: '依据财税〔2019〕13号', issuer: '依据财税', year: 2019, seq: 13 }],
      expect.any(AbortSignal),
    );
  });

  it('does not link an article to itself through its own document number', async () => {
    api.fetchArticle.mockResolvedValue({ ...article, id: 1, docNumber: '财税〔2019〕13号' });
    api.resolveDocNumbers.mockResolvedValue([
      { text: '依据财税〔2019〕13号', articleId: 1, docNumber: '财税〔2019〕13号', title: '通知' },
    ]);
    await act(async () => renderRoute('ArticledDetail', '/article/detail/1'));
    await screen.findByRole('heading', { name: article.title, level: 1 });
    // The numbers are looked up once the body is on screen.
    await waitFor(() => expect(api.resolveDocNumbers).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: '财税〔2019〕13号' })).toBeNull();
  });

  it('hides the H5 title bar on the in-app personal route only', async () => {
    api.fetchArticle.mockResolvedValue({ ...article, source: 'personal' });
    await act(async () => renderRoute('v2ArticlePersonalApp', '/v2/article/personal/app/5'));
    await screen.findByRole('heading', { name: article.title, level: 1 });
    // No H5 title bar (its title text), so sharing moves to the action bar.
    expect(screen.queryByText('文章详情')).toBeNull();
    expect(screen.getByRole('navigation', { name: '文章操作' })).toHaveTextContent('分享');
    expect(api.fetchArticle).toHaveBeenCalledWith(
      { endpoint: articlePersonalEndpoint, params: { id: 5 } },
      expect.any(AbortSignal),
    );
  });

  it('prompts to open or download the app on a share landing', async () => {
    api.fetchArticle.mockResolvedValue(article);
    await act(async () => renderRoute('v1ArticleShare', '/v1/article/share/5'));
    await screen.findByRole('heading', { name: article.title, level: 1 });
    expect(screen.getByRole('link', { name: '在APP中打开' })).toHaveAttribute(
      'href',
      '/app/download',
    );
    expect(screen.getByText('文章分享')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '分享' })).toBeInTheDocument();
    // A guest on a landing page gets no like or collect buttons.
    expect(screen.queryByRole('navigation', { name: '文章操作' })).toBeNull();
  });
});
