import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { UserInfo } from '@/contracts/api/auth';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { MinePage } from './mine-page';

const auth = vi.hoisted(() => ({
  ensureLoggedIn: vi.fn(async () => true),
  signOut: vi.fn(async (): Promise<void> => undefined),
}));
vi.mock('@/lib/auth', () => auth);
const actions = vi.hoisted(() => ({ loadUserInfo: vi.fn(async () => null) }));
vi.mock('@/stores/session-actions', () => actions);
vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const expert: UserInfo = {
  id: 3,
  phone: '13800000003',
  nickname: '王老师',
  userTypeCode: 1,
  expertInfo: { avatar: 'https://img/e.png' },
};

function renderMine() {
  const router = createMemoryRouter(
    [
      { path: '/mine', element: <MinePage /> },
      { path: '*', element: <h1>别处</h1> },
    ],
    { initialEntries: ['/mine'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  vi.clearAllMocks();
});

describe('我的', () => {
  it('shows the user: avatar, name, 专家 for userTypeCode 1, the masked number and their lists', async () => {
    useSessionStore.getState().setToken('tok');
    useSessionStore.getState().setUserInfo(expert);
    await act(async () => renderMine());
    expect(screen.getByRole('heading', { name: /王老师/ })).toHaveTextContent('专家');
    expect(screen.getByRole('img', { name: '头像' })).toHaveAttribute('src', 'https://img/e.png');
    expect(screen.getByText('138****0003')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我的收益' })).toHaveAttribute(
      'href',
      '/questionnaire/reflect',
    );
    expect(actions.loadUserInfo).not.toHaveBeenCalled();
  });

  it('says 会员 for a member, loading the user when only the token is known', async () => {
    useSessionStore.getState().setToken('tok');
    await act(async () => renderMine());
    expect(actions.loadUserInfo).toHaveBeenCalledTimes(1);
    act(() =>
      useSessionStore.getState().setUserInfo({
        ...expert,
        userTypeCode: 0,
        nickname: '李会计',
        memberInfo: {},
      } as UserInfo),
    );
    expect(screen.getByRole('heading', { name: /李会计/ })).toHaveTextContent('会员');
  });

  it('logs out through signOut and then shows the anonymous state', async () => {
    useSessionStore.getState().setToken('tok');
    useSessionStore.getState().setUserInfo(expert);
    auth.signOut.mockImplementation(async () => useSessionStore.getState().logout());
    await act(async () => renderMine());
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: '未登录' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
  });

  it('offers login to an anonymous visitor', async () => {
    await act(async () => renderMine());
    await userEvent.click(screen.getByRole('button', { name: /登录/ }));
    expect(auth.ensureLoggedIn).toHaveBeenCalledTimes(1);
  });
});
