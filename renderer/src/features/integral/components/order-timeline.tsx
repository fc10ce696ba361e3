import type { MallOrder } from '@/contracts/api/mall';
import { orderSteps, timeText } from '../lib/order-steps';

/** The order's steps, each reached one with its time. */
export function OrderTimeline({ order }: { order: MallOrder }) {
  return (
    <ol className="mall-steps" aria-label="订单进度">
      {orderSteps(order).map((s) => (
        <li
          key={s.label}
          className={s.done ? 'mall-steps__step mall-steps__step--done' : 'mall-steps__step'}
        >
          <span className="mall-steps__label">{s.label}</span>
          <span className="mall-steps__time">
            {s.time === null ? (s.done ? '' : '未完成') : timeText(s.time)}
          </span>
        </li>
      ))}
    </ol>
  );
}
