import { Link } from 'react-router';
import type { ArticleSummary } from '@/contracts/api/article';
// The modules, not the barrel: the barrel would bring the article pages' document-number parser to the first screen.
import { formatCount } from '@/lib/format/number';
import { formatDate } from '@/lib/format/date';

/**
 * An article in a list (home feed, keyword results): title, summary, category, author, date and
 * reads; a cover when it has one. `className` adds a list's own class to the row (e.g. so the
 * keyword results can be told from the kept-alive home feed's rows).
 */
export function ArticleCard({
  article,
  to,
  className,
}: {
  article: ArticleSummary;
  to: string;
  className?: string;
}) {
  return (
    <Link to={to} className={className ? `list-card ${className}` : 'list-card'}>
      <div className="list-card__main">
        <h2 className="list-card__title">{article.title}</h2>
        <p className="list-card__summary">{article.summary}</p>
        <div className="list-card__meta">
          <span className="list-card__tag">{article.categoryName}</span>
          <span>{article.author.nickname}</span>
          <span>{formatDate(article.publishedAt, 'YYYY-MM-DD')}</span>
          <span>阅读 {formatCount(article.views)}</span>
        </div>
      </div>
      {article.cover ? (
        <img className="list-card__cover" src={article.cover} alt="" loading="lazy" />
      ) : null}
    </Link>
  );
}
