import { Link } from 'react-router';
import type { ArticleSummary } from '@/contracts/api/article';
import { formatCount, formatDate } from '@/lib/format';

/**
 * An article in a list (home feed, keyword results): title, summary, category, author, date and
 * reads; a cover when it has one. `article-card` marks article rows among other list cards.
 */
export function ArticleCard({ article, to }: { article: ArticleSummary; to: string }) {
  return (
    <Link to={to} className="list-card article-card">
      <div className="list-card__main">
        <h3 className="list-card__title">{article.title}</h3>
        <p className="list-card__summary">{article.summary}</p>
        <div className="list-card__meta">
          <span className="list-card__tag">{article.categoryName}</span>
          <span>{article.author.nickname}</span>
          <span>{formatDate(article.publishedAt, 'YYYY-MM-DD')}</span>
          <span>阅读 {formatCount(article.views)}</span>
        </div>
      </div>
      {article.cover ? <img className="list-card__cover" src={article.cover} alt="" loading="lazy" /> : null}
    </Link>
  );
}
