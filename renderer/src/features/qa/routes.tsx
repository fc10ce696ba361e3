import type { RouteRecord } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';

/** Routes of the qa area (docs/product.md「问答」). */
export const qaRoutes: RouteRecord[] = [
  {
    path: '/qa/detail/:id',
    name: 'QaDetail',
    title: '问答详情',
    pcUrl: '/taxcircle',
    sharePath: '/qa/detail/h5',
    firstRead: '/qa/detail/:id',
    Page: lazyPage(() => import('./pages/qa-detail-page'), 'QaDetailPage'),
  },
  {
    path: '/qa/detail/h5/:id',
    name: 'QaDetailH5',
    title: '问答详情',
    pcUrl: '/taxcircle',
    sharePath: '/qa/detail/h5',
    firstRead: '/qa/detail/:id',
    Page: lazyPage(() => import('./pages/qa-detail-h5-page'), 'QaDetailH5Page'),
  },
  {
    path: '/qa/content',
    name: 'QaContent',
    title: '我要提问',
    Page: lazyPage(() => import('./pages/qa-content-page'), 'QaContentPage'),
  },
  {
    path: '/qa/edit/:id',
    name: 'QaEdit',
    title: '编辑回答',
    Page: lazyPage(() => import('./pages/qa-edit-page'), 'QaEditPage'),
  },
  {
    path: '/qa/edit/history/:id',
    name: 'QaEditHistory',
    title: '编辑历史',
    Page: lazyPage(() => import('./pages/qa-edit-history-page'), 'QaEditHistoryPage'),
  },
  {
    path: '/v1/qa/content',
    name: 'v1QaContent',
    title: '我要提问',
    Page: lazyPage(() => import('./pages/v1-qa-content-page'), 'V1QaContentPage'),
  },
  {
    path: '/v1/qa/detail/h5/:id',
    name: 'v1QaDetailH5',
    title: '问答详情',
    pcUrl: '/taxcircle',
    sharePath: '/v1/qa/detail/h5',
    Page: lazyPage(() => import('./pages/v1-qa-detail-h5-page'), 'V1QaDetailH5Page'),
  },
  {
    path: '/topic/detail/h5/:id',
    name: 'TopicDetailH5',
    title: '专题详情',
    pcUrl: '/taxcircle',
    sharePath: '/topic/detail/h5',
    Page: lazyPage(() => import('./pages/topic-detail-h5-page'), 'TopicDetailH5Page'),
  },
];
