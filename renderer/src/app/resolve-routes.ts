import type { ResolvedRoute, RouteRecord } from '@/lib/routing/route-record';

/** Route names that show the grey-line loading skeleton (docs/product.md「首页与导航」). */
export const SKELETON_ROUTE_NAMES: ReadonlySet<string> = new Set([
  'ArticledDetail',
  'NewsMonthly',
  'NewsList',
  'NewsListH5',
  'NewsDetail',
  'NewsDetailH5',
  'ContributeDetail',
  'LiveList',
  'LiveCloud',
  'v2LiveDetail',
  'LiveSeriesDetail',
]);

const joinPath = (parent: string, child: string) =>
  child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;

/**
 * Flattens route records: absolute paths, defaults applied, skeleton flag resolved from the name.
 * Apart from the table (route-table.ts) so the runtime can resolve one area at a time.
 */
export function resolveRoutes(records: RouteRecord[], parent = ''): ResolvedRoute[] {
  return records.flatMap(({ children, ...record }) => {
    const fullPath = joinPath(parent || '/', record.path);
    const self: ResolvedRoute = {
      ...record,
      fullPath,
      auth: record.auth ?? false,
      keepAlive: record.keepAlive ?? false,
      skeleton: SKELETON_ROUTE_NAMES.has(record.name),
    };
    return [self, ...(children ? resolveRoutes(children, fullPath) : [])];
  });
}
