import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import type { RouteRecord } from '@/lib/routing/route-record';
import { AREA_ROUTE_LOADERS } from './route-area-index';
import { DISCOVERED_AREAS, type DiscoveredArea } from './route-area-prefixes';
import { createRouteDiscovery, prefetchRouteAreasWhenIdle } from './route-discovery';

/** Loaders that count calls; each area has one route `/<area>/page`; `failFirst` areas fail once. */
const fakeLoaders = (failFirst: readonly DiscoveredArea[] = []) => {
  const failing = new Set(failFirst);
  const loader = (area: DiscoveredArea) =>
    vi.fn(() => {
      if (failing.delete(area)) return Promise.reject(new Error('offline'));
      return Promise.resolve<RouteRecord[]>([{ path: `/${area}/page`, name: area, title: '页' }]);
    });
  return Object.fromEntries(DISCOVERED_AREAS.map((area) => [area, loader(area)])) as Record<
    DiscoveredArea,
    ReturnType<typeof loader>
  >;
};

const call = (
  discover: ReturnType<typeof createRouteDiscovery>,
  path: string,
  signal = new AbortController().signal,
) => {
  const patched: { parentId: string | null; children: RouteObject[] }[] = [];
  const done = discover({
    path,
    signal,
    matches: [],
    fetcherKey: undefined,
    patch: (parentId, children) => patched.push({ parentId, children }),
  });
  return { done, patched };
};

describe('createRouteDiscovery', () => {
  it("patches the candidate areas' resolved routes under the shell, each once per router", async () => {
    const loaders = fakeLoaders();
    const index = { news: ['news'], 'v2/live': ['live'], v2: ['article', 'member'] } as const;
    const discover = createRouteDiscovery({ basename: '/app', parentId: 'shell', loaders, index });
    const first = call(discover, '/app/v2/live/detail/1');
    await first.done;
    expect(first.patched.map((p) => p.parentId)).toEqual(['shell', 'shell', 'shell']);
    expect(first.patched.flatMap((p) => p.children.map((route) => route.path))).toEqual([
      '/article/page',
      '/member/page',
      '/live/page',
    ]);
    const again = call(discover, '/APP/v2/live/detail/2');
    await again.done;
    expect(again.patched).toEqual([]);
    // Another router patches its own tree; the module is not downloaded again.
    const other = call(
      createRouteDiscovery({ basename: '/app', parentId: 'shell', loaders, index }),
      '/app/v2/live/x',
    );
    await other.done;
    expect(other.patched).toHaveLength(3);
    expect(loaders.live).toHaveBeenCalledTimes(1);
  });

  it('ignores paths outside the basename and paths of no area', async () => {
    const loaders = fakeLoaders();
    const discover = createRouteDiscovery({
      basename: '/app',
      parentId: 'shell',
      loaders,
      index: { qa: ['qa'] },
    });
    for (const path of ['/application/qa/1', '/qa/1', '/app/nothing']) {
      const { done, patched } = call(discover, path);
      await done;
      expect(patched, path).toEqual([]);
    }
    expect(loaders.qa).not.toHaveBeenCalled();
  });

  it('patches nothing for an interrupted navigation, and patches on the next one', async () => {
    const loaders = fakeLoaders();
    const discover = createRouteDiscovery({
      basename: '/app',
      parentId: 'shell',
      loaders,
      index: { legal: ['legal'] },
    });
    const controller = new AbortController();
    const interrupted = call(discover, '/app/legal', controller.signal);
    controller.abort();
    await interrupted.done;
    expect(interrupted.patched).toEqual([]);
    const next = call(discover, '/app/legal');
    await next.done;
    expect(next.patched).toHaveLength(1);
  });

  it('lets a failed download fail the navigation and tries it again on the next', async () => {
    const loaders = fakeLoaders(['viewer']);
    const discover = createRouteDiscovery({
      basename: '/app',
      parentId: 'shell',
      loaders,
      index: { pdf: ['viewer'] },
    });
    await expect(call(discover, '/app/pdf/a').done).rejects.toThrow('offline');
    const retry = call(discover, '/app/pdf/a');
    await retry.done;
    expect(retry.patched).toHaveLength(1);
    expect(loaders.viewer).toHaveBeenCalledTimes(2);
  });
});

describe('prefetchRouteAreasWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A window whose page has loaded, with an idle callback that runs at once. */
  const fakeWindow = (saveData: boolean) => {
    const requestIdleCallback = vi.fn((run: IdleRequestCallback) => {
      run({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    const win = {
      navigator: { connection: { saveData } },
      document: { readyState: 'complete' },
      requestIdleCallback,
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
      addEventListener: vi.fn(),
    };
    return { win: win as unknown as Window, requestIdleCallback };
  };

  it("downloads every area's route module a few seconds after load, one per idle period", async () => {
    vi.useFakeTimers();
    const spies = DISCOVERED_AREAS.map((area) => vi.spyOn(AREA_ROUTE_LOADERS, area));
    const { win, requestIdleCallback } = fakeWindow(false);
    prefetchRouteAreasWhenIdle(win);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => {
      for (const spy of spies) expect(spy).toHaveBeenCalledTimes(1);
    });
    // One area per idle period: the first, then one after each area's module arrived.
    await vi.waitFor(() =>
      expect(requestIdleCallback).toHaveBeenCalledTimes(DISCOVERED_AREAS.length + 1),
    );
  });

  it('downloads nothing on save-data', async () => {
    vi.useFakeTimers();
    const { win, requestIdleCallback } = fakeWindow(true);
    prefetchRouteAreasWhenIdle(win);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requestIdleCallback).not.toHaveBeenCalled();
  });
});
