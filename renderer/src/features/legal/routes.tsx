import type { RouteRecord } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';

/** Routes of the legal area (docs/product.md「首页与导航」). */
export const legalRoutes: RouteRecord[] = [
  {
    path: '/agreement',
    name: 'Agreement',
    title: '用户协议',
    Page: lazyPage(() => import('./pages/agreement-page'), 'AgreementPage'),
  },
  {
    path: '/cecurity',
    name: 'Cecurity',
    title: '安全协议',
    Page: lazyPage(() => import('./pages/cecurity-page'), 'CecurityPage'),
  },
  {
    path: '/complain',
    name: 'Complain',
    title: '投诉与建议',
    Page: lazyPage(() => import('./pages/complain-page'), 'ComplainPage'),
  },
];
