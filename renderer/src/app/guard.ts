import type { ResolvedRoute } from '@/lib/routing/route-record';
import { withParamsAndQuery } from '@/lib/routing/route-url';

export type GuardContext = {
  /** ua-parser-js says phone or tablet. */
  mobile: boolean;
  /** The session holds user info: without it a login-required route asks to log in. */
  hasUser: boolean;
  params: Readonly<Record<string, string | undefined>>;
  /** `location.search`, with or without the leading `?`. */
  search: string;
  pcSiteUrl: string;
};

export type GuardDecision =
  { kind: 'redirect'; url: string } | { kind: 'login' } | { kind: 'proceed'; title: string };

/**
 * PC site + pcUrl + `/`-joined route param values + `?` + `key=value&…` query
 * (docs/product.md「首页与导航」).
 */
export function pcRedirectUrl(
  pcSiteUrl: string,
  route: Pick<ResolvedRoute, 'fullPath' | 'pcUrl'> & { pcUrl: string },
  params: GuardContext['params'],
  search: string,
): string {
  const base = `${pcSiteUrl.replace(/\/+$/, '')}/${route.pcUrl.replace(/^\/+/, '')}`;
  return withParamsAndQuery(base, route.fullPath, params, search);
}

/**
 * The route guard (docs/product.md「首页与导航」), in its order: a non-mobile device on a route
 * with a pcUrl goes to the PC site; else a login-required route without user info asks for login
 * (navigation cancelled); else the page proceeds under the route's title.
 */
export function decideGuard(route: ResolvedRoute, ctx: GuardContext): GuardDecision {
  if (!ctx.mobile && route.pcUrl) {
    return {
      kind: 'redirect',
      url: pcRedirectUrl(ctx.pcSiteUrl, { ...route, pcUrl: route.pcUrl }, ctx.params, ctx.search),
    };
  }
  if (route.auth && !ctx.hasUser) return { kind: 'login' };
  return { kind: 'proceed', title: route.title };
}
