import { Link } from 'react-router';
import type { QaListItem } from '@/contracts/api/qa';
import { formatDate } from '@/lib/format/date';
import { formatCount } from '@/lib/format/number';

/** Questions as a list; `detailPath` is the detail route they open (in-app or h5). */
export function QaList({ items, detailPath }: { items: QaListItem[]; detailPath: string }) {
  return (
    // A list of links (a link given the listitem role would no longer be announced as a link).
    <ul className="plain-list">
      {items.map((q) => (
        <li key={q.id}>
          <Link to={`${detailPath}/${q.id}`} className="qa-list-item">
            <div className="qa-list-item__title">{q.title}</div>
            <div className="qa-list-item__summary">{q.summary}</div>
            <div className="qa-meta">
              {q.expert ? (
                <span>
                  {q.expert.name} 等 {q.answerCount} 位专家解答
                </span>
              ) : (
                <span>待专家解答</span>
              )}
              <span>{formatCount(q.viewCount)} 浏览</span>
              <span>{formatDate(q.createdAt)}</span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
