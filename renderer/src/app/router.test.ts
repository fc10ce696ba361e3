import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './route-table';
import { createMemoryRouter } from 'react-router';
import { preloadCurrentPage, ROUTER_BASENAME, routeObjects } from './router';

/** preloadCurrentPage on a router that has matched `url`. */
const preloadPageAt = (url: string) =>
  preloadCurrentPage(createMemoryRouter(routeObjects, { basename: ROUTER_BASENAME, initialEntries: [url] }));

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

  it('starts loading the page of the current path', () => {
    const detail = spyOn('/article/detail/:id');
    preloadPageAt('/app/article/detail/12');
    expect(detail).toHaveBeenCalledTimes(1);
  });

  it('follows redirects: / lands on the home page, /integral on the mall', () => {
    const home = spyOn('/home');
    const mall = spyOn('/integral/mall');
    preloadPageAt('/app/');
    preloadPageAt('/app/integral');
    expect(home).toHaveBeenCalledTimes(1);
    expect(mall).toHaveBeenCalledTimes(1);
  });

  it('does nothing for an unknown path', () => {
    const home = spyOn('/home');
    expect(() => preloadPageAt('/app/no/such/page')).not.toThrow();
    expect(home).not.toHaveBeenCalled();
  });
});
