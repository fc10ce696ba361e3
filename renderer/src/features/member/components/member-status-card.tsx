import { Link } from 'react-router';
import type { MemberCenter } from '@/contracts/api/member';
import { formatDate } from '@/lib/format/date';
import { buyActionLabel, canBuy, MEMBER_STATUS_LABELS } from '../lib/member-display';

type Props = {
  /** Null before login: the visitor sees 未开通 and may start the trial (login first). */
  center: MemberCenter | null;
  trialPending: boolean;
  onTrial: () => void;
  variant?: 'light' | 'dark';
};

function validityLine(center: MemberCenter | null): string {
  if (!center) return '登录后查看会员状态';
  if (center.status === 'lifetime') return '有效期至：永久有效';
  if (center.status === 'expired') return `会员已于 ${formatDate(center.expiredAt)} 到期`;
  if (center.status === 'none') return '开通会员，畅享全部权益';
  const left = center.status === 'expiring' ? `（剩余${center.daysLeft}天）` : '';
  return `有效期至：${formatDate(center.expireAt)}${left}`;
}

/** Who the user is as a member: tier, status, expiry, and what they can do next. */
export function MemberStatusCard({ center, trialPending, onTrial, variant = 'light' }: Props) {
  const status = center?.status ?? 'none';
  const trialAvailable = center ? center.trialAvailable : true;
  return (
    <section className={`member-status member-status--${variant}`} aria-label="会员状态">
      <div className="member-status__head">
        <h2 className="member-status__tier">
          {center && center.level > 0 ? center.levelName : '普通用户'}
        </h2>
        <span className={`member-status__badge member-status__badge--${status}`}>
          {MEMBER_STATUS_LABELS[status]}
        </span>
      </div>
      <p className="member-status__validity">{validityLine(center)}</p>
      <div className="member-status__actions">
        {trialAvailable ? (
          <button
            type="button"
            className="member-button member-button--ghost"
            disabled={trialPending}
            onClick={onTrial}
          >
            {trialPending ? '开通中…' : '立即试用'}
          </button>
        ) : null}
        {canBuy(status) ? (
          <Link className="member-button member-button--primary" to="/member/apply">
            {buyActionLabel(status)}会员
          </Link>
        ) : null}
      </div>
    </section>
  );
}
