import type { RouteRecord } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';

/** Routes of the live area (docs/product.md「课程与直播」). */
export const liveRoutes: RouteRecord[] = [
  {
    path: '/live/publicize',
    name: 'LivePublicize',
    title: '直播课程',
    sharePath: '/live/publicize',
    Page: lazyPage(() => import('./pages/live-publicize-page'), 'LivePublicizePage'),
  },
  {
    path: '/live/list',
    name: 'LiveList',
    title: '直播列表',
    keepAlive: true,
    Page: lazyPage(() => import('./pages/live-list-page'), 'LiveListPage'),
  },
  {
    path: '/live/cloud',
    name: 'LiveCloud',
    title: '云课堂',
    keepAlive: true,
    Page: lazyPage(() => import('./pages/live-cloud-page'), 'LiveCloudPage'),
  },
  {
    // Added by the app: 我的课程 (docs/product.md「课程与直播」), reached from 我的, the member
    // centre and the course pages.
    path: '/live/mine',
    name: 'LiveMine',
    title: '我的课程',
    Page: lazyPage(() => import('./pages/live-mine-page'), 'LiveMinePage'),
  },
  {
    path: '/live/detail/:id',
    name: 'LiveDetail',
    title: '课程详情',
    sharePath: '/live/detail',
    firstRead: '/v2/live/playback/detail/:id',
    Page: lazyPage(() => import('./pages/live-detail-page'), 'LiveDetailPage'),
  },
  {
    path: '/v1/live/publicize',
    name: 'v1LivePublicize',
    title: '直播课程',
    sharePath: '/v1/live/publicize',
    Page: lazyPage(() => import('./pages/v1-live-publicize-page'), 'V1LivePublicizePage'),
  },
  {
    path: '/v1/live/list',
    name: 'v1LiveList',
    title: '直播列表',
    keepAlive: true,
    Page: lazyPage(() => import('./pages/v1-live-list-page'), 'V1LiveListPage'),
  },
  {
    path: '/v1/live/cloud',
    name: 'v1LiveCloud',
    title: '云课堂',
    keepAlive: true,
    Page: lazyPage(() => import('./pages/v1-live-cloud-page'), 'V1LiveCloudPage'),
  },
  {
    path: '/v1/live/detail/:id',
    name: 'v1LiveDetail',
    title: '课程详情',
    sharePath: '/v1/live/detail',
    firstRead: '/v2/live/playback/detail/:id',
    Page: lazyPage(() => import('./pages/v1-live-detail-page'), 'V1LiveDetailPage'),
  },
  {
    path: '/v2/live/detail/:id',
    name: 'v2LiveDetail',
    title: '精品课程',
    sharePath: '/v2/live/detail',
    firstRead: '/v2/live/playback/detail/:id',
    Page: lazyPage(() => import('./pages/v2-live-detail-page'), 'V2LiveDetailPage'),
  },
  {
    path: '/v3/live/detail/:id',
    name: 'v3LiveDetail',
    title: '精品课程',
    sharePath: '/v3/live/detail',
    firstRead: '/v2/live/playback/detailV3/:id',
    Page: lazyPage(() => import('./pages/v3-live-detail-page'), 'V3LiveDetailPage'),
  },
  {
    path: '/live/series/detail/:id',
    name: 'LiveSeriesDetail',
    title: '系列课程',
    sharePath: '/live/series/detail',
    firstRead: '/live/series/detailV3/:id',
    Page: lazyPage(() => import('./pages/live-series-detail-page'), 'LiveSeriesDetailPage'),
  },
  {
    path: '/live/series/v3/detail/:id',
    name: 'LiveSeriesV3Detail',
    title: '系列课程',
    sharePath: '/live/series/v3/detail',
    firstRead: '/live/series/detailV3/:id',
    Page: lazyPage(() => import('./pages/live-series-v3-detail-page'), 'LiveSeriesV3DetailPage'),
  },
];
