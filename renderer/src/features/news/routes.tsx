import type { RouteRecord } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';

/** Routes of the news area (docs/product.md「资讯」). */
export const newsRoutes: RouteRecord[] = [
  {
    path: '/news/monthly',
    name: 'NewsMonthly',
    title: '月度资讯',
    keepAlive: true,
    sharePath: '/news/monthly',
    Page: lazyPage(() => import('./pages/news-monthly-page'), 'NewsMonthlyPage'),
  },
  {
    path: '/news/list/:id',
    name: 'NewsList',
    title: '资讯列表',
    keepAlive: true,
    sharePath: '/news/list/h5',
    Page: lazyPage(() => import('./pages/news-list-page'), 'NewsListPage'),
  },
  {
    path: '/news/detail/:id',
    name: 'NewsDetail',
    title: '资讯详情',
    sharePath: '/news/detail/h5',
    firstRead: '/news/detail/:id',
    Page: lazyPage(() => import('./pages/news-detail-page'), 'NewsDetailPage'),
  },
  {
    path: '/news/list/h5/:id',
    name: 'NewsListH5',
    title: '资讯列表',
    keepAlive: true,
    sharePath: '/news/list/h5',
    Page: lazyPage(() => import('./pages/news-list-h5-page'), 'NewsListH5Page'),
  },
  {
    path: '/news/detail/h5/:id',
    name: 'NewsDetailH5',
    title: '资讯详情',
    sharePath: '/news/detail/h5',
    firstRead: '/news/detail/:id',
    Page: lazyPage(() => import('./pages/news-detail-h5-page'), 'NewsDetailH5Page'),
  },
];
