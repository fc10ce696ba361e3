import type { RouteRecord } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';

/** Spec §2 routes of the home area. */
export const homeRoutes: RouteRecord[] = [
  {
    path: '/home',
    name: 'Home',
    title: '首页',
    keepAlive: true,
    Page: lazyPage(() => import('./pages/home-page'), 'HomePage'),
  },
];
