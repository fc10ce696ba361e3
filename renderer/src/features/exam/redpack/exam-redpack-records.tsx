import { useState } from 'react';
import { LoadMore } from '@/components/load-more';
import { LineSkeleton } from '@/components/skeleton';
import { EmptyState, ErrorState } from '@/components/states';
import { formatDate, formatMoney } from '@/lib/format';
import { usePagedList } from '@/lib/hooks/use-paged-list';
import { fetchRedpackPage } from '../api/exam-api';
import { recordLine } from './record-line';
import { WithdrawPanel } from './withdraw-panel';

type RedpackRecord = { id: number; kind: number; amountCents: number; statusText: string; createdAt: number };
type Totals = { balanceCents: number; totalIncomeCents: number };

/** The balance and income the server holds, the withdrawal, then the records newest first with their spec §4 labels. */
export function ExamRedpackRecords({ examId }: { examId: number }) {
  const [totals, setTotals] = useState<Totals | null>(null);
  const list = usePagedList<RedpackRecord>(`exam-redpack:${examId}`, async (page) => {
    const r = await fetchRedpackPage(examId, page);
    if (page === 1) setTotals({ balanceCents: r.balanceCents, totalIncomeCents: r.totalIncomeCents });
    return r;
  });
  if (list.loading && list.items.length === 0) return <LineSkeleton rows={4} />;
  if (list.error && list.items.length === 0) return <ErrorState error={list.error} onRetry={() => void list.refresh()} />;
  return (
    <>
      {totals ? (
        <section className="exam-card" aria-labelledby="exam-balance">
          <h2 id="exam-balance" className="exam-card__title">
            红包余额
          </h2>
          <dl className="exam-stats exam-stats--two">
            <div>
              <dt>可提现</dt>
              <dd>{formatMoney(totals.balanceCents)} 元</dd>
            </div>
            <div>
              <dt>累计收入</dt>
              <dd>{formatMoney(totals.totalIncomeCents)} 元</dd>
            </div>
          </dl>
        </section>
      ) : null}
      {totals ? <WithdrawPanel examId={examId} balanceCents={totals.balanceCents} onDone={() => void list.refresh()} /> : null}
      {list.items.length === 0 ? (
        <EmptyState title="暂无红包记录" description="答题合格、邀请好友报名都可获得红包" />
      ) : (
        <section className="exam-card" aria-labelledby="exam-records">
          <h2 id="exam-records" className="exam-card__title">
            红包记录
          </h2>
          <ul className="exam-ranks" aria-label="红包记录">
            {list.items.map((r) => {
              const line = recordLine(r);
              return (
                <li key={r.id} className="exam-record">
                  <div>
                    <p className="exam-record__label">{line.label}</p>
                    <p className="exam-record__meta">
                      {formatDate(r.createdAt, 'YYYY-MM-DD HH:mm')} · {r.statusText}
                    </p>
                  </div>
                  <p className={line.out ? 'exam-record__amount exam-record__amount--out' : 'exam-record__amount'}>{line.amount}</p>
                </li>
              );
            })}
          </ul>
          <LoadMore loadMore={list.loadMore} hasMore={list.hasMore} />
        </section>
      )}
    </>
  );
}
