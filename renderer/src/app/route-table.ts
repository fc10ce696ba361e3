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
import { accountRoutes } from '@/features/account/routes';
import { resolveRoutes } from './resolve-routes';
import { ROOT_REDIRECT } from './boot-routes';

export { resolveRoutes, SKELETON_ROUTE_NAMES } from './resolve-routes';

/**
 * The whole route table of spec §2 for tests and generators. The app itself never imports it: it
 * boots with the home area and discovers the others (route-discovery.ts). Each key is the folder
 * under features/ whose `routes.tsx` exports `<key>Routes`.
 */
export const routeAreas = {
  home: homeRoutes,
  general: generalRoutes,
  article: articleRoutes,
  viewer: viewerRoutes,
  calculator: calculatorRoutes,
  legal: legalRoutes,
  qa: qaRoutes,
  news: newsRoutes,
  member: memberRoutes,
  activity: activityRoutes,
  contribute: contributeRoutes,
  live: liveRoutes,
  questionnaire: questionnaireRoutes,
  integral: integralRoutes,
  account: accountRoutes,
} as const satisfies Record<string, RouteRecord[]>;

/** The route table of spec §2, area by area, before assembly. */
export const routeRecords: RouteRecord[] = [ROOT_REDIRECT, ...Object.values(routeAreas).flat()];

export const routes: ResolvedRoute[] = resolveRoutes(routeRecords);
