import { Link, useParams } from 'react-router';
import { Button } from '@/components/button';
import { Tag } from '@/components/tag';
import { PageFrame } from '@/components/page-frame';
import { RouteSkeleton } from '@/components/skeleton';
import { EmptyState, LoadFailure } from '@/components/states';
import { useShare } from '@/lib/share';
import { formatDate } from '@/lib/format/date';
import { formatCount } from '@/lib/format/number';
import { fetchQaDetail } from '../api/qa-api';
import { useRequest } from '@/lib/hooks/use-request';
import { useTipCounts } from '@/domain/tip';
import { AnswerCard } from './answer-card';
import { OpenAppBanner } from '@/components/open-app-banner';
import { QaList } from './qa-list';
import './qa.css';

/** `app`: the in-app detail; `h5`: the page a shared link opens, with the open-in-app prompt. */
export type QaDetailVariant = 'app' | 'h5';

/** The Q&A detail shared by /qa/detail/:id, /qa/detail/h5/:id and /v1/qa/detail/h5/:id. */
export function QaDetailView({ variant, title }: { variant: QaDetailVariant; title: string }) {
  const { id = '' } = useParams();
  const { data, error, loading, reload } = useRequest(() => fetchQaDetail(id), id);
  const share = useShare();
  const h5 = variant === 'h5';
  const tips = useTipCounts(1, data?.answers.map((a) => a.id) ?? []);
  const detailPath = h5 ? '/qa/detail/h5' : '/qa/detail';
  const onShare = data
    ? () =>
        void share({
          shareTitle: data.title,
          shareSubtitle: data.answers[0]
            ? `${data.answers[0].expert.name}（${data.answers[0].expert.title}）解答：${data.answers[0].content.slice(0, 40)}`
            : data.content.slice(0, 50),
        })
    : undefined;
  return (
    <PageFrame
      title={title}
      right={
        onShare ? (
          <Button fill="none" size="small" onClick={onShare}>
            分享
          </Button>
        ) : null
      }
    >
      {h5 ? <OpenAppBanner path={`/qa/detail/${id}`} text="打开税务通APP，向专家提问" /> : null}
      <RouteSkeleton loading={loading && !data}>
        {error && !data ? (
          <LoadFailure error={error} onRetry={reload} />
        ) : data ? (
          <>
            <section className="qa-section">
              <h1 className="qa-title">{data.title}</h1>
              <div className="qa-meta">
                <span>{data.asker.nickname} 提问</span>
                <span>{formatDate(data.createdAt, 'YYYY-MM-DD HH:mm')}</span>
                <span>{formatCount(data.viewCount)} 浏览</span>
              </div>
              <p className="qa-text">{data.content}</p>
              <div className="qa-tags">
                {data.tags.map((t) => (
                  <Tag key={t} color="primary">
                    {t}
                  </Tag>
                ))}
              </div>
              {data.topic ? (
                <div className="qa-meta" style={{ marginTop: 10 }}>
                  收录于专题：
                  <Link to={`/topic/detail/h5/${data.topic.id}`}>{data.topic.title}</Link>
                </div>
              ) : null}
            </section>
            <section className="qa-section" aria-label="专家解答">
              <h2 className="qa-section__heading">专家解答（{data.answers.length}）</h2>
              {data.answers.length === 0 ? (
                <EmptyState title="暂无专家解答" description="专家会尽快回复，请稍后再来查看" />
              ) : (
                data.answers.map((a) => (
                  <AnswerCard
                    key={a.id}
                    answer={a}
                    showActions={!h5}
                    tips={{ count: tips.count(a.id), onTipped: tips.reload }}
                  />
                ))
              )}
            </section>
            {data.related.length > 0 ? (
              <section className="qa-section" aria-label="相关问答">
                <h2 className="qa-section__heading">相关问答</h2>
                <QaList items={data.related} detailPath={detailPath} />
              </section>
            ) : null}
            <div className="qa-footer">
              <Link to={h5 ? '/v1/qa/content' : '/qa/content'} className="qa-footer__ask">
                我也要提问
              </Link>
            </div>
          </>
        ) : null}
      </RouteSkeleton>
    </PageFrame>
  );
}
