import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
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
 * Starts downloading the page at `pathname` (following redirects) before React renders anything,
 * so its chunk travels while the shell boots instead of after the shell's first render.
 */
export function preloadPageAt(pathname: string): void {
  let path = pathname;
  for (let hop = 0; hop < 3; hop++) {
    const route = (matchRoutes(routeObjects, path, ROUTER_BASENAME)?.at(-1)?.route.handle as RouteHandle | undefined)?.route;
    if (!route?.redirect) {
      route?.Page?.preload?.().catch(() => undefined);
      return;
    }
    path = `${ROUTER_BASENAME}${route.redirect}`;
  }
}

export function createAppRouter() {
  return createBrowserRouter(routeObjects, { basename: ROUTER_BASENAME });
}
