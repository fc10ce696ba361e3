/**
 * The guard hook in a router: its order on arrival and on navigation (desktop redirect before the
 * login check), where it sends the user after logging in, and the native title in the app.
 */
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router';
import type { ResolvedRoute, RouteHandle } from '@/lib/routing/route-record';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { useRouteGuard } from './route-guard';

const auth = vi.hoisted(() => ({
  ensureUser: vi.fn<() => Promise<boolean>>(),
  nativeLogin: vi.fn(),
}));
vi.mock('@/lib/auth', () => auth);
const native = vi.hoisted(() => ({
  inApp: false,
  call: vi.fn<(method: string, params: unknown) => Promise<unknown>>(),
}));
vi.mock('@/lib/bridge/detect', () => ({ isInApp: () => native.inApp }));
vi.mock('@/lib/bridge', () => ({ bridge: { call: native.call } }));

const record = (
  fullPath: string,
  title: string,
  extra: Partial<ResolvedRoute> = {},
): ResolvedRoute => ({
  path: fullPath,
  fullPath,
  name: title,
  title,
  auth: false,
  keepAlive: false,
  skeleton: false,
  ...extra,
});

const home = record('/home', '首页');
const vip = record('/vip', '会员专享', { auth: true });
const vipArticle = record('/vip/article/:id', '会员文章', { auth: true, pcUrl: '/vip/articles' });
const TABLE = [home, vip, vipArticle];

/** The layout under test; its button switches the blocker's table, as a late-discovered area would. */
function Shell({
  initialRoutes,
  mobile,
}: {
  initialRoutes: readonly ResolvedRoute[];
  mobile: boolean;
}) {
  const [routes, setRoutes] = useState(initialRoutes);
  const decision = useRouteGuard({
    routes,
    mobile,
    pcSiteUrl: 'https://pc.example.com',
    redirect: leave,
  });
  return (
    <>
      <p>决定：{decision.kind}</p>
      <button type="button" onClick={() => setRoutes(TABLE)}>
        载入全部路由
      </button>
      <nav>
        <Link to="/vip?from=home#top">去会员专享</Link>
        <Link to="/vip/article/8?a=1">去会员文章</Link>
        <Link to="/nowhere">去未知页面</Link>
      </nav>
      <Outlet />
    </>
  );
}
/** Titles of the pages that rendered, in order: a blocked navigation never renders its page. */
const rendered: string[] = [];
function Page({ title }: { title: string }) {
  rendered.push(title);
  return <h1>{title}</h1>;
}
const leave = vi.fn<(url: string) => void>();

async function setup(
  initial: string,
  { mobile = true, routes = TABLE }: { mobile?: boolean; routes?: readonly ResolvedRoute[] } = {},
) {
  const children: RouteObject[] = TABLE.map((route) => ({
    path: route.fullPath,
    handle: { route } satisfies RouteHandle,
    element: <Page title={route.title} />,
  }));
  children.push({ path: '*', element: <h1>未知页面</h1> });
  const router = createMemoryRouter(
    [{ element: <Shell initialRoutes={routes} mobile={mobile} />, children }],
    {
      initialEntries: [initial],
    },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}
const click = (name: string) => act(async () => screen.getByRole('link', { name }).click());
const logInOnAsk = () =>
  auth.ensureUser.mockImplementation(async () => {
    useSessionStore
      .getState()
      .setUserInfo({ id: 1, phone: '13800000001', nickname: '甲', userTypeCode: 0 });
    return true;
  });

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  vi.clearAllMocks();
  rendered.length = 0;
  native.inApp = false;
  native.call.mockResolvedValue({ ok: true });
  document.title = '初始标题';
});

