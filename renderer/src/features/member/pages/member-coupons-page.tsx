import { useState } from 'react';
import { Link } from 'react-router';
import { couponRule, yuan } from '@/domain/checkout';
import { LoginRequired } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { EmptyState, LoadFailure } from '@/components/states';
import type { Coupon } from '@/contracts/api/member';
import { formatDate } from '@/lib/format/date';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import { fetchMyCoupons } from '../api/member-api';
import { StatusTabs } from '../components/status-tabs';
import '../components/member-orders.css';

const TABS = [
  { value: 0, label: '未使用' },
  { value: 1, label: '已使用' },
  { value: 2, label: '已过期' },
];

/** Where an unused coupon is spent: membership coupons on the purchase page with the coupon chosen. */
function spendPath(c: Coupon): string {
  if (c.scope === 0 || c.scope === 1) return `/member/apply?coupon=${encodeURIComponent(c.code)}`;
  if (c.scope === 4) return '/consult';
  return '/live/list';
}

function CouponList() {
  const token = useSessionStore((s) => s.token);
  const [status, setStatus] = useState(0);
  const { data, error, loading, reload } = useRequest(
    () => fetchMyCoupons(status),
    `${status}:${token ?? ''}`,
  );
  let body;
  if (data && data.length > 0)
    body = (
      <ul className="order-list" aria-label="优惠券列表">
        {data.map((c) => (
          <li key={c.code} className={`coupon-card${status === 0 ? '' : ' coupon-card--off'}`}>
            <span className="coupon-card__amount">¥{yuan(c.amountCents)}</span>
            <span className="coupon-card__body">
              <span className="coupon-card__title">{c.title}</span>
              <span>
                {couponRule(c)} · {c.scopeName}
              </span>
              <span>有效期至 {formatDate(c.expireAt)}</span>
            </span>
            {status === 0 ? (
              <Link className="coupon-card__use" to={spendPath(c)} aria-label={`去使用${c.title}`}>
                去使用
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    );
  else if (error) body = <LoadFailure error={error} onRetry={reload} />;
  else if (loading) body = <PageLoading />;
  else body = <EmptyState title="暂无优惠券" description="可在领取福利中领取优惠券" />;
  return (
    <>
      <StatusTabs tabs={TABS} value={status} onChange={setStatus} label="优惠券状态" />
      {body}
    </>
  );
}

/** /member/coupons: 我的优惠券 (未使用 / 已使用 / 已过期); an unused one opens where it can be spent. */
export function MemberCouponsPage() {
  return (
    <PageFrame title="我的优惠券">
      <div className="member-orders">
        <LoginRequired reason="登录后查看您的优惠券">
          <CouponList />
        </LoginRequired>
      </div>
    </PageFrame>
  );
}
