import type { RouteRecord } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';

/** Routes of the integral area (docs/product.md「积分与商城」). */
export const integralRoutes: RouteRecord[] = [
  {
    path: '/integral',
    name: 'Integral',
    title: '积分商城',
    redirect: '/integral/mall',
    children: [
      {
        path: 'mall',
        name: 'IntegralMall',
        title: '积分商城',
        keepAlive: true,
        firstRead: '/integral/goods/list?page=1&size=20&sort=default',
        // The first row's covers (goods-grid.tsx): the page's largest paint.
        firstReadImages: { list: 'list', field: 'cover', count: 2 },
        Page: lazyPage(() => import('./pages/integral-mall-page'), 'IntegralMallPage'),
      },
      {
        path: 'detail',
        name: 'IntegralDetail',
        title: '商品详情',
        Page: lazyPage(() => import('./pages/integral-detail-page'), 'IntegralDetailPage'),
      },
      {
        path: 'order',
        name: 'IntegralOrder',
        title: '填写订单',
        Page: lazyPage(() => import('./pages/integral-order-page'), 'IntegralOrderPage'),
      },
      {
        path: 'exchange',
        name: 'IntegralExchange',
        title: '收货信息',
        Page: lazyPage(() => import('./pages/integral-exchange-page'), 'IntegralExchangePage'),
      },
      {
        path: 'record',
        name: 'IntegralRecord',
        title: '兑换记录',
        keepAlive: true,
        Page: lazyPage(() => import('./pages/integral-record-page'), 'IntegralRecordPage'),
      },
      {
        path: 'iec/detail',
        name: 'IntegralIecDetail',
        title: '订单详情',
        Page: lazyPage(() => import('./pages/integral-iec-detail-page'), 'IntegralIecDetailPage'),
      },
      {
        path: 'iec/express',
        name: 'IntegralIecExpress',
        title: '物流信息',
        Page: lazyPage(() => import('./pages/integral-iec-express-page'), 'IntegralIecExpressPage'),
      },
      {
        path: 'exchange/:id',
        name: 'IntegralExchangeEdit',
        title: '收货信息',
        Page: lazyPage(
          () => import('./pages/integral-exchange-edit-page'),
          'IntegralExchangeEditPage',
        ),
      },
      {
        path: 'success',
        name: 'IntegralSuccess',
        title: '兑换成功',
        Page: lazyPage(() => import('./pages/integral-success-page'), 'IntegralSuccessPage'),
      },
      {
        // Added by the app: the points bill (收支明细) the mall's balance links to
        // (docs/product.md「积分与商城」).
        path: 'bill',
        name: 'IntegralBill',
        title: '收支明细',
        Page: lazyPage(() => import('./pages/integral-bill-page'), 'IntegralBillPage'),
      },
    ],
  },
];
