import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { LoginRequired } from '@/components/login-required';
import { EmptyState, ErrorState } from '@/components/states';
import { PageLoading } from '@/components/page-loading';
import { useRequest } from '@/lib/hooks/use-request';
import { formatCount, formatDate } from '@/lib/format';
import { fetchPublishedMaterials } from '../api/material-api';
import { useShownAgain } from '../hooks/use-shown-again';
import { publicArticlePath } from '../lib/public-article';
import '../components/contribute.css';

/** /material: the user's published articles with their reads and likes, each opening as readers see it. */
export function MaterialPage() {
  return (
    <PageFrame title="我的文章">
      <LoginRequired reason="登录后查看你的文章">
        <Articles />
      </LoginRequired>
    </PageFrame>
  );
}

function Articles() {
  const shown = useShownAgain('/material');
  const articles = useRequest(() => fetchPublishedMaterials(), `published-${shown}`);
  const toolbar = (
    <div className="work-toolbar contribute-colors">
      <span />
      <Link className="work-toolbar__write" to="/material/add">
        写文章
      </Link>
    </div>
  );
  if (articles.error) return <ErrorState error={articles.error} onRetry={articles.reload} />;
  if (!articles.data) return <PageLoading />;
  if (articles.data.list.length === 0)
    return (
      <>
        {toolbar}
        <EmptyState title="还没有发布的文章" />
      </>
    );
  return (
    <>
      {toolbar}
      <div className="work-list contribute-colors">
        {articles.data.list.map((a) => (
          <article key={a.id} className="work-card" aria-label={a.title}>
            <Link className="work-card__main" to={publicArticlePath(a.id)}>
              <div className="work-card__text">
                <h2 className="work-card__title">{a.title}</h2>
                <p className="work-card__meta">
                  {a.contributionId !== null ? (
                    <span className="work-card__status work-card__status--2">投稿</span>
                  ) : null}
                  <span>{a.categoryName}</span>
                  <span>{formatDate(a.publishedAt, 'YYYY-MM-DD')}</span>
                  <span>阅读 {formatCount(a.views)}</span>
                  <span>点赞 {formatCount(a.likes)}</span>
                </p>
              </div>
            </Link>
            <div className="work-card__actions">
              {/* A published contribution changes through its revision, reviewed again. */}
              <Link
                to={
                  a.contributionId !== null
                    ? `/contribute/add/${a.contributionId}`
                    : `/material/add/${a.id}`
                }
                aria-label={`编辑《${a.title}》`}
              >
                编辑
              </Link>
            </div>
          </article>
        ))}
      </div>
    </>
  );
}
