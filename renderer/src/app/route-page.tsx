import { Suspense } from 'react';
import type { ResolvedRoute } from '@/lib/routing/route-record';
import { PageLoading } from '@/components/page-loading';

/** Renders a route's lazily loaded page; the chunk's download shows the page loading state. */
export function RoutePage({ route }: { route: ResolvedRoute }) {
  const { Page } = route;
  if (!Page) return null;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
