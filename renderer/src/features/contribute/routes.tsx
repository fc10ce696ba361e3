import type { RouteRecord } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';

/** Routes of the contribute area (docs/product.md「投稿」). */
export const contributeRoutes: RouteRecord[] = [
  {
    path: '/delivery',
    name: 'Delivery',
    title: '作品管理',
    keepAlive: true,
    Page: lazyPage(() => {
      // The works and counts travel alongside the page's code (see prefetchDeliveryFirstScreen).
      import('./api/contribute-api').then(
        (api) => api.prefetchDeliveryFirstScreen(),
        () => undefined,
      );
      return import('./pages/delivery-page');
    }, 'DeliveryPage'),
  },
  {
    path: '/contribute/draft',
    name: 'ContributeDraft',
    title: '草稿箱',
    keepAlive: true,
    Page: lazyPage(() => import('./pages/contribute-draft-page'), 'ContributeDraftPage'),
  },
  {
    path: '/contribute/add/:id?',
    name: 'ContributeAdd',
    title: '投稿',
    Page: lazyPage(() => import('./pages/contribute-add-page'), 'ContributeAddPage'),
  },
  {
    path: '/contribute/detail/:id',
    name: 'ContributeDetail',
    title: '投稿详情',
    Page: lazyPage(() => import('./pages/contribute-detail-page'), 'ContributeDetailPage'),
  },
  {
    path: '/material',
    name: 'Material',
    title: '我的文章',
    keepAlive: true,
    Page: lazyPage(() => import('./pages/material-page'), 'MaterialPage'),
    children: [
      {
        path: 'add/:id?',
        name: 'MaterialAdd',
        title: '写文章',
        Page: lazyPage(() => import('./pages/material-add-page'), 'MaterialAddPage'),
      },
    ],
  },
];
