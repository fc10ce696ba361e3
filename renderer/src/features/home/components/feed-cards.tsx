import { Link } from 'react-router';
import type { ArticleSummary } from '@/contracts/api/article';
import type { QaListItem } from '@/contracts/api/qa';
import type { NewsItem } from '@/contracts/api/news';
import type { CourseSummary } from '@/contracts/api/live';
import { formatCount, formatDate, formatMoney } from '@/lib/format';
import { articlePath, coursePath, newsPath, qaPath } from '../lib/home-links';

export function ArticleFeedCard({ article }: { article: ArticleSummary }) {
  return (
    <Link to={articlePath(article.id)} className="feed-card">
      <div className="feed-card__main">
        <h3 className="feed-card__title">{article.title}</h3>
        <p className="feed-card__summary">{article.summary}</p>
        <div className="feed-card__meta">
          <span className="feed-card__tag">{article.categoryName}</span>
          <span>{article.author.nickname}</span>
          <span>{formatDate(article.publishedAt, 'YYYY-MM-DD')}</span>
          <span>阅读 {formatCount(article.views)}</span>
        </div>
      </div>
      {article.cover ? <img className="feed-card__cover" src={article.cover} alt="" loading="lazy" /> : null}
    </Link>
  );
}

export function QaFeedCard({ qa }: { qa: QaListItem }) {
  return (
    <Link to={qaPath(qa.id)} className="feed-card">
      <div className="feed-card__main">
        <h3 className="feed-card__title">
          <span className="feed-card__q">问</span>
          {qa.title}
        </h3>
        <p className="feed-card__summary">{qa.expert ? `${qa.expert.name}（${qa.expert.title}）已回答` : qa.summary}</p>
        <div className="feed-card__meta">
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
    <Link to={newsPath(news.id)} className="feed-card">
      <div className="feed-card__main">
        <h3 className="feed-card__title">{news.title}</h3>
        <div className="feed-card__meta">
          <span className="feed-card__tag">{news.categoryName}</span>
          <span>{news.source}</span>
          <span>{formatDate(news.publishedAt, 'YYYY-MM-DD')}</span>
        </div>
      </div>
      {news.cover ? <img className="feed-card__cover" src={news.cover} alt="" loading="lazy" /> : null}
    </Link>
  );
}

/** Free, free for members, or the price in yuan (prices are cents). */
export function coursePrice(course: Pick<CourseSummary, 'priceCents' | 'memberFree'>): string {
  if (course.priceCents === 0) return '免费';
  return course.memberFree ? `¥${formatMoney(course.priceCents)} · 会员免费` : `¥${formatMoney(course.priceCents)}`;
}

export function CourseFeedCard({ course }: { course: CourseSummary }) {
  return (
    <Link to={coursePath(course)} className="feed-card">
      {course.cover ? <img className="feed-card__cover feed-card__cover--left" src={course.cover} alt="" loading="lazy" /> : null}
      <div className="feed-card__main">
        <h3 className="feed-card__title">{course.title}</h3>
        <p className="feed-card__summary">
          {course.lecturer} · {course.lecturerTitle}
        </p>
        <div className="feed-card__meta">
          <span className="feed-card__tag">{course.statusText}</span>
          <span className="feed-card__price">{coursePrice(course)}</span>
          <span>{formatCount(course.views)} 人学习</span>
        </div>
      </div>
    </Link>
  );
}
