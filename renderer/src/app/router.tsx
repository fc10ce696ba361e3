import {
  createBrowserRouter,
  type DataRouteObject,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import type { ResolvedRoute, RouteHandle } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';
import { homeRoutes } from '@/features/home/routes';
import { AppShell } from './app-shell';
import { RoutePage } from './route-page';
import { RouteFailure } from './page-failure';
import { ROOT_REDIRECT, SHELL_ROUTE_ID } from './boot-routes';
import { resolveRoutes } from './resolve-routes';
import { toRouteObject } from './route-object';
import { createRouteDiscovery } from './route-discovery';

/** Router basename: the app is deployed under /app/ (docs/product.md「首页与导航」). */
const ROUTER_BASENAME = '/app';

// Lazy like every page: the 404 (and the UI library it uses) stays out of the first download.
const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');

const notFound: ResolvedRoute = {
  path: '*',
  fullPath: '*',
  name: 'NotFound',
  title: '页面不存在',
  auth: false,
  keepAlive: false,
  skeleton: false,
};

/**
 * What the router knows at boot: `/` → /home, the home area and the 404, under the shell. The
 * other areas are discovered on navigation (route-discovery.ts): ranking ~200 routes at boot cost
 * a slow phone ~20 ms, and their records and loaders weighed on the first download.
 */
export const bootRouteObjects: RouteObject[] = [
  {
    id: SHELL_ROUTE_ID,
    element: <AppShell />,
    // An area whose routes could not be downloaded: a failure with a retry, not the router's own page.
    errorElement: <RouteFailure />,
    children: [
      ...resolveRoutes([ROOT_REDIRECT, ...homeRoutes]).map(toRouteObject),
      {
        path: '*',
        handle: { route: notFound } satisfies RouteHandle,
        element: <RoutePage route={{ ...notFound, Page: NotFoundPage }} />,
      },
    ],
  },
];

/** The router's options besides its history: basename and area discovery (one per router). */
export function appRouterOptions() {
  return {
    basename: ROUTER_BASENAME,
    patchRoutesOnNavigation: createRouteDiscovery({
      basename: ROUTER_BASENAME,
      parentId: SHELL_ROUTE_ID,
    }),
  };
}

type ObservedRouter = Pick<DataRouter, 'state' | 'routes' | 'subscribe'>;

/**
 * Runs `ready` once the router has matched its initial location: at once for a path it knows at
 * boot, after the area's discovery for a deep link (until then `state.initialized` is false).
 */
export function whenRouterReady(router: ObservedRouter, ready: () => void): void {
  if (router.state.initialized) {
    ready();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    ready();
  });
}

function findRoute(
  routes: readonly DataRouteObject[],
  fullPath: string,
): ResolvedRoute | undefined {
  for (const route of routes) {
    const own = (route.handle as RouteHandle | undefined)?.route;
    if (own?.fullPath === fullPath) return own;
    const child = route.children && findRoute(route.children, fullPath);
    if (child) return child;
  }
  return undefined;
}

/**
 * Starts downloading the page the router has matched (following redirects) before React renders
 * anything, so its chunk travels while the shell boots instead of after the shell's first render.
 * For a deep link it waits for the area's discovery. Reads the router's own matches: matching the
 * routes again would cost a slow phone milliseconds. Settles (never rejects) once the page's
 * module is in or has failed, or at once when the path has no page of its own.
 */
export function preloadCurrentPage(router: ObservedRouter): Promise<void> {
  return new Promise((settle) => {
    whenRouterReady(router, () => {
      let route = (router.state.matches.at(-1)?.route.handle as RouteHandle | undefined)?.route;
      // Redirect targets are static paths of the redirect's own area (/home,
      // /questionnaire/mng, /integral/mall), so the router knows them by now.
      for (let hop = 0; route?.redirect && hop < 3; hop++) {
        route = findRoute(router.routes, route.redirect);
      }
      const loading = route?.Page?.preload?.();
      if (!loading) settle();
      else
        loading.then(
          () => settle(),
          () => settle(),
        );
    });
  });
}

export function createAppRouter() {
  return createBrowserRouter(bootRouteObjects, appRouterOptions());
}
