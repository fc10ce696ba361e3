import { Link, useParams } from 'react-router';
import { Button } from '@/components/button';
import { PageFrame } from '@/components/page-frame';
import { RouteSkeleton } from '@/components/skeleton';
import { EmptyState, LoadFailure } from '@/components/states';
import { formatCount } from '@/lib/format/number';
import { useShare } from '@/lib/share';
import { fetchTopic } from '../api/qa-api';
import { OpenAppBanner } from '@/components/open-app-banner';
import { QaList } from '../components/qa-list';
import { useRequest } from '@/lib/hooks/use-request';
import '../components/qa.css';

/** /topic/detail/h5/:id — a topic: its introduction, its Q&As and the articles it collects. */
export function TopicDetailH5Page() {
  const { id = '' } = useParams();
  const { data, error, loading, reload } = useRequest(() => fetchTopic(id), id);
  const share = useShare();
  return (
    <PageFrame
      title="专题详情"
      right={
        data ? (
          <Button
            fill="none"
            size="small"
            onClick={() => void share({ shareTitle: data.title, shareSubtitle: data.summary })}
          >
            分享
          </Button>
        ) : null
      }
    >
      <OpenAppBanner path={`/topic/detail/h5/${id}`} text="打开税务通APP，查看更多专题" />
      <RouteSkeleton loading={loading}>
        {error ? (
          <LoadFailure error={error} onRetry={reload} />
        ) : data ? (
          <>
            {data.cover ? (
              <img className="qa-topic-cover" src={data.cover} alt={data.title} />
            ) : null}
            <section className="qa-section">
              <h1 className="qa-title">{data.title}</h1>
              <div className="qa-meta">
                <span>{data.qaCount} 个问答</span>
                <span>{formatCount(data.viewCount)} 浏览</span>
              </div>
              <p className="qa-text">{data.intro}</p>
            </section>
            <section className="qa-section" aria-label="专题问答">
              <h2 className="qa-section__heading">专题问答</h2>
              {data.qas.length === 0 ? (
                <EmptyState title="暂无问答" />
              ) : (
                <QaList items={data.qas} detailPath="/qa/detail/h5" />
              )}
            </section>
            {data.articles.length > 0 ? (
              <section className="qa-section" aria-label="相关文章">
                <h2 className="qa-section__heading">相关文章</h2>
                <ul className="qa-topic-articles">
                  {data.articles.map((a) => (
                    <li key={a.id}>
                      <Link to={`/article/share/${a.id}`}>
                        <span className="qa-topic-articles__title">{a.title}</span>
                        <span className="qa-topic-articles__summary">{a.summary}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : null}
      </RouteSkeleton>
    </PageFrame>
  );
}
