import { Avatar, Tag } from 'antd-mobile';
import type { ArticleDetail } from '@/contracts/api/article';
import { formatCount, formatDate } from '@/lib/format';

/** Title, author, date, reads, category, tags and the document number the article publishes. */
export function ArticleHeader({ article }: { article: ArticleDetail }) {
  return (
    <header className="article-header">
      <h1 className="article-header__title">{article.title}</h1>
      <div className="article-header__author">
        <Avatar src={article.author.avatar} style={{ '--size': '32px', '--border-radius': '50%' }} />
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
        <Tag color="primary" fill="outline">
          {article.categoryName}
        </Tag>
        {article.docNumber ? (
          <Tag color="warning" fill="outline">
            {article.docNumber}
          </Tag>
        ) : null}
        {article.tags
          .filter((t) => t !== article.categoryName)
          .map((t) => (
            <Tag key={t} color="default" fill="outline">
              {t}
            </Tag>
          ))}
      </div>
    </header>
  );
}
