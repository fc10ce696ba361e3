import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, type RouteObject } from 'react-router';
import type { ResolvedRoute, RouteHandle } from '@/lib/routing/route-record';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { AppShell } from './app-shell';

const auth = vi.hoisted(() => ({
  ensureUser: vi.fn<() => Promise<boolean>>(),
  nativeLogin: vi.fn(),
}));
vi.mock('@/lib/auth', () => auth);

const record = (
  fullPath: string,
  name: string,
  title: string,
  extra: Partial<ResolvedRoute> = {},
): ResolvedRoute => ({
  path: fullPath,
  fullPath,
  name,
  title,
  auth: false,
  keepAlive: false,
  skeleton: false,
  ...extra,
});

const table = [
  record('/home', 'Home', '首页'),
  record('/vip', 'Vip', '会员专享', { auth: true }),
  record('/article/detail/:id', 'ArticledDetail', '文章详情', { pcUrl: '/articles' }),
];

function Page({ name }: { name: string }) {
  return (
    <div>
      <h1>{name}</h1>
      <Link to="/vip">去会员专享</Link>
    </div>
  );
}

function setup(initial: string, options: { mobile?: boolean } = {}) {
  const redirect = vi.fn();
  const routeObjects: RouteObject[] = [
    {
      element: (
        <AppShell
          routes={table}
          mobile={options.mobile ?? true}
          pcSiteUrl="https://pc.example.com"
          redirect={redirect}
        />
      ),
      children: table.map((route) => ({
        path: route.fullPath,
        handle: { route } satisfies RouteHandle,
        element: <Page name={route.title} />,
      })),
    },
  ];
  const router = createMemoryRouter(routeObjects, { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return { router, redirect };
}

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  vi.clearAllMocks();
  document.title = '';
});

describe('AppShell route guard', () => {
  it('sets the document title from the route', async () => {
    await act(async () => setup('/home'));
    expect(document.title).toBe('首页');
  });

  it('sends a desktop to the exact PC URL and renders nothing', async () => {
    let redirect = vi.fn();
    await act(async () => {
      redirect = setup('/article/detail/123?from=share', { mobile: false }).redirect;
    });
    expect(redirect).toHaveBeenCalledWith('https://pc.example.com/articles/123?from=share');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the page on a phone instead', async () => {
    let redirect = vi.fn();
    await act(async () => {
      redirect = setup('/article/detail/123', { mobile: true }).redirect;
    });
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: '文章详情' })).toBeInTheDocument();
  });

  it('cancels navigation to a login-required route without user info and asks for login', async () => {
    auth.ensureUser.mockResolvedValue(false);
    let router!: ReturnType<typeof setup>['router'];
    await act(async () => {
      router = setup('/home').router;
    });
    await act(async () => screen.getByRole('link', { name: '去会员专享' }).click());
    expect(auth.ensureUser).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('heading', { name: '首页' })).toBeInTheDocument();
  });

  it('continues to the route once the user has logged in', async () => {
    auth.ensureUser.mockImplementation(async () => {
      useSessionStore
        .getState()
        .setUserInfo({ id: 1, phone: '13800000001', nickname: '甲', userTypeCode: 0 });
      return true;
    });
    let router!: ReturnType<typeof setup>['router'];
    await act(async () => {
      router = setup('/home').router;
    });
    await act(async () => screen.getByRole('link', { name: '去会员专享' }).click());
    expect(router.state.location.pathname).toBe('/vip');
    expect(document.title).toBe('会员专享');
  });

  it('lets a user with user info straight through', async () => {
    useSessionStore
      .getState()
      .setUserInfo({ id: 1, phone: '13800000001', nickname: '甲', userTypeCode: 0 });
    let router!: ReturnType<typeof setup>['router'];
    await act(async () => {
      router = setup('/home').router;
    });
    await act(async () => screen.getByRole('link', { name: '去会员专享' }).click());
    expect(auth.ensureUser).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/vip');
  });

  it('on a first load of a login-required route shows the login over the home page', async () => {
    auth.ensureUser.mockResolvedValue(false);
    let router!: ReturnType<typeof setup>['router'];
    await act(async () => {
      router = setup('/vip').router;
    });
    expect(auth.ensureUser).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('heading', { name: '首页' })).toBeInTheDocument();
  });
});

describe('AppShell when the account changes', () => {
  const mounts: string[] = [];
  function CountingPage({ name }: { name: string }) {
    useEffect(() => void mounts.push(name), [name]);
    return <h1>{name}</h1>;
  }

  function setupKeptAlive() {
    const kept = [
      record('/home', 'Home', '首页', { keepAlive: true }),
      record('/news', 'News', '资讯', { keepAlive: true }),
    ];
    const router = createMemoryRouter(
      [
        {
          element: (
            <AppShell routes={kept} mobile pcSiteUrl="https://pc.example.com" redirect={vi.fn()} />
          ),
          children: kept.map((route) => ({
            path: route.fullPath,
            handle: { route } satisfies RouteHandle,
            element: <CountingPage name={route.title} />,
          })),
        },
      ],
      { initialEntries: ['/home'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  beforeEach(() => void (mounts.length = 0));

  it('keeps the pages when an anonymous visitor logs in (their action continues)', async () => {
    await act(async () => void setupKeptAlive());
    await act(async () => useSessionStore.getState().setToken('tok-a'));
    expect(mounts).toEqual(['首页']);
  });

  it('reloads the visible page and drops kept-alive ones when the account switches or logs out', async () => {
    useSessionStore.getState().setToken('tok-a');
    let router!: ReturnType<typeof setupKeptAlive>;
    await act(async () => void (router = setupKeptAlive()));
    await act(async () => router.navigate('/news'));
    expect(mounts).toEqual(['首页', '资讯']);
    await act(async () => useSessionStore.getState().setToken('tok-b'));
    // Only the visible page loads again; the kept-alive home was dropped, not remounted hidden.
    expect(mounts).toEqual(['首页', '资讯', '资讯']);
    await act(async () => router.navigate('/home'));
    expect(mounts).toEqual(['首页', '资讯', '资讯', '首页']);
    await act(async () => useSessionStore.getState().logout());
    expect(mounts).toEqual(['首页', '资讯', '资讯', '首页', '首页']);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});
