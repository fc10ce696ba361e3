import { useEffect, type ReactNode } from 'react';
import { PageLoading } from '@/components/page-loading';
import { useCurrentRoute } from '@/lib/routing/use-current-route';
import { useSessionStore } from '@/stores/session-store';
import { LineSkeleton } from './line-skeleton';

type RouteSkeletonProps = {
  loading: boolean;
  children?: ReactNode;
  rows?: number;
};

/**
 * While `loading`, shows the grey-line skeleton on the routes named for it
 * (docs/product.md「首页与导航」) (the route's `skeleton` flag) and a spinner elsewhere; keeps the
 * store's `skeletonLoading` flag in step and clears it when loading ends or the page leaves, so a
 * skeleton never outlives its page.
 */
export function RouteSkeleton({ loading, children, rows }: RouteSkeletonProps) {
  const skeleton = useCurrentRoute()?.skeleton ?? false;
  const setSkeletonLoading = useSessionStore((s) => s.setSkeletonLoading);
  useEffect(() => {
    if (!skeleton) return undefined;
    setSkeletonLoading(loading);
    return () => setSkeletonLoading(false);
  }, [skeleton, loading, setSkeletonLoading]);
  if (!loading) return <>{children}</>;
  return skeleton ? <LineSkeleton rows={rows} /> : <PageLoading />;
}
