import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { LoadFailure } from '@/components/states';
import { PageLoading } from '@/components/page-loading';
import { useRequest } from '@/lib/hooks/use-request';
import { formatCount, formatDate } from '@/lib/format';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { useShare } from '@/lib/share';
import { fetchContributionDetail } from '../api/contribute-detail-api';
import { revisionBannerOf, statusBannerOf } from '../lib/status-banner';
import { publicArticleOf } from '../lib/public-article';
import '../components/contribute.css';

/** /contribute/detail/:id: the work as readers will see it; its writer also sees where review stands. */
export function ContributeDetailPage() {
  const id = useParams().id ?? '';
  const detail = useRequest(() => fetchContributionDetail(id), id);
  const work = detail.data;
  const html = useMemo(() => (work ? sanitizeHtml(work.contentHtml) : ''), [work]);
  const share = useShare();
  if (detail.error)
    return (
      <PageFrame title="投稿详情">
        <LoadFailure error={detail.error} onRetry={detail.reload} />
      </PageFrame>
    );
  if (!work)
    return (
      <PageFrame title="投稿详情">
        <PageLoading />
      </PageFrame>
    );
  // Readers only ever get published works; where review stands is the writer's business.
  const banner = work.mine ? statusBannerOf(work) : null;
  const revision = work.mine ? revisionBannerOf(work) : null;
  const article = publicArticleOf(work);
  return (
    <PageFrame title="投稿详情">
      <div className="contribute-colors work-detail">
        {banner ? (
          <p role="status" className={`work-banner work-banner--${banner.tone}`}>
            {banner.text}
          </p>
        ) : null}
        {revision ? (
          <p className={`work-banner work-banner--${revision.tone}`}>{revision.text}</p>
        ) : null}
        {work.contest ? (
          <p className="work-card__contest">
            {work.contest.entered ? '征文参赛' : '征文投稿'}：{work.contest.title}
          </p>
        ) : null}
        <h1 className="work-detail__title">{work.title}</h1>
        <p className="work-card__meta">
          <span>{work.author.nickname}</span>
          <span>{work.categoryName}</span>
          <span>{formatDate(work.updatedAt, 'YYYY-MM-DD')}</span>
          {work.status === 2 ? <span>阅读 {formatCount(work.views)}</span> : null}
          {work.status === 2 ? <span>点赞 {formatCount(work.likes)}</span> : null}
        </p>
        <div
          className="article-body work-detail__body"
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {article ? (
          // Readers like and collect the work as an article; its likes are the work's.
          <Link className="work-share work-share--link" to={article}>
            查看公开文章
          </Link>
        ) : null}
        {work.status === 2 ? (
          // Its writer sends readers here.
          <button
            type="button"
            className="work-share"
            onClick={() => void share({ shareTitle: work.title, shareSubtitle: work.summary })}
          >
            分享给读者
          </button>
        ) : null}
        {work.editable ? (
          <Link className="work-toolbar__write" to={`/contribute/add/${work.id}`}>
            {work.status === 3
              ? '修改后重新提交'
              : work.status === 2
                ? work.revision
                  ? '继续修改'
                  : '修改（提交修改稿）'
                : '编辑'}
          </Link>
        ) : null}
      </div>
    </PageFrame>
  );
}
