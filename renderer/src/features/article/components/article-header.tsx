import type { ArticleDetail } from '@/contracts/api/article';
import { formatDate } from '@/lib/format/date';
import { formatCount } from '@/lib/format/number';

/** The author's picture, or a neutral disc: decorative (the name follows), its size fixed so nothing moves when it loads. */
function AuthorAvatar({ src }: { src: string }) {
  return src ? <img className="article-header__avatar" src={src} alt="" width={32} height={32} /> : <span className="article-header__avatar" aria-hidden="true" />;
}

/** Title, author, date, reads, category, tags and the document number the article publishes. */
export function ArticleHeader({ article }: { article: ArticleDetail }) {
  return (
    <header className="article-header">
      <h1 className="article-header__title">{article.title}</h1>
      <div className="article-header__author">
        <AuthorAvatar src={article.author.avatar} />
        <div>
          <div className="article-header__name">
            {article.author.nickname}
            {article.author.title ? <span className="article-header__role">{article.author.title}</span> : null}
          </div>
          <div className="article-header__meta">
            <time dateTime={new Date(article.publishedAt).toISOString()}>{formatDate(article.publishedAt, 'YYYY-MM-DD')}</time>
            <span>阅读 {formatCount(article.views)}</span>
          </div>
        </div>
      </div>
      <div className="article-header__tags">
        <span className="article-tag article-tag--category">{article.categoryName}</span>
        {article.docNumber ? (
          <span className="article-tag article-tag--doc">{article.docNumber}</span>
        ) : null}
        {article.tags
          .filter((t) => t !== article.categoryName)
          .map((t) => (
            <span key={t} className="article-tag">
              {t}
            </span>
          ))}
      </div>
    </header>
  );
}
