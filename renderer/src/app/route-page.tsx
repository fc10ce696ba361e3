import { Suspense } from 'react';
import type { ResolvedRoute } from '@/lib/routing/route-record';
import { PageLoading } from '@/components/page-loading';
import { LineSkeleton } from '@/components/skeleton';
import { PageFailure } from './page-failure';
import { PageErrorBoundary } from './page-error-boundary';

// The console keeps the cause for whoever debugs it; the user sees PageFailure's wording.
const logFailure = (error: unknown) => console.error('页面加载失败', error);
const showFailure = (error: unknown) => <PageFailure error={error} />;

/**
 * Renders a route's lazily loaded page. While its code downloads, the routes named for it
 * (docs/product.md「首页与导航」) show the grey-line skeleton (the page then keeps it up while its
 * data loads), the others a spinner. A page whose code cannot be downloaded, or that crashes, shows
 * a failure with a retry in its place; the shell and other kept-alive pages stay.
 */
export function RoutePage({ route }: { route: ResolvedRoute }) {
  const { Page } = route;
  if (!Page) return null;
  return (
    <PageErrorBoundary fallback={showFailure} onError={logFailure}>
      <Suspense fallback={route.skeleton ? <LineSkeleton /> : <PageLoading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
