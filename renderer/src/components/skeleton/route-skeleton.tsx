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
 * While `loading`, shows the grey-line skeleton on the routes spec §2 names (the route's
 * `skeleton` flag) and a spinner elsewhere; keeps the store's `skeletonLoading` flag in step and
 * clears it when loading ends or the page leaves (spec §4).
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
