import { Link } from 'react-router';
import type { QaListItem } from '@/contracts/api/qa';
import { formatDate } from '@/lib/format/date';
import { formatCount } from '@/lib/format/number';

/** Questions as a list; `detailPath` is the detail route they open (in-app or h5). */
export function QaList({ items, detailPath }: { items: QaListItem[]; detailPath: string }) {
  return (
    <div role="list">
      {items.map((q) => (
        <Link key={q.id} to={`${detailPath}/${q.id}`} className="qa-list-item" role="listitem">
          <div className="qa-list-item__title">{q.title}</div>
          <div className="qa-list-item__summary">{q.summary}</div>
          <div className="qa-meta">
            {q.expert ? <span>{q.expert.name} 等 {q.answerCount} 位专家解答</span> : <span>待专家解答</span>}
            <span>{formatCount(q.viewCount)} 浏览</span>
            <span>{formatDate(q.createdAt)}</span>
          </div>
        </Link>
      ))}
    </div>
  );
}
