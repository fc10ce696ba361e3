import { useCallback, useEffect, useMemo } from 'react';
import {
  matchRoutes,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  type Location,
} from 'react-router';
import type { ResolvedRoute } from '@/lib/routing/route-record';
import { useCurrentRoute } from '@/lib/routing/use-current-route';
import { isInApp } from '@/lib/bridge/detect';
import { useSessionStore } from '@/stores/session-store';
import { decideGuard, type GuardDecision } from './guard';

export type GuardOptions = {
  /** What the login blocker matches: the shell's routes may not all be discovered yet. */
  routes: readonly ResolvedRoute[];
  mobile: boolean;
  pcSiteUrl: string;
  /** Leaves the app for the PC site (location.replace; replaced in tests). */
  redirect: (url: string) => void;
};

function routeAt(routes: readonly ResolvedRoute[], location: Location): ResolvedRoute | undefined {
  const matches =
    matchRoutes(
      routes.map((route) => ({ path: route.fullPath, handle: route })),
      location,
    ) ?? [];
  return matches.at(-1)?.route.handle;
}

/**
 * Login and user loading (lib/auth) download when a route first needs a user: no route home
 * opens with does, so the entry stays without them.
 */
const ensureUser = (): Promise<boolean> => import('@/lib/auth').then((auth) => auth.ensureUser());

/** In the app, the native title bar shows the title too (bridge setTitle; failures are harmless). */
function setNativeTitle(title: string) {
  if (!isInApp()) return;
  void import('@/lib/bridge')
    .then(({ bridge }) => bridge.call('setTitle', { title }))
    .catch(() => undefined);
}

/**
 * The route guard (docs/product.md「首页与导航」) on the current location: redirects a desktop to
 * the PC site, cancels navigation to a login-required route without user info (useBlocker) and
 * shows the login — continuing there once the user has logged in — and sets the document title. A
 * first load on such a route shows the login over the home page. Returns the decision for the
 * current route.
 */
export function useRouteGuard({
  routes,
  mobile,
  pcSiteUrl,
  redirect,
}: GuardOptions): GuardDecision {
  const route = useCurrentRoute();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const hasUser = useSessionStore((s) => s.userInfo !== null);
  // Params by value: the decision (and its effects) must not change unless the URL does.
  const paramsKey = JSON.stringify(params);

  const decision = useMemo<GuardDecision>(
    () =>
      route
        ? decideGuard(route, {
            mobile,
            hasUser,
            params: JSON.parse(paramsKey) as Record<string, string>,
            search: location.search,
            pcSiteUrl,
          })
        : { kind: 'proceed', title: document.title },
    [route, mobile, hasUser, paramsKey, location.search, pcSiteUrl],
  );

  // Matching ~200 routes on every navigation costs a slow phone ~10 ms; only a table with
  // login-required routes (none in today's table) needs it.
  const anyAuth = useMemo(() => routes.some((route) => route.auth), [routes]);
  const shouldBlock = useCallback(
    ({ nextLocation }: { nextLocation: Location }) => {
      if (!anyAuth) return false;
      const next = routeAt(routes, nextLocation);
      if (!next) return false;
      const hasUserNow = useSessionStore.getState().userInfo !== null;
      // Stryker disable next-line StringLiteral,ObjectLiteral: params and query shape only a redirect's URL, never whether to log in
      return (
        decideGuard(next, { mobile, hasUser: hasUserNow, params: {}, search: '', pcSiteUrl })
          .kind === 'login'
      );
    },
    [anyAuth, routes, mobile, pcSiteUrl],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const target = blocker.location;
    blocker.reset();
    void ensureUser().then((ok) => {
      if (ok) navigate(`${target.pathname}${target.search}${target.hash}`);
    });
  }, [blocker, navigate]);

  useEffect(() => {
    if (decision.kind === 'redirect') {
      redirect(decision.url);
    } else if (decision.kind === 'login') {
      const target = `${location.pathname}${location.search}`;
      navigate('/home', { replace: true });
      void ensureUser().then((ok) => {
        if (ok) navigate(target);
      });
    } else {
      document.title = decision.title;
      setNativeTitle(decision.title);
    }
    // The decision object changes with the location; re-running on it is the point.
  }, [decision, redirect, navigate, location.pathname, location.search]);

  return decision;
}
