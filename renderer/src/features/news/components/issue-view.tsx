import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/button';
import { TabBar } from '@/components/tab-bar';
import { PageFrame } from '@/components/page-frame';
import { RouteSkeleton } from '@/components/skeleton';
import { EmptyState, LoadFailure } from '@/components/states';
import { useShare } from '@/lib/share';
import { fetchMonthlyIssue } from '../api/news-api';
import { useRequest } from '@/lib/hooks/use-request';
import { monthlyOthers, newsDetailPath, type NewsVariant } from '../lib/news-variant';
import { NewsItemRow } from './news-item-row';
import { OpenAppBanner } from '@/components/open-app-banner';
import './news.css';

const ALL = 'all';

/** One monthly issue (/news/list/:id and its h5 twin): foreword, then its items by category. */
export function IssueView({ variant }: { variant: NewsVariant }) {
  const { id = '' } = useParams();
  const { data, error, loading, reload } = useRequest(() => fetchMonthlyIssue(id), id);
  const [tab, setTab] = useState(ALL);
  const share = useShare();
  const sections = data
    ? tab === ALL
      ? data.sections
      : data.sections.filter((s) => String(s.categoryId) === tab)
    : [];
  return (
    <PageFrame
      title="资讯列表"
      right={
        data ? (
          <Button
            fill="none"
            size="small"
            onClick={() =>
              void share({
                shareTitle: data.title,
                shareSubtitle: data.summary,
                others: monthlyOthers(data.id),
              })
            }
          >
            分享
          </Button>
        ) : null
      }
    >
      {variant === 'h5' ? (
        <OpenAppBanner path={`/news/list/${id}`} text="打开税务通APP，每月资讯不错过" />
      ) : null}
      <RouteSkeleton loading={loading && !data}>
        {error && !data ? (
          <LoadFailure error={error} onRetry={reload} />
        ) : data ? (
          <>
            <section className="news-section">
              <h1 className="news-title">{data.title}</h1>
              <p className="news-foreword">{data.foreword}</p>
            </section>
            <TabBar
              label="资讯分类"
              className="news-tabs"
              activeKey={tab}
              onChange={setTab}
              tabs={[
                { key: ALL, title: '全部' },
                ...data.sections.map((s) => ({ key: String(s.categoryId), title: s.categoryName })),
              ]}
            />
            {sections.length === 0 ? (
              <EmptyState title="本期暂无资讯" />
            ) : (
              sections.map((s) => (
                <section key={s.categoryId} aria-label={s.categoryName}>
                  {tab === ALL ? (
                    <div className="news-meta" style={{ padding: '10px 16px 4px', fontSize: 13 }}>
                      {s.categoryName}
                    </div>
                  ) : null}
                  <ul className="plain-list">
                    {s.items.map((item) => (
                      <NewsItemRow
                        key={item.id}
                        item={item}
                        to={newsDetailPath(variant, item.id)}
                      />
                    ))}
                  </ul>
                </section>
              ))
            )}
          </>
        ) : null}
      </RouteSkeleton>
    </PageFrame>
  );
}
