import { describe, expect, it } from 'vitest';
import { BOOT_AREA } from './boot-routes';
import { buildAreaIndex, candidateAreas } from './area-index';
import { resolveRoutes } from './resolve-routes';
import { areaPatterns, loginGuardRoutes } from './route-area-index-source';
import { routeAreas, routes } from './route-table';
import { AREA_ROUTE_LOADERS, LOGIN_GUARD_ROUTES } from './route-area-index';
import { AREAS_BY_PREFIX, DISCOVERED_AREAS } from './route-area-prefixes';

/** A path the pattern matches: params filled in, optional ones left out. */
const samplePath = (pattern: string) =>
  pattern
    .split('/')
    .filter((segment) => !segment.endsWith('?'))
    .map((segment) => (segment.startsWith(':') ? 'x1' : segment))
    .join('/') || '/';

describe('app/route-area-prefixes.ts and route-area-index.ts (regenerate with scripts/generate-route-manifest.ts)', () => {
  it('lists every area of the table but the boot one, in table order', () => {
    expect([...DISCOVERED_AREAS]).toEqual(Object.keys(routeAreas).filter((area) => area !== BOOT_AREA));
  });

  it("loads each area's own route records", async () => {
    for (const area of DISCOVERED_AREAS) {
      expect(await AREA_ROUTE_LOADERS[area](), area).toBe(routeAreas[area]);
    }
  });

  it("indexes the table's patterns", () => {
    expect(AREAS_BY_PREFIX).toEqual(buildAreaIndex(areaPatterns(routeAreas)));
  });

  it('names the area of every discovered route for a path it matches', () => {
    for (const area of DISCOVERED_AREAS) {
      for (const route of resolveRoutes(routeAreas[area])) {
        expect(candidateAreas(AREAS_BY_PREFIX, samplePath(route.fullPath)), route.fullPath).toContain(area);
      }
    }
  });

  it("holds the login blocker's routes of the table", () => {
    expect(LOGIN_GUARD_ROUTES).toEqual(loginGuardRoutes(routes));
  });
});

describe('loginGuardRoutes', () => {
  it('is empty while no route needs login, else the whole table as data', () => {
    expect(loginGuardRoutes(routes)).toEqual([]);
    const withLogin = routes.map((route) => (route.fullPath === '/member/center' ? { ...route, auth: true } : route));
    const guarded = loginGuardRoutes(withLogin);
    expect(guarded.map((route) => route.fullPath)).toEqual(routes.map((route) => route.fullPath));
    expect(guarded.find((route) => route.fullPath === '/member/center')?.auth).toBe(true);
    expect(guarded.every((route) => route.Page === undefined)).toBe(true);
  });
});
