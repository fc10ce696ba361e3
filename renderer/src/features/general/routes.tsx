import type { RouteRecord } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';

/** Routes of the general area (docs/product.md「首页与导航」). */
export const generalRoutes: RouteRecord[] = [
  {
    path: '/invite',
    name: 'Invite',
    title: '邀请注册',
    Page: lazyPage(() => import('./pages/invite-page'), 'InvitePage'),
  },
  {
    path: '/poster',
    name: 'Poster',
    title: '邀请卡',
    Page: lazyPage(() => import('./pages/poster-page'), 'PosterPage'),
  },
  {
    path: '/register',
    name: 'Register',
    title: '立即体验',
    Page: lazyPage(() => import('./pages/register-page'), 'RegisterPage'),
  },
  {
    path: '/register/gujiao',
    name: 'RegisterGujiao',
    title: '立即体验',
    Page: lazyPage(() => import('./pages/register-gujiao-page'), 'RegisterGujiaoPage'),
  },
  {
    path: '/app/download',
    name: 'AppDownload',
    title: '下载APP',
    Page: lazyPage(() => import('./pages/app-download-page'), 'AppDownloadPage'),
  },
  {
    path: '/download',
    name: 'Download',
    title: '下载APP',
    Page: lazyPage(() => import('./pages/download-page'), 'DownloadPage'),
  },
  {
    path: '/empty',
    name: 'Empty',
    title: '资源不存在',
    Page: lazyPage(() => import('./pages/empty-page'), 'EmptyPage'),
  },
  {
    path: '/test',
    name: 'Test',
    title: '测试',
    Page: lazyPage(() => import('./pages/test-page'), 'TestPage'),
  },
];
