import type { RouteRecord } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';

/** The account area: 我的, a route the app adds (docs/product.md「账号与登录」). */
export const accountRoutes: RouteRecord[] = [
  {
    path: '/mine',
    name: 'Mine',
    title: '我的',
    Page: lazyPage(() => import('./pages/mine-page'), 'MinePage'),
  },
  {
    path: '/mine/favorites',
    name: 'MineFavorites',
    title: '我的收藏',
    Page: lazyPage(() => import('./pages/favorites-page'), 'FavoritesPage'),
  },
];
