import { Link } from 'react-router';
import { Button } from '@/components/button';
import { PullToRefresh } from '@/components/pull-refresh';
import { PageFrame } from '@/components/page-frame';
import { RouteSkeleton } from '@/components/skeleton';
import { EmptyState, ErrorState } from '@/components/states';
import { formatDate } from '@/lib/format/date';
import { useShare } from '@/lib/share';
import { fetchMonthlyIssues } from '../api/news-api';
import { useRequest } from '@/lib/hooks/use-request';
import { newsListPath } from '../lib/news-variant';
import '../components/news.css';

/** /news/monthly — the monthly issues, newest first. */
export function NewsMonthlyPage() {
  const { data, error, loading, reload } = useRequest(fetchMonthlyIssues, 'monthly');
  const share = useShare();
  return (
    <PageFrame
      title="月度资讯"
      right={
        <Button
          fill="none"
          size="small"
          onClick={() =>
            void share({
              shareTitle: '财税资讯月刊',
              shareSubtitle: '每月精选财税政策法规、征管公告与实务解读',
            })
          }
        >
          分享
        </Button>
      }
    >
      <RouteSkeleton loading={loading && !data}>
        {error && !data ? (
          <ErrorState error={error} onRetry={reload} />
        ) : data && data.length === 0 ? (
          <EmptyState title="暂无月刊" description="新一期月刊将于每月初发布" />
        ) : (
          <PullToRefresh onRefresh={async () => reload()}>
            <ul className="plain-list" aria-label="月刊列表">
              {(data ?? []).map((issue) => (
                <li key={issue.id}>
                  <Link to={newsListPath('app', issue.id)} className="news-issue">
                    {issue.cover ? (
                      <img className="news-issue__cover" src={issue.cover} alt="" loading="lazy" />
                    ) : null}
                    <div className="news-issue__body">
                      <div className="news-issue__title">{issue.title}</div>
                      <div className="news-issue__summary">{issue.summary}</div>
                      <div className="news-meta">
                        <span>共 {issue.itemCount} 条</span>
                        <span>{formatDate(issue.publishedAt)} 发布</span>
                      </div>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          </PullToRefresh>
        )}
      </RouteSkeleton>
    </PageFrame>
  );
}
