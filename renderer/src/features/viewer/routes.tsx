import type { RouteRecord } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';

/** Routes of the viewer area (docs/product.md「首页与导航」). */
export const viewerRoutes: RouteRecord[] = [
  {
    path: '/pdf/:url',
    name: 'PdfPreview',
    title: '文件预览',
    Page: lazyPage(() => import('./pages/pdf-preview-page'), 'PdfPreviewPage'),
  },
  {
    path: '/docs',
    name: 'Docs',
    title: '文档查看',
    Page: lazyPage(() => import('./pages/docs-page'), 'DocsPage'),
  },
];
