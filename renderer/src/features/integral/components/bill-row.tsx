import { Link } from 'react-router';
import type { PointsBillEntry } from '@/contracts/api/mall';
import { timeText } from '../lib/order-steps';

/** The signed amount of a bill line: `+10` earned, `-500` spent. */
const signedPoints = (delta: number): string => (delta > 0 ? `+${delta}` : String(delta));

/**
 * One line of the points bill: why, when, and the signed amount. A line of an exchange links to the
 * order, and while the order is open its points are marked 冻结中 (returned if the order is closed).
 */
export function BillRow({ entry }: { entry: PointsBillEntry }) {
  const income = entry.delta > 0;
  return (
    <li className="mall-bill__row">
      <div className="mall-bill__text">
        <p className="mall-bill__reason">
          {entry.orderId !== null ? (
            <Link to={`/integral/iec/detail?id=${entry.orderId}`}>{entry.reason}</Link>
          ) : (
            entry.reason
          )}
          {entry.frozen ? <span className="mall-bill__frozen">冻结中</span> : null}
        </p>
        <p className="mall-form__muted">{timeText(entry.createdAt)}</p>
      </div>
      <span className={`mall-bill__amount${income ? ' mall-bill__amount--income' : ''}`}>
        {/* The sign alone is easy to miss when read aloud: a hidden word says which way the points went. */}
        <span className="visually-hidden">{income ? '收入' : '支出'}</span>
        {signedPoints(entry.delta)}
      </span>
    </li>
  );
}
