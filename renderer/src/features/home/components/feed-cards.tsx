import { Link } from 'react-router';
import type { ArticleSummary } from '@/contracts/api/article';
import type { QaListItem } from '@/contracts/api/qa';
import type { NewsItem } from '@/contracts/api/news';
import type { CourseSummary } from '@/contracts/api/live';
import { ArticleCard } from '@/components/list-card';
// The modules, not the barrel: the barrel would bring the article pages' document-number parser to the first screen.
import { formatCount, formatMoney } from '@/lib/format/number';
import { formatDate } from '@/lib/format/date';
import { articlePath, coursePath, newsPath, qaPath } from '../lib/home-links';

export function ArticleFeedCard({ article }: { article: ArticleSummary }) {
  return <ArticleCard article={article} to={articlePath(article.id)} />;
}

export function QaFeedCard({ qa }: { qa: QaListItem }) {
  return (
    <Link to={qaPath(qa.id)} className="list-card">
      <div className="list-card__main">
        <h2 className="list-card__title">
          <span className="feed-card__q">问</span>
          {qa.title}
        </h2>
        <p className="list-card__summary">
          {qa.expert ? `${qa.expert.name}（${qa.expert.title}）已回答` : qa.summary}
        </p>
        <div className="list-card__meta">
          <span>{qa.answerCount} 个回答</span>
          <span>浏览 {formatCount(qa.viewCount)}</span>
          <span>{formatDate(qa.createdAt, 'YYYY-MM-DD')}</span>
        </div>
      </div>
    </Link>
  );
}

export function NewsFeedCard({ news }: { news: NewsItem }) {
  return (
    <Link to={newsPath(news.id)} className="list-card">
      <div className="list-card__main">
        <h2 className="list-card__title">{news.title}</h2>
        <div className="list-card__meta">
          <span className="list-card__tag">{news.categoryName}</span>
          <span>{news.source}</span>
          <span>{formatDate(news.publishedAt, 'YYYY-MM-DD')}</span>
        </div>
      </div>
      {news.cover ? (
        <img className="list-card__cover" src={news.cover} alt="" loading="lazy" />
      ) : null}
    </Link>
  );
}

/** Free, free for members, or the price in yuan (prices are cents). */
export function coursePrice(course: Pick<CourseSummary, 'priceCents' | 'memberFree'>): string {
  if (course.priceCents === 0) return '免费';
  return course.memberFree
    ? `¥${formatMoney(course.priceCents)} · 会员免费`
    : `¥${formatMoney(course.priceCents)}`;
}

export function CourseFeedCard({ course }: { course: CourseSummary }) {
  return (
    <Link to={coursePath(course)} className="list-card">
      {course.cover ? (
        <img
          className="list-card__cover list-card__cover--left"
          src={course.cover}
          alt=""
          loading="lazy"
        />
      ) : null}
      <div className="list-card__main">
        <h2 className="list-card__title">{course.title}</h2>
        <p className="list-card__summary">
          {course.lecturer} · {course.lecturerTitle}
        </p>
        <div className="list-card__meta">
          <span className="list-card__tag">{course.statusText}</span>
          <span className="feed-card__price">{coursePrice(course)}</span>
          <span>{formatCount(course.views)} 人学习</span>
        </div>
      </div>
    </Link>
  );
}
