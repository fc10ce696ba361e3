import { PageFrame } from '@/components/page-frame';
import { RouteSkeleton } from '@/components/skeleton';
import { EmptyState, ErrorState } from '@/components/states';
import { fetchStaticHtml } from '@/lib/api/common';
import type { StaticHtmlId } from '@/contracts/api/legal';
import { useRequest } from '@/lib/hooks/use-request';
import { withSanitizer } from '@/lib/html/load-sanitizer';
import './legal.css';

/** A document served at /static/html/{id}, sanitised (the sanitiser loads with the request), under the route's title. */
export function StaticDoc({ id, title }: { id: StaticHtmlId; title: string }) {
  const { data, error, loading, reload } = useRequest(
    () =>
      withSanitizer(fetchStaticHtml(id)).then(([doc, sanitize]) => ({
        ...doc,
        content: sanitize(doc.content),
      })),
    id,
  );
  return (
    <PageFrame title={title}>
      <RouteSkeleton loading={loading}>
        {error ? (
          <ErrorState error={error} onRetry={reload} />
        ) : data && !data.content.trim() ? (
          <EmptyState title="暂无内容" />
        ) : data ? (
          <article
            className="legal-doc"
            aria-label={data.title}
            dangerouslySetInnerHTML={{ __html: data.content }}
          />
        ) : null}
      </RouteSkeleton>
    </PageFrame>
  );
}
