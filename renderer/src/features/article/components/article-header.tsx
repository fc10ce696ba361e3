import { Avatar } from '@/components/avatar';
import { Tag } from '@/components/tag';
import type { ArticleDetail } from '@/contracts/api/article';
import { formatDate } from '@/lib/format/date';
import { formatCount } from '@/lib/format/number';

/** Title, author, date, reads, category, tags and the document number the article publishes. */
export function ArticleHeader({ article }: { article: ArticleDetail }) {
  return (
    <header className="article-header">
      <h1 className="article-header__title">{article.title}</h1>
      <div className="article-header__author">
        <Avatar src={article.author.avatar} />
        <div>
          <div className="article-header__name">
            {article.author.nickname}
            {article.author.title ? (
              <span className="article-header__role">{article.author.title}</span>
            ) : null}
          </div>
          <div className="article-header__meta">
            <time dateTime={new Date(article.publishedAt).toISOString()}>
              {formatDate(article.publishedAt, 'YYYY-MM-DD')}
            </time>
            <span>阅读 {formatCount(article.views)}</span>
          </div>
        </div>
      </div>
      <div className="article-header__tags">
        <Tag color="primary">{article.categoryName}</Tag>
        {article.docNumber ? <Tag color="warning">{article.docNumber}</Tag> : null}
        {article.tags
          .filter((t) => t !== article.categoryName)
          .map((t) => (
            <Tag key={t}>{t}</Tag>
          ))}
      </div>
    </header>
  );
}
