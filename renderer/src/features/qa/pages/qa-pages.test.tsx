import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ResolvedRoute, RouteHandle } from '@/lib/routing/route-record';
import type { QaAnswer, QaDetail } from '@/contracts/api/qa';
import { ApiError } from '@/lib/http';
import { QaDetailPage } from './qa-detail-page';
import { QaDetailH5Page } from './qa-detail-h5-page';
import { QaEditPage } from './qa-edit-page';
import { initialSessionState, useSessionStore } from '@/stores/session-store';

const share = vi.fn(async () => undefined);
vi.mock('@/lib/share', () => ({ useShare: () => share }));
const api = vi.hoisted(() => ({ fetchQaDetail: vi.fn(), fetchAnswerForEdit: vi.fn() }));
vi.mock('../api/qa-api', () => api);

const expert = { id: 1, name: '梁勇', title: '税务合伙人', company: null, avatar: '' };
const answer = (id: number, over: Partial<QaAnswer> = {}): QaAnswer => ({
  id,
  questionId: 7,
  expert,
  content: '根据公告，可免于办理年度汇算。',
  likeCount: 3,
  editCount: 0,
  createdAt: 1_760_000_000_000,
  updatedAt: 1_760_000_000_000,
  canEdit: false,
  ...over,
});
const detail: QaDetail = {
  id: 7,
  title: '年度汇算需要补税吗？',
  content: '工资约15万元。',
  tags: ['个人所得税'],
  viewCount: 12,
  createdAt: 1_760_000_000_000,
  asker: { id: 30, nickname: '许俊杰', avatar: '' },
  answers: [answer(11, { canEdit: true, editCount: 2 }), answer(12)],
  topic: { id: 1, title: '个税汇算专题' },
  related: [],
};

function renderAt(path: string, pattern: string, element: React.ReactNode) {
  const route: ResolvedRoute = {
    path: pattern,
    fullPath: pattern,
    name: 'QaDetail',
    title: 't',
    auth: false,
    keepAlive: false,
    skeleton: false,
    sharePath: '/qa/detail/h5',
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
  api.fetchQaDetail.mockReset();
  api.fetchAnswerForEdit.mockReset();
  useSessionStore.setState({ ...initialSessionState });
});

describe('Q&A detail', () => {
  it('in the app: the author sees 编辑回答, an edited answer links its history, share names the first expert', async () => {
    api.fetchQaDetail.mockResolvedValue(detail);
    await act(async () => renderAt('/qa/detail/7', '/qa/detail/:id', <QaDetailPage />));
    expect(
      await screen.findByRole('heading', { level: 1, name: detail.title }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '编辑回答' })).toHaveAttribute('href', '/qa/edit/11');
    expect(screen.getByRole('link', { name: '编辑历史（2）' })).toHaveAttribute(
      'href',
      '/qa/edit/history/11',
    );
    expect(screen.queryByRole('button', { name: '打开APP' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '分享' }));
    expect(share).toHaveBeenCalledWith({
      shareTitle: detail.title,
      shareSubtitle: `梁勇（税务合伙人）解答：${answer(11).content}`,
    });
  });

  it('as a shared h5 page: no edit actions, the open-in-app prompt, asking goes to /v1/qa/content', async () => {
    api.fetchQaDetail.mockResolvedValue(detail);
    await act(async () => renderAt('/qa/detail/h5/7', '/qa/detail/h5/:id', <QaDetailH5Page />));
    await screen.findByRole('heading', { level: 1, name: detail.title });
    expect(screen.queryByRole('link', { name: '编辑回答' })).toBeNull();
    expect(screen.getByRole('button', { name: '打开APP' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我也要提问' })).toHaveAttribute(
      'href',
      '/v1/qa/content',
    );
  });

  it('opened inside the app (UA ends with TaxApp/x), the h5 page offers no app', async () => {
    const ua = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 TaxApp/4.2.0',
      );
    api.fetchQaDetail.mockResolvedValue(detail);
    await act(async () => renderAt('/qa/detail/h5/7', '/qa/detail/h5/:id', <QaDetailH5Page />));
    await screen.findByRole('heading', { level: 1, name: detail.title });
    expect(screen.queryByRole('button', { name: '打开APP' })).toBeNull();
    ua.mockRestore();
  });

  it('shows that no expert has answered yet', async () => {
    api.fetchQaDetail.mockResolvedValue({ ...detail, answers: [] });
    await act(async () => renderAt('/qa/detail/7', '/qa/detail/:id', <QaDetailPage />));
    expect(await screen.findByText('暂无专家解答')).toBeInTheDocument();
  });

  it('sends a missing question to the empty page', async () => {
    api.fetchQaDetail.mockRejectedValue(new ApiError('问答不存在', { status: 404 }));
    await act(async () => renderAt('/qa/detail/999', '/qa/detail/:id', <QaDetailPage />));
    expect(await screen.findByText('其他页面')).toBeInTheDocument();
  });
});

describe('editing an answer', () => {
  it('asks an anonymous visitor to log in and loads nothing', async () => {
    await act(async () => renderAt('/qa/edit/11', '/qa/edit/:id', <QaEditPage />));
    expect(screen.getByRole('button', { name: '登录 / 注册' })).toBeInTheDocument();
    expect(api.fetchAnswerForEdit).not.toHaveBeenCalled();
  });

  it('tells someone else (403) what they can do instead, with a way back and no 重试', async () => {
    useSessionStore.setState({ token: 't' });
    api.fetchAnswerForEdit.mockRejectedValue(new ApiError('只能编辑自己的回答', { status: 403 }));
    await act(async () => renderAt('/qa/edit/11', '/qa/edit/:id', <QaEditPage />));
    expect(await screen.findByText('暂无权限')).toBeInTheDocument();
    expect(
      screen.getByText(/只有回答的作者可以编辑这条回答。您可以返回查看问答/),
    ).toBeInTheDocument();
    const refusal = screen.getByRole('region', { name: '暂无权限' });
    expect(within(refusal).getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(within(refusal).queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });
});
