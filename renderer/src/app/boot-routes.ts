import type { RouteRecord } from '@/lib/routing/route-record';

/**
 * `/` redirects to /home (docs/product.md「首页与导航」). Not part of any area: the router knows it
 * from the start.
 */
export const ROOT_REDIRECT: RouteRecord = {
  path: '/',
  name: 'Root',
  title: '首页',
  redirect: '/home',
};

/** The area the router knows at boot: the first screen's. Every other area is discovered. */
export const BOOT_AREA = 'home';

/** Id of the AppShell layout route, under which discovered areas are patched. */
export const SHELL_ROUTE_ID = 'shell';
