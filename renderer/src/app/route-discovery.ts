import type { PatchRoutesOnNavigationFunction } from 'react-router';
import type { RouteRecord } from '@/lib/routing/route-record';
import { candidateAreas, type AreaIndex } from './area-index';
import { resolveRoutes } from './resolve-routes';
import { toRouteObject } from './route-object';
import { AREA_ROUTE_LOADERS } from './route-area-index';
import { AREAS_BY_PREFIX, type DiscoveredArea } from './route-area-prefixes';
import { afterFirstScreen, whenIdle } from '@/lib/idle/after-first-screen';

type AreaLoader = () => Promise<RouteRecord[]>;
type AreaLoaders = Readonly<Record<DiscoveredArea, AreaLoader>>;

// Route modules are loaded once per page, whichever router asks (discovery or the idle prefetch);
// keyed by loader, so routers given other loaders (tests) share nothing with the app's.
const loading = new WeakMap<AreaLoader, Promise<RouteRecord[]>>();

function loadArea(load: AreaLoader): Promise<RouteRecord[]> {
  let records = loading.get(load);
  if (!records) {
    // A failed download (flaky network) may be tried again by the next navigation.
    records = load().catch((error: unknown) => {
      loading.delete(load);
      throw error;
    });
    loading.set(load, records);
  }
  return records;
}

/** `path` relative to the basename, or undefined outside it (the router compares case-insensitively). */
function stripBasename(path: string, basename: string): string | undefined {
  if (basename === '/' || basename === '') return path;
  if (!path.toLowerCase().startsWith(basename.toLowerCase())) return undefined;
  const rest = path.slice(basename.length);
  return rest === '' || rest.startsWith('/') ? rest || '/' : undefined;
}

export type RouteDiscoveryOptions = {
  /** The router's basename (location paths include it). */
  basename: string;
  /** Id of the layout route the areas' routes are patched under. */
  parentId: string;
  loaders?: AreaLoaders;
  index?: AreaIndex<DiscoveredArea>;
};

/**
 * The router's `patchRoutesOnNavigation` for one router: loads the route modules of every area
 * whose patterns may match the path (`/v2/...` and `/member/...` may name several), resolves
 * them and patches them under the shell. React Router calls it for a path no route matches, and
 * for any match with params (a splat included, so an unknown path lands on the 404 after it); it
 * does nothing once the candidate areas are in. Each router patches its own tree, so the set of
 * patched areas is per router.
 */
export function createRouteDiscovery({
  basename,
  parentId,
  loaders = AREA_ROUTE_LOADERS,
  index = AREAS_BY_PREFIX,
}: RouteDiscoveryOptions): PatchRoutesOnNavigationFunction {
  const patched = new Set<DiscoveredArea>();
  return async ({ path, patch, signal }) => {
    const relative = stripBasename(path, basename);
    if (relative === undefined) return;
    const areas = candidateAreas(index, relative).filter((area) => !patched.has(area));
    if (areas.length === 0) return;
    const records = await Promise.all(areas.map((area) => loadArea(loaders[area])));
    // An interrupted navigation's patch would be ignored; its areas stay to be patched next time.
    if (signal.aborted) return;
    areas.forEach((area, i) => {
      patch(parentId, resolveRoutes(records[i] ?? []).map(toRouteObject));
      patched.add(area);
    });
  };
}

type NetworkInformationLike = { saveData?: boolean };

/**
 * Downloads every area's route module (a few KB in all, not their pages), so a later first
 * navigation into an area needs no round trip before its page's own download. It starts once the
 * first screen has settled (a few seconds after `load`, in an idle period) and takes one area per
 * idle period: a burst of them at once is a long task on a slow phone. Not on save-data.
 */
export function prefetchRouteAreasWhenIdle(
  win: Window = window,
  loaders: AreaLoaders = AREA_ROUTE_LOADERS,
): void {
  const connection = (win.navigator as Navigator & { connection?: NetworkInformationLike })
    .connection;
  if (connection?.saveData) return;
  const queue = Object.keys(loaders) as DiscoveredArea[];
  const next = (): void => {
    const area = queue.shift();
    if (!area) return;
    loadArea(loaders[area])
      .catch(() => undefined)
      .finally(() => whenIdle(next, win));
  };
  afterFirstScreen(next, win);
}
