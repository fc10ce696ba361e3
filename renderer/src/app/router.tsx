import { createBrowserRouter, Navigate, type DataRouter, type RouteObject } from 'react-router';
import type { ResolvedRoute, RouteHandle } from '@/lib/routing/route-record';
import { routes } from './route-table';
import { AppShell } from './app-shell';
import { RoutePage } from './route-page';
import { lazyPage } from '@/lib/routing/route-record';

/** Router basename: the app is deployed under /app/ (spec §2, §9). */
export const ROUTER_BASENAME = '/app';

export type { RouteHandle };

export function toRouteObject(route: ResolvedRoute): RouteObject {
  const handle: RouteHandle = { route };
  if (route.redirect) {
    return { path: route.fullPath, handle, element: <Navigate to={route.redirect} replace /> };
  }
  return { path: route.fullPath, handle, element: <RoutePage route={route} /> };
}

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

export const routeObjects: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      ...routes.map(toRouteObject),
      {
        path: '*',
        handle: { route: notFound } satisfies RouteHandle,
        element: <RoutePage route={{ ...notFound, Page: NotFoundPage }} />,
      },
    ],
  },
];

/**
 * Starts downloading the page the router has matched (following redirects) before React renders
 * anything, so its chunk travels while the shell boots instead of after the shell's first render.
 * Reads the router's own matches: matching ~200 routes again would cost a slow phone ~10 ms.
 */
export function preloadCurrentPage(router: Pick<DataRouter, 'state'>): void {
  let route = (router.state.matches.at(-1)?.route.handle as RouteHandle | undefined)?.route;
  // Redirect targets are static paths of the table (spec §2: /home, /questionnaire/mng, /integral/mall).
  for (let hop = 0; route?.redirect && hop < 3; hop++) {
    const target = route.redirect;
    route = routes.find((r) => r.fullPath === target);
  }
  route?.Page?.preload?.().catch(() => undefined);
}

export function createAppRouter() {
  return createBrowserRouter(routeObjects, { basename: ROUTER_BASENAME });
}
