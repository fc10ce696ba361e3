import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './route-table';
import { createMemoryRouter } from 'react-router';
import type { RouteHandle } from '@/lib/routing/route-record';
import { appRouterOptions, bootRouteObjects, preloadCurrentPage, whenRouterReady } from './router';

const routerAt = (url: string) =>
  createMemoryRouter(bootRouteObjects, { ...appRouterOptions(), initialEntries: [url] });

/** preloadCurrentPage on a router at `url`; resolves once the router has matched it. */
const preloadPageAt = async (url: string) => {
  const router = routerAt(url);
  preloadCurrentPage(router);
  await new Promise<void>((resolve) => whenRouterReady(router, resolve));
  return router;
};

/** The record of the deepest route the router matched. */
const matchedRoute = (router: ReturnType<typeof routerAt>) =>
  (router.state.matches.at(-1)?.route.handle as RouteHandle | undefined)?.route;

const pageOf = (fullPath: string) => {
  const page = routes.find((r) => r.fullPath === fullPath)?.Page;
  if (!page) throw new Error(`no page at ${fullPath}`);
  return page;
};

describe('preloadCurrentPage', () => {
  const originals = new Map<object, unknown>();
  const spyOn = (fullPath: string) => {
    const page = pageOf(fullPath);
    originals.set(page, page.preload);
    const spy = vi.fn(() => Promise.resolve());
    page.preload = spy;
    return spy;
  };
  afterEach(() => {
    for (const [page, preload] of originals) Object.assign(page, { preload });
    originals.clear();
  });

  it('starts loading the page of the current path, once its area is discovered', async () => {
    const detail = spyOn('/article/detail/:id');
    await preloadPageAt('/app/article/detail/12');
    expect(detail).toHaveBeenCalledTimes(1);
  });

  it('starts loading the home page at once: the router knows it at boot', () => {
    const home = spyOn('/home');
    const router = routerAt('/app/home');
    expect(router.state.initialized).toBe(true);
    preloadCurrentPage(router);
    expect(home).toHaveBeenCalledTimes(1);
  });

  it('follows redirects: / lands on the home page, /integral on the mall', async () => {
    const home = spyOn('/home');
    const mall = spyOn('/integral/mall');
    await preloadPageAt('/app/');
    await preloadPageAt('/app/integral');
    expect(home).toHaveBeenCalledTimes(1);
    expect(mall).toHaveBeenCalledTimes(1);
  });

  it('does nothing for an unknown path', async () => {
    const home = spyOn('/home');
    await expect(preloadPageAt('/app/no/such/page')).resolves.toBeDefined();
    expect(home).not.toHaveBeenCalled();
  });
});

describe('the app router', () => {
  it('knows only /, the home area and the 404 at boot', () => {
    const shell = routerAt('/app/home').routes[0];
    expect(shell?.id).toBe('shell');
    expect(shell?.children?.map((route) => route.path)).toEqual(['/', '/home', '*']);
  });

  it.each([
    ['/app/article/detail/3', '/article/detail/:id'],
    ['/app/v2/member/center', '/v2/member/center'],
    ['/app/member/card/7', '/member/card/:id?'],
    ['/app/app/download', '/app/download'],
    ['/app/Questionnaire/MNG', '/questionnaire/mng'],
    ['/app/integral', '/integral'],
  ])('discovers the area of %s and matches %s', async (url, fullPath) => {
    const router = await preloadPageAt(url);
    expect(matchedRoute(router)?.fullPath).toBe(fullPath);
  });

  it('lands on the 404 for an unknown path, within an area or not', async () => {
    expect(matchedRoute(await preloadPageAt('/app/no/such/page'))?.title).toBe('页面不存在');
    expect(matchedRoute(await preloadPageAt('/app/article/nothing'))?.title).toBe('页面不存在');
  });

  it('discovers areas on later navigations too', async () => {
    const router = await preloadPageAt('/app/home');
    await router.navigate('/live/detail/5');
    expect(matchedRoute(router)?.fullPath).toBe('/live/detail/:id');
    await router.navigate('/calculator/wage/month/abc');
    expect(matchedRoute(router)?.fullPath).toBe('/calculator/wage/month/:form');
    await router.navigate('/unknown');
    expect(matchedRoute(router)?.title).toBe('页面不存在');
  });
});
