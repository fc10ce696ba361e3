import { Suspense } from 'react';
import type { ResolvedRoute } from '@/lib/routing/route-record';
import { PageLoading } from '@/components/page-loading';
import { LineSkeleton } from '@/components/skeleton';

/**
 * Renders a route's lazily loaded page. While its code downloads, the routes spec §2 names show
 * the grey-line skeleton (the page then keeps it up while its data loads), the others a spinner.
 */
export function RoutePage({ route }: { route: ResolvedRoute }) {
  const { Page } = route;
  if (!Page) return null;
  return (
    <Suspense fallback={route.skeleton ? <LineSkeleton /> : <PageLoading />}>
      <Page />
    </Suspense>
  );
}
