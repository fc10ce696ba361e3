import type { Welfare } from '@/contracts/api/member';
import { formatDate } from '@/lib/format/date';
import { canClaim, WELFARE_ACTION_LABELS } from '../lib/welfare-display';

type Props = { items: Welfare[]; pendingId: number | null; onClaim: (id: number) => void };

function noteOf(item: Welfare): string | null {
  if (item.state === 'notStarted' && item.startsAt) return `${formatDate(item.startsAt)} 开始领取`;
  if (item.endsAt && item.state !== 'ended') return `领取截止 ${formatDate(item.endsAt)}`;
  if (item.remaining !== null && item.state === 'available') return `剩余 ${item.remaining} 份`;
  return null;
}

/** Each benefit with its one button: 立即领取 when claimable, else the reason it is not. */
export function WelfareList({ items, pendingId, onClaim }: Props) {
  return (
    <ul className="welfare-list">
      {items.map((item) => {
        const note = noteOf(item);
        const pending = pendingId === item.id;
        return (
          <li key={item.id} className="welfare-item" aria-label={item.title}>
            <div className="welfare-item__body">
              <h3 className="welfare-item__title">{item.title}</h3>
              <p className="welfare-item__desc">{item.description}</p>
              {note ? <p className="welfare-item__note">{note}</p> : null}
            </div>
            <button
              type="button"
              className={`welfare-item__action welfare-item__action--${item.state}`}
              disabled={!canClaim(item.state) || pendingId !== null}
              onClick={() => onClaim(item.id)}
            >
              {pending ? '领取中…' : WELFARE_ACTION_LABELS[item.state]}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
