import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { orderPath, yuan } from '@/domain/checkout';
import { LoadMore } from '@/components/load-more';
import { LoginRequired } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { EmptyState, LoadFailure } from '@/components/states';
import { formatDate } from '@/lib/format/date';
import { usePagedList } from '@/lib/hooks/use-paged-list';
import { useSessionStore } from '@/stores/session-store';
import { fetchMyOrders } from '../api/member-api';
import { StatusTabs } from '../components/status-tabs';
import '../components/member-orders.css';

const TABS: { value: number | null; label: string }[] = [
  { value: null, label: '全部' },
  { value: 0, label: '待支付' },
  { value: 1, label: '已支付' },
  { value: 2, label: '已取消' },
  { value: 3, label: '已关闭' },
];

function OrderList() {
  const token = useSessionStore((s) => s.token);
  const [status, setStatus] = useState<number | null>(null);
  const fetchPage = useCallback((page: number) => fetchMyOrders(page, status), [status]);
  const list = usePagedList(`orders:${status ?? 'all'}:${token ?? ''}`, fetchPage, Boolean(token));
  let body;
  if (list.items.length > 0)
    body = (
      <>
        <ul className="order-list" aria-label="订单列表">
          {list.items.map((o) => (
            <li key={o.orderNo}>
              <Link className="order-card" to={orderPath(o.orderNo)}>
                <span className="order-card__head">
                  <span>
                    {o.orderTypeName} · {formatDate(o.createdAt, 'YYYY-MM-DD HH:mm')}
                  </span>
                  <span className={`order-card__status--${o.status}`}>{o.statusText}</span>
                </span>
                <span className="order-card__title">{o.goodsTitle}</span>
                <span className="order-card__foot">
                  <span>订单号 {o.orderNo}</span>
                  <span className="order-card__pay">¥{yuan(o.payCents)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <LoadMore hasMore={list.hasMore} loadMore={list.loadMore} />
      </>
    );
  else if (list.error)
    body = <LoadFailure error={list.error} onRetry={() => void list.refresh()} />;
  else if (list.loading) body = <PageLoading />;
  else body = <EmptyState title="暂无订单" description="开通会员、购买课程后，订单会显示在这里" />;
  return (
    <>
      <StatusTabs tabs={TABS} value={status} onChange={setStatus} label="订单状态" />
      {body}
    </>
  );
}

/** /member/orders: 我的订单 by status, each opening its detail (pay, cancel). */
export function MemberOrdersPage() {
  return (
    <PageFrame title="我的订单">
      <div className="member-orders">
        <LoginRequired reason="登录后查看您的订单">
          <OrderList />
        </LoginRequired>
      </div>
    </PageFrame>
  );
}