describe('useRouteGuard on arrival', () => {
  it('sends an anonymous desktop to the PC site without asking it to log in', async () => {
    await setup('/vip/article/8?a=1', { mobile: false });
    expect(leave).toHaveBeenCalledExactlyOnceWith('https://pc.example.com/vip/articles/8?a=1');
    expect(auth.ensureUser).not.toHaveBeenCalled();
    expect(screen.getByText('决定：redirect')).toBeInTheDocument();
  });

  it('shows the login over the home page, then opens the page asked for with its query', async () => {
    logInOnAsk();
    const router = await setup('/vip?from=push');
    expect(auth.ensureUser).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/vip');
    expect(router.state.location.search).toBe('?from=push');
    expect(document.title).toBe('会员专享');
  });

  it('stays on the home page, replacing the entry, when the login is closed', async () => {
    auth.ensureUser.mockResolvedValue(false);
    const router = await setup('/vip');
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(document.title).toBe('首页');
    expect(leave).not.toHaveBeenCalled();
  });

  it('leaves the title alone outside the route table', async () => {
    await setup('/nowhere');
    expect(screen.getByRole('heading', { name: '未知页面' })).toBeInTheDocument();
    expect(document.title).toBe('初始标题');
    expect(screen.getByText('决定：proceed')).toBeInTheDocument();
  });
});

describe('useRouteGuard on navigation', () => {
  it('lets a desktop follow a link to a login-required PC page: it is redirected, not asked to log in', async () => {
    await setup('/home', { mobile: false });
    await click('去会员文章');
    expect(auth.ensureUser).not.toHaveBeenCalled();
    expect(leave).toHaveBeenCalledExactlyOnceWith('https://pc.example.com/vip/articles/8?a=1');
  });

  it('blocks an anonymous phone before the page renders, then continues with query and hash once logged in', async () => {
    let renderedWhenAsked: string[] = [];
    auth.ensureUser.mockImplementation(async () => {
      renderedWhenAsked = [...rendered];
      useSessionStore
        .getState()
        .setUserInfo({ id: 1, phone: '13800000001', nickname: '甲', userTypeCode: 0 });
      return true;
    });
    const router = await setup('/home');
    await click('去会员专享');
    expect(auth.ensureUser).toHaveBeenCalledTimes(1);
    expect(renderedWhenAsked).not.toContain('会员专享');
    expect(router.state.location).toMatchObject({
      pathname: '/vip',
      search: '?from=home',
      hash: '#top',
    });
    expect(document.title).toBe('会员专享');
  });

  it('keeps an anonymous phone where it was when the login is closed', async () => {
    auth.ensureUser.mockResolvedValue(false);
    const router = await setup('/home');
    await click('去会员专享');
    expect(auth.ensureUser).toHaveBeenCalledTimes(1);
    expect(rendered).not.toContain('会员专享');
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.historyAction).toBe('POP');
  });

  it('blocks with the table it is given now, not the one it started with', async () => {
    auth.ensureUser.mockResolvedValue(false);
    await setup('/home', { routes: [home] });
    await act(async () => screen.getByRole('button', { name: '载入全部路由' }).click());
    await click('去会员专享');
    expect(rendered).not.toContain('会员专享');
  });

  it('lets a user with user info through without asking', async () => {
    useSessionStore
      .getState()
      .setUserInfo({ id: 1, phone: '13800000001', nickname: '甲', userTypeCode: 0 });
    const router = await setup('/home');
    await click('去会员专享');
    expect(auth.ensureUser).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/vip');
  });

  it('does not block a location outside the route table', async () => {
    const router = await setup('/home');
    await click('去未知页面');
    expect(router.state.location.pathname).toBe('/nowhere');
    expect(auth.ensureUser).not.toHaveBeenCalled();
  });

  it('still asks for login on arrival when the blocker has no login-required routes to match', async () => {
    auth.ensureUser.mockResolvedValue(false);
    const router = await setup('/home', { routes: [home] });
    await click('去会员专享');
    // Not blocked (the page renders), then sent back to the home page by the arrival check.
    expect(rendered).toContain('会员专享');
    expect(auth.ensureUser).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/home');
  });
});

describe('the native title', () => {
  it('is set through the bridge in the app', async () => {
    native.inApp = true;
    await setup('/home');
    await vi.waitFor(() => expect(native.call).toHaveBeenCalledWith('setTitle', { title: '首页' }));
    expect(document.title).toBe('首页');
  });

  it('is not asked for in a phone browser', async () => {
    await setup('/home');
    await act(async () => Promise.resolve());
    expect(native.call).not.toHaveBeenCalled();
    expect(document.title).toBe('首页');
  });

  it('failing does no harm', async () => {
    native.inApp = true;
    native.call.mockRejectedValue(new Error('原生端无响应'));
    await setup('/home');
    await vi.waitFor(() => expect(native.call).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: '首页' })).toBeInTheDocument();
  });
});
