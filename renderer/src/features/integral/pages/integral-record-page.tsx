import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { RECORD_TABS, type RecordTab } from '@/contracts/api/mall';
import { PageFrame } from '@/components/page-frame';
import { EmptyState, ErrorState } from '@/components/states';
import { LoadMore } from '@/components/load-more';
import { usePagedList } from '@/lib/hooks/use-paged-list';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchRecordCounts, fetchRecordPage } from '../api/mall-api';
import { RecordRow } from '../components/record-row';
import { useConfirmReceipt } from '../hooks/use-confirm-receipt';
import '../components/mall.css';
import '../components/mall-detail.css';
import '../components/mall-orders.css';

const TABS = Object.entries(RECORD_TABS) as [RecordTab, string][];
const PATH = '/integral/record';

/** Counts once again each time the kept-alive page is shown again (an order may have moved meanwhile). */
function useVisits(): number {
  const visible = useLocation().pathname === PATH;
  const [visits, setVisits] = useState(0);
  const was = useRef(visible);
  useEffect(() => {
    if (visible && !was.current) setVisits((n) => n + 1);
    was.current = visible;
  }, [visible]);
  return visits;
}

/** 兑换记录: tabs 全部 / 待发货 / 待收货 / 已完成 with counts; rows with 查看物流 and 确认收货. */
export function IntegralRecordPage() {
  const [tab, setTab] = useState<RecordTab>('all');
  const [changes, setChanges] = useState(0);
  const version = `${useVisits()}:${changes}`;
  const counts = useRequest(fetchRecordCounts, version);
  const list = usePagedList(`${tab}:${version}`, (page) => fetchRecordPage(page, tab));
  const receipt = useConfirmReceipt(() => setChanges((n) => n + 1));

  return (
    <PageFrame title="兑换记录">
      <div className="mall-tabs mall-record-tabs" role="tablist" aria-label="兑换状态">
        {TABS.map(([key, name]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={key === tab}
            className="mall-tabs__tab"
            onClick={() => setTab(key)}
          >
            {name}
            {counts.data ? ` ${counts.data[key]}` : ''}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={RECORD_TABS[tab]} aria-busy={list.loading}>
        {list.error ? (
          <ErrorState error={list.error} onRetry={() => void list.refresh()} />
        ) : list.items.length === 0 ? (
          // Nothing while the first page loads: an end-of-list in view then would ask for page 2 at once.
          list.loading ? null : (
            <EmptyState
              title="暂无兑换记录"
              description={tab === 'all' ? '用积分兑换好礼吧' : `没有${RECORD_TABS[tab]}的兑换`}
            >
              <Link className="mall-button mall-link-button" to="/integral/mall">
                去兑换
              </Link>
            </EmptyState>
          )
        ) : (
          <>
            <ul className="mall-record-list">
              {list.items.map((o) => (
                <RecordRow key={o.id} order={o} onConfirm={() => receipt.ask(o)} />
              ))}
            </ul>
            <LoadMore hasMore={list.hasMore} loadMore={list.loadMore} />
          </>
        )}
      </div>
      {receipt.dialog}
    </PageFrame>
  );
}
