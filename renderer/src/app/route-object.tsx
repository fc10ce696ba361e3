import { Navigate, type RouteObject } from 'react-router';
import type { ResolvedRoute, RouteHandle } from '@/lib/routing/route-record';
import { RoutePage } from './route-page';

/** The router's object for a resolved route: its page (or redirect) with the record as `handle`. */
export function toRouteObject(route: ResolvedRoute): RouteObject {
  const handle: RouteHandle = { route };
  if (route.redirect) {
    return { path: route.fullPath, handle, element: <Navigate to={route.redirect} replace /> };
  }
  return { path: route.fullPath, handle, element: <RoutePage route={route} /> };
}
