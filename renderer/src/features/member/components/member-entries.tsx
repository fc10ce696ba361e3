import { Link } from 'react-router';
import type { MemberCenter } from '@/contracts/api/member';
import { showComingSoon } from '@/lib/toast';

/** The centre's shortcuts; `to: null` marks a page not built yet (敬请期待 instead of a dead link). */
const ENTRIES = [
  { key: 'exchange', label: '兑换码', to: '/exchange' },
  { key: 'card', label: '会员卡', to: '/member/card' },
  { key: 'welfare', label: '领取福利', to: '/member/welfare' },
  { key: 'coupons', label: '我的优惠券', to: null },
  { key: 'orders', label: '我的订单', to: null },
] as const;

function countOf(key: string, center: MemberCenter | null): number {
  if (!center) return 0;
  if (key === 'welfare') return center.claimableWelfare;
  if (key === 'coupons') return center.unusedCoupons;
  return 0;
}

/** 兑换码, 会员卡, 领取福利, 我的优惠券, 我的订单, with what waits in each. */
export function MemberEntries({ center }: { center: MemberCenter | null }) {
  return (
    <nav className="member-entries" aria-label="会员服务">
      {ENTRIES.map((entry) => {
        const count = countOf(entry.key, center);
        const body = (
          <>
            <span className="member-entries__label">{entry.label}</span>
            {count > 0 ? <span className="member-entries__count">{count}</span> : null}
          </>
        );
        return entry.to ? (
          <Link key={entry.key} className="member-entries__item" to={entry.to}>
            {body}
          </Link>
        ) : (
          <button key={entry.key} type="button" className="member-entries__item" onClick={showComingSoon}>
            {body}
          </button>
        );
      })}
    </nav>
  );
}
