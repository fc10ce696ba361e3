import type { ReactNode } from 'react';
import type { CourseListBody } from '@/contracts/api/live';
import { LoadMore } from '@/components/load-more';
import { RouteSkeleton } from '@/components/skeleton';
import { EmptyState, ErrorState } from '@/components/states';
import { usePagedList } from '@/lib/hooks/use-paged-list';
import { fetchCoursePage } from '../api/live-api';
import { CourseCard } from './course-card';

type Filter = Omit<CourseListBody, 'page' | 'size'>;

/**
 * A paged list of courses under a filter, with the grey-line skeleton while its first page loads
 * (LiveList and LiveCloud are skeleton routes) and the shared empty, failure and load-more states.
 */
export function CourseListView({
  filter,
  empty,
  showStatus = true,
  header,
}: {
  filter: Filter;
  empty: string;
  showStatus?: boolean;
  header?: ReactNode;
}) {
  const key = JSON.stringify(filter);
  const list = usePagedList(key, (page) => fetchCoursePage(page, filter));
  return (
    <>
      {header}
      <RouteSkeleton loading={list.loading && list.items.length === 0}>
        {list.error ? (
          <ErrorState error={list.error} onRetry={() => void list.refresh()} />
        ) : list.items.length === 0 ? (
          <EmptyState title={empty} />
        ) : (
          <>
            <ul className="plain-list" aria-label="课程列表">
              {list.items.map((c) => (
                <CourseCard key={c.id} course={c} showStatus={showStatus} />
              ))}
            </ul>
            <LoadMore hasMore={list.hasMore} loadMore={list.loadMore} />
          </>
        )}
      </RouteSkeleton>
    </>
  );
}
