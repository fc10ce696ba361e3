import { Link, useParams } from 'react-router';
import { Button } from '@/components/button';
import { PageFrame } from '@/components/page-frame';
import { RouteSkeleton } from '@/components/skeleton';
import { LoadFailure } from '@/components/states';
import { formatDate } from '@/lib/format/date';
import { formatCount } from '@/lib/format/number';
import { useShare } from '@/lib/share';
import { fetchNewsDetail } from '../api/news-api';
import { useRequest } from '@/lib/hooks/use-request';
import { withSanitizer } from '@/lib/html/load-sanitizer';
import { monthlyOthers, newsDetailPath, newsListPath, type NewsVariant } from '../lib/news-variant';
import { OpenAppBanner } from '@/components/open-app-banner';
import './news.css';

/** A news item (/news/detail/:id and its h5 twin), with the previous and next items of its issue. */
export function NewsDetailView({ variant }: { variant: NewsVariant }) {
  const { id = '' } = useParams();
  // The sanitiser downloads alongside the request, not before the first render.
  const { data, error, loading, reload } = useRequest(
    () =>
      withSanitizer(fetchNewsDetail(id)).then(([news, sanitize]) => ({
        ...news,
        content: sanitize(news.content),
      })),
    id,
  );
  const share = useShare();
  return (
    <PageFrame
      title="资讯详情"
      right={
        data ? (
          <Button
            fill="none"
            size="small"
            onClick={() =>
              void share({
                shareTitle: data.title,
                shareSubtitle: data.summary,
                others: monthlyOthers(data.monthlyId),
              })
            }
          >
            分享
          </Button>
        ) : null
      }
    >
      {variant === 'h5' ? <OpenAppBanner path={`/news/detail/${id}`} /> : null}
      <RouteSkeleton loading={loading && !data}>
        {error && !data ? (
          <LoadFailure error={error} onRetry={reload} />
        ) : data ? (
          <>
            <article className="news-section">
              <h1 className="news-title">{data.title}</h1>
              <div className="news-meta" style={{ marginBottom: 12 }}>
                <span>{data.source}</span>
                <span>{formatDate(data.publishedAt, 'YYYY-MM-DD HH:mm')}</span>
                <span>{formatCount(data.viewCount)} 阅读</span>
              </div>
              {/* The body's own headings start at h3: this one keeps the outline in order for screen readers. */}
              <h2 className="visually-hidden">正文</h2>
              <div className="news-html" dangerouslySetInnerHTML={{ __html: data.content }} />
            </article>
            <nav className="news-section news-nav" aria-label="本期其他资讯">
              {data.prev ? (
                <Link to={newsDetailPath(variant, data.prev.id)}>上一篇：{data.prev.title}</Link>
              ) : (
                <span className="news-meta">已是本期第一篇</span>
              )}
              {data.next ? (
                <Link to={newsDetailPath(variant, data.next.id)}>下一篇：{data.next.title}</Link>
              ) : (
                <span className="news-meta">已是本期最后一篇</span>
              )}
              <Link to={newsListPath(variant, data.monthlyId)}>查看本期月刊全部资讯</Link>
            </nav>
          </>
        ) : null}
      </RouteSkeleton>
    </PageFrame>
  );
}
