import type { ResolvedRoute, RouteRecord } from '@/lib/routing/route-record';
import { routeAreas } from './route-areas';
import { resolveRoutes } from './resolve-routes';
import { ROOT_REDIRECT } from './boot-routes';

export { SKELETON_ROUTE_NAMES } from './resolve-routes';

/**
 * The whole route table for tests and generators. The app itself never imports it: it
 * boots with the home area and discovers the others (route-discovery.ts). The areas are the feature
 * folders with a `routes.tsx` (route-areas.ts, generated from the folders).
 */
export { routeAreas };

/** The route table (docs/product.md「首页与导航」), area by area, before assembly. */
const routeRecords: RouteRecord[] = [ROOT_REDIRECT, ...Object.values(routeAreas).flat()];

export const routes: ResolvedRoute[] = resolveRoutes(routeRecords);
