import { Link } from 'react-router';
import type { ArticleSummary } from '@/contracts/api/article';
import { formatCount, formatDate } from '@/lib/format';

/** An article in a list: title, summary, category, author, date and reads; a cover when it has one. */
export function ArticleCard({ article, to }: { article: ArticleSummary; to: string }) {
  return (
    <Link to={to} className="article-card">
      <div className="article-card__main">
        <h3 className="article-card__title">{article.title}</h3>
        <p className="article-card__summary">{article.summary}</p>
        <div className="article-card__meta">
          <span className="article-card__category">{article.categoryName}</span>
          <span>{article.author.nickname}</span>
          <span>{formatDate(article.publishedAt, 'YYYY-MM-DD')}</span>
          <span>阅读 {formatCount(article.views)}</span>
        </div>
      </div>
      {article.cover ? <img className="article-card__cover" src={article.cover} alt="" loading="lazy" /> : null}
    </Link>
  );
}
