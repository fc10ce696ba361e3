import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { HomeAccountEntry } from './home-account-entry';

const auth = vi.hoisted(() => ({ ensureLoggedIn: vi.fn(async () => true) }));
vi.mock('@/lib/auth', () => auth);

function renderHome() {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <HomeAccountEntry /> },
      { path: '/mine', element: <h1>我的页</h1> },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  vi.clearAllMocks();
});

describe('home account entry', () => {
  it('offers 登录 to an anonymous visitor, which asks for login', async () => {
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(auth.ensureLoggedIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: '我的' })).not.toBeInTheDocument();
  });

  it('leads a signed-in user to 我的, and follows the session as it changes', async () => {
    renderHome();
    act(() => useSessionStore.getState().setToken('tok'));
    await userEvent.click(screen.getByRole('link', { name: '我的' }));
    expect(await screen.findByRole('heading', { name: '我的页' })).toBeInTheDocument();
  });
});
