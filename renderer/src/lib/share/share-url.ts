import type { ResolvedRoute } from '@/lib/routing/route-record';
import { withParamsAndQuery } from '@/lib/routing/route-url';
import { APP_ORIGIN_PATH } from '@/lib/config';

/**
 * The link a share of the current page points to (docs/product.md「首页与导航」): the route's
 * `sharePath` plus its params as path segments plus the query, under the app's origin path; a route
 * without a sharePath shares its own address.
 */
export function buildShareUrl(
  origin: string,
  route: Pick<ResolvedRoute, 'fullPath' | 'sharePath'> | undefined,
  params: Readonly<Record<string, string | undefined>>,
  location: { pathname: string; search: string },
): string {
  const path = route?.sharePath
    ? withParamsAndQuery(route.sharePath, route.fullPath, params, location.search)
    : `${location.pathname}${location.search}`;
  return `${origin}${APP_ORIGIN_PATH}${path}`;
}
