import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '@/lib/http/api-error';
import { describeError } from './error-message';
import { classifyFailure } from './failure-kind';
import { EmptyState, ErrorState, LoadFailure } from './index';

const http = (status: number, msg = 'x') => new ApiError(msg, { status });

describe('classifyFailure: what can help', () => {
  it.each([
    [http(404), 'missing'],
    [http(400, '参数 id 类型错误，应为数字'), 'missing'],
    [http(422), 'missing'],
    [new ApiError('文章不存在', { code: 404, kind: 'business' }), 'missing'],
    [http(403), 'forbidden'],
    [http(401), 'login'],
    [http(500), 'retryable'],
    [http(502), 'retryable'],
    [http(503), 'retryable'],
    [new ApiError('x', { kind: 'network' }), 'retryable'],
    [new ApiError('x', { kind: 'timeout' }), 'retryable'],
    [new ApiError('x', { kind: 'parse' }), 'failed'],
    [http(409), 'failed'],
    [http(429), 'failed'],
    [new ApiError('操作失败', { code: 4001, kind: 'business' }), 'failed'],
    [new Error('boom'), 'failed'],
  ])('%o is %s', (error, kind) => {
    expect(classifyFailure(error)).toBe(kind);
  });
});

describe('describeError: in words for users', () => {
  it('names network failures, timeouts, missing resources and 5xx in Chinese', () => {
    expect(describeError(new ApiError('x', { kind: 'network' })).description).toBe(
      '网络异常，请检查网络后重试',
    );
    expect(describeError(new ApiError('x', { kind: 'timeout' })).description).toBe(
      '请求超时，请稍后重试',
    );
    expect(describeError(http(404, '文章不存在')).title).toBe('资源不存在');
    expect(describeError(http(500, 'boom'))).toEqual({
      title: '服务器异常',
      description: '服务器开小差了，请稍后重试',
    });
    expect(describeError(new Error('anything')).title).toBe('加载失败');
  });

  it('says the login expired only when a token was sent and refused; a visitor is asked to log in', () => {
    expect(describeError(new ApiError('请先登录', { status: 401 }))).toEqual({
      title: '请先登录',
      description: '登录后查看',
    });
    expect(
      describeError(new ApiError('登录已过期，请重新登录', { status: 401, loginExpired: true })),
    ).toEqual({
      title: '请先登录',
      description: '登录已过期，请重新登录后查看',
    });
  });

  it("never shows a server's validation message to users", () => {
    const shown = describeError(http(400, '参数 id 类型错误，应为数字'));
    expect(JSON.stringify(shown)).not.toContain('类型错误');
  });
});

function inRouter(element: React.ReactNode, initial = '/here') {
  const router = createMemoryRouter(
    [
      { path: '/here', element },
      { path: '/empty', element: <h1>资源不存在页</h1> },
      { path: '/article/empty', element: <h1>文章不存在页</h1> },
      { path: '/home', element: <h1>首页</h1> },
      { path: '/mine', element: <h1>我的</h1> },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ErrorState', () => {
  it('shows an empty state with its title and description', () => {
    render(<EmptyState title="暂无内容" description="去看看别的吧" />);
    expect(screen.getByText('暂无内容')).toBeInTheDocument();
    expect(screen.getByText('去看看别的吧')).toBeInTheDocument();
  });

  it.each([
    ['network', new ApiError('x', { kind: 'network' })],
    ['timeout', new ApiError('x', { kind: 'timeout' })],
    ['5xx', http(503)],
  ])('offers 重试 after a %s failure, and it calls back', async (_kind, error) => {
    const retry = vi.fn();
    render(<ErrorState error={error} onRetry={retry} />);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no 重试 where retrying cannot help (403, parse, 409), but a way back', () => {
    for (const error of [http(403), new ApiError('x', { kind: 'parse' }), http(409)]) {
      const { unmount } = render(<ErrorState error={error} onRetry={vi.fn()} />);
      expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
      unmount();
    }
    inRouter(
      <ErrorState
        error={http(403)}
        onRetry={vi.fn()}
        forbiddenHint="只有作者可以编辑，您可以返回查看"
      />,
    );
    expect(screen.getByText('只有作者可以编辑，您可以返回查看')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it('返回 goes home when the page was opened directly', async () => {
    inRouter(<ErrorState error={http(403)} />);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
  });

  it('leads to 我的 to log in again after a 401, without 重试', async () => {
    const router = inRouter(<ErrorState error={http(401)} onRetry={vi.fn()} />);
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(router.state.location.pathname).toBe('/mine');
  });
});

describe("LoadFailure (a page's own content)", () => {
  it('replaces the page with the resource-missing page for a missing or malformed id', async () => {
    const router = inRouter(<LoadFailure error={http(400, '期号格式不正确')} onRetry={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: '资源不存在页' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends to the page the area names (文章不存在 for articles)', async () => {
    inRouter(<LoadFailure error={http(404)} missingPath="/article/empty" />);
    expect(await screen.findByRole('heading', { name: '文章不存在页' })).toBeInTheDocument();
  });

  it('shows other failures in place', async () => {
    await act(async () => void inRouter(<LoadFailure error={http(500)} onRetry={vi.fn()} />));
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
