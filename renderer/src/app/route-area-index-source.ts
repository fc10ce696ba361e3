import type { ResolvedRoute, RouteRecord } from '@/lib/routing/route-record';
import { BOOT_AREA } from './boot-routes';
import { resolveRoutes } from './resolve-routes';
import { toManifestEntry } from './route-manifest-entry';

/**
 * What the generated route-area-index.ts holds, computed from the full table: shared by the
 * generator (scripts/generate-route-manifest.ts) and the test that fails when the two disagree.
 */

/** Each discovered area's resolved route patterns (every area but the boot one), in table order. */
export function areaPatterns(
  areas: Readonly<Record<string, RouteRecord[]>>,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(areas)
      .filter(([area]) => area !== BOOT_AREA)
      .map(([area, records]) => [area, resolveRoutes(records).map((route) => route.fullPath)]),
  );
}

/**
 * The routes the login blocker matches a next location against before its area is discovered:
 * none while no route needs login (none does today), else the whole table as data, because a more
 * specific public route may outrank a login-required one.
 */
export function loginGuardRoutes(routes: readonly ResolvedRoute[]): ResolvedRoute[] {
  if (!routes.some((route) => route.auth)) return [];
  return routes.map((route) => ({ ...toManifestEntry(route), path: route.path }));
}
