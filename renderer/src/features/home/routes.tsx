import type { RouteRecord } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';

/** Routes of the home area (docs/product.md「首页与导航」). */
export const homeRoutes: RouteRecord[] = [
  {
    path: '/home',
    name: 'Home',
    title: '首页',
    keepAlive: true,
    Page: lazyPage(() => {
      // The feed's first page travels alongside the page's code (see prefetchFirstScreen).
      import('./api/home-api').then(
        (api) => api.prefetchFirstScreen(),
        () => undefined,
      );
      return import('./pages/home-page');
    }, 'HomePage'),
  },
];
