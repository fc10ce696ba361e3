import { Link } from 'react-router';
import type { MemberCenter } from '@/contracts/api/member';

/** The centre's shortcuts. */
const ENTRIES = [
  { key: 'exchange', label: '兑换码', to: '/exchange' },
  { key: 'card', label: '会员卡', to: '/member/card' },
  { key: 'welfare', label: '领取福利', to: '/member/welfare' },
  { key: 'coupons', label: '我的优惠券', to: '/member/coupons' },
  { key: 'orders', label: '我的订单', to: '/member/orders' },
  { key: 'courses', label: '我的课程', to: '/live/mine' },
] as const;

function countOf(key: string, center: MemberCenter | null): number {
  if (!center) return 0;
  if (key === 'welfare') return center.claimableWelfare;
  if (key === 'coupons') return center.unusedCoupons;
  return 0;
}

/** 兑换码, 会员卡, 领取福利, 我的优惠券, 我的订单, 我的课程, with what waits in each. */
export function MemberEntries({ center }: { center: MemberCenter | null }) {
  return (
    <nav className="member-entries" aria-label="会员服务">
      {ENTRIES.map((entry) => {
        const count = countOf(entry.key, center);
        return (
          <Link key={entry.key} className="member-entries__item" to={entry.to}>
            <span className="member-entries__label">{entry.label}</span>
            {count > 0 ? <span className="member-entries__count">{count}</span> : null}
          </Link>
        );
      })}
    </nav>
  );
}
