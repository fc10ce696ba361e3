import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/states';
import { LineSkeleton } from '@/components/skeleton';
import { PullToRefresh } from '@/components/pull-refresh';
import { LoadMore } from '@/components/load-more';
import type { PagedList } from '@/lib/hooks/use-paged-list';

type Props<T> = {
  list: PagedList<T>;
  empty: string;
  render: (item: T) => ReactNode;
};

/**
 * A feed: grey lines while the first page loads, its error or empty state, pull to refresh (the
 * rows stay while it reloads), more on scroll.
 */
export function FeedList<T>({ list, empty, render }: Props<T>) {
  const nothingYet = list.items.length === 0;
  if (list.loading && nothingYet) return <LineSkeleton rows={6} />;
  if (list.error && nothingYet)
    return <ErrorState error={list.error} onRetry={() => void list.refresh()} />;
  return (
    <PullToRefresh onRefresh={list.refresh}>
      {list.items.length === 0 ? <EmptyState title={empty} /> : list.items.map(render)}
      {list.items.length > 0 ? <LoadMore loadMore={list.loadMore} hasMore={list.hasMore} /> : null}
    </PullToRefresh>
  );
}
