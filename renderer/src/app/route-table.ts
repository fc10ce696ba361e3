import type { ResolvedRoute, RouteRecord } from '@/lib/routing/route-record';
import { homeRoutes } from '@/features/home/routes';
import { generalRoutes } from '@/features/general/routes';
import { articleRoutes } from '@/features/article/routes';
import { viewerRoutes } from '@/features/viewer/routes';
import { calculatorRoutes } from '@/features/calculator/routes';
import { legalRoutes } from '@/features/legal/routes';
import { qaRoutes } from '@/features/qa/routes';
import { newsRoutes } from '@/features/news/routes';
import { memberRoutes } from '@/features/member/routes';
import { activityRoutes } from '@/features/activity/routes';
import { contributeRoutes } from '@/features/contribute/routes';
import { liveRoutes } from '@/features/live/routes';
import { questionnaireRoutes } from '@/features/questionnaire/routes';
import { integralRoutes } from '@/features/integral/routes';

/** Spec §2: route names that show the grey-line loading skeleton. */
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

/** The route table of spec §2, area by area, before assembly. */
export const routeRecords: RouteRecord[] = [
  { path: '/', name: 'Root', title: '首页', redirect: '/home' },
  ...homeRoutes,
  ...generalRoutes,
  ...articleRoutes,
  ...viewerRoutes,
  ...calculatorRoutes,
  ...legalRoutes,
  ...qaRoutes,
  ...newsRoutes,
  ...memberRoutes,
  ...activityRoutes,
  ...contributeRoutes,
  ...liveRoutes,
  ...questionnaireRoutes,
  ...integralRoutes,
];

const joinPath = (parent: string, child: string) =>
  child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;

/** Flattens the table: absolute paths, defaults applied, skeleton flag resolved from the name. */
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

export const routes: ResolvedRoute[] = resolveRoutes(routeRecords);
