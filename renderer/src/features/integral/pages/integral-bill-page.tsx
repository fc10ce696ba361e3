import { useState } from 'react';
import { Link } from 'react-router';
import { POINTS_BILL_TYPES, type PointsBillType } from '@/contracts/api/mall';
import { LoginRequired } from '@/components/login-required';
import { LoadMore } from '@/components/load-more';
import { PageFrame } from '@/components/page-frame';
import { EmptyState, ErrorState } from '@/components/states';
import { usePagedList } from '@/lib/hooks/use-paged-list';
import { fetchPointsBillPage } from '../api/mall-api';
import { BillRow } from '../components/bill-row';
import { BillSummary } from '../components/bill-summary';
import { useMallAccount } from '../hooks/use-mall-account';
import '../components/mall.css';
import '../components/mall-detail.css';
import '../components/mall-bill.css';

const TABS: [PointsBillType | null, string][] = [
  [null, '全部'],
  ...(Object.entries(POINTS_BILL_TYPES) as [PointsBillType, string][]),
];

/** The empty state of each filter: what would put a line there. */
const EMPTY: Record<string, { title: string; description: string }> = {
  all: { title: '暂无积分收支', description: '签到、阅读、答题都能赚积分' },
  income: { title: '暂无收入记录', description: '签到、阅读、答题都能赚积分' },
  expense: { title: '暂无支出记录', description: '兑换商品花费的积分会记在这里' },
};

function BillList() {
  const [type, setType] = useState<PointsBillType | null>(null);
  const list = usePagedList(type ?? 'all', (page) => fetchPointsBillPage(page, type));
  const empty = EMPTY[type ?? 'all'] ?? EMPTY.all!;
  const tabName = TABS.find(([key]) => key === type)?.[1] ?? '全部';
  const account = useMallAccount('/integral/bill');
  return (
    <>
      <BillSummary account={account.account} error={account.error} onRetry={account.reload} />
      <div className="mall-tabs mall-bill-tabs" role="tablist" aria-label="收支类型">
        {TABS.map(([key, name]) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={key === type}
            className="mall-tabs__tab"
            onClick={() => setType(key)}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tabName} aria-busy={list.loading}>
        {list.error ? (
          <ErrorState error={list.error} onRetry={() => void list.refresh()} />
        ) : list.items.length === 0 ? (
          // Nothing while the first page loads: an end-of-list in view then would ask for page 2 at once.
          list.loading ? null : (
            <EmptyState title={empty.title} description={empty.description}>
              <Link className="mall-button mall-link-button" to="/integral/mall">
                {type === 'expense' ? '去兑换' : '去赚积分'}
              </Link>
            </EmptyState>
          )
        ) : (
          <>
            <ul className="mall-bill" aria-label="收支明细">
              {list.items.map((entry) => (
                <BillRow key={entry.id} entry={entry} />
              ))}
            </ul>
            <LoadMore hasMore={list.hasMore} loadMore={list.loadMore} />
          </>
        )}
      </div>
    </>
  );
}

/** 收支明细: every change of the user's points, newest first, all or 收入 / 支出 only. */
export function IntegralBillPage() {
  return (
    <PageFrame title="收支明细">
      <LoginRequired reason="登录后查看积分收支明细">
        <BillList />
      </LoginRequired>
    </PageFrame>
  );
}
