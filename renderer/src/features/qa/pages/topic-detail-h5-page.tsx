import { useNavigate, useParams } from 'react-router';
import { Button, List } from 'antd-mobile';
import { PageFrame } from '@/components/page-frame';
import { RouteSkeleton } from '@/components/skeleton';
import { EmptyState, LoadFailure } from '@/components/states';
import { formatCount } from '@/lib/format';
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
  const navigate = useNavigate();
  return (
    <PageFrame
      title="专题详情"
      right={
        data ? (
          <Button fill="none" size="small" onClick={() => void share({ shareTitle: data.title, shareSubtitle: data.summary })}>
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
            {data.cover ? <img className="qa-topic-cover" src={data.cover} alt={data.title} /> : null}
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
              {data.qas.length === 0 ? <EmptyState title="暂无问答" /> : <QaList items={data.qas} detailPath="/qa/detail/h5" />}
            </section>
            {data.articles.length > 0 ? (
              <section className="qa-section" aria-label="相关文章">
                <h2 className="qa-section__heading">相关文章</h2>
                <List style={{ '--border-top': 'none', '--padding-left': '0' }}>
                  {data.articles.map((a) => (
                    <List.Item key={a.id} description={a.summary} arrow onClick={() => navigate(`/article/share/${a.id}`)}>
                      {a.title}
                    </List.Item>
                  ))}
                </List>
              </section>
            ) : null}
          </>
        ) : null}
      </RouteSkeleton>
    </PageFrame>
  );
}
