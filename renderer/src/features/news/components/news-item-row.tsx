import { Link } from 'react-router';
import type { NewsItem } from '@/contracts/api/news';
import { formatDate } from '@/lib/format/date';
import { formatCount } from '@/lib/format/number';

/** A news item in a list (an `<li>` of a `<ul>`): title, category, source, date and views, with its cover. */
export function NewsItemRow({ item, to }: { item: NewsItem; to: string }) {
  return (
    <li>
      <Link to={to} className="news-item">
        <div className="news-item__body">
          <div className="news-item__title">{item.title}</div>
          <div className="news-meta">
            <span>{item.categoryName}</span>
            <span>{item.source}</span>
            <span>{formatDate(item.publishedAt)}</span>
            <span>{formatCount(item.viewCount)} 阅读</span>
          </div>
        </div>
        {item.cover ? (
          <img className="news-item__cover" src={item.cover} alt="" loading="lazy" />
        ) : null}
      </Link>
    </li>
  );
}
