import { LoadMore } from '@/components/load-more';
import { REDPACK_KINDS } from '@/contracts/api/exam';
import { EmptyState, ErrorState } from '@/components/states';
import { LineSkeleton } from '@/components/skeleton';
import { formatDate, formatMoney } from '@/lib/format';
import type { PagedList } from '@/lib/hooks/use-paged-list';
import type { RedpackRecord } from './withdraw-api';
import './redpack-records.css';

/** One record: the label the server gives, when, its status, and money in (+) or out (−). */
function RecordRow({ record }: { record: RedpackRecord }) {
  const out = record.kind === REDPACK_KINDS.WITHDRAW;
  return (
    <li className="withdraw-record">
      <div>
        <p className="withdraw-record__kind">{record.kindLabel}</p>
        <p className="withdraw-record__meta">
          {formatDate(record.createdAt, 'YYYY-MM-DD HH:mm')} · {record.statusText}
        </p>
      </div>
      <p
        className={
          out ? 'withdraw-record__amount withdraw-record__amount--out' : 'withdraw-record__amount'
        }
      >
        {out ? '-' : '+'}
        {formatMoney(record.amountCents)}元
      </p>
    </li>
  );
}

/** The red-packet records, newest first, more on scroll. */
export function RedpackRecords({ list }: { list: PagedList<RedpackRecord> }) {
  if (list.loading && list.items.length === 0) return <LineSkeleton rows={4} />;
  if (list.error && list.items.length === 0)
    return <ErrorState error={list.error} onRetry={() => void list.refresh()} />;
  if (list.items.length === 0)
    return <EmptyState title="暂无红包记录" description="答题闯关、邀请好友都可获得红包" />;
  return (
    <>
      <ul className="withdraw-records" aria-label="红包记录">
        {list.items.map((r) => (
          <RecordRow key={r.id} record={r} />
        ))}
      </ul>
      <LoadMore loadMore={list.loadMore} hasMore={list.hasMore} />
    </>
  );
}
