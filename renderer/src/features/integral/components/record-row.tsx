import { Link } from 'react-router';
import { MALL_ORDER_STATUS, type MallOrder } from '@/contracts/api/mall';
import { timeText } from '../lib/order-steps';

/** One exchange record: good, points, status and time; 查看物流 once shipped, 确认收货 while 待收货. */
export function RecordRow({ order: o, onConfirm }: { order: MallOrder; onConfirm: () => void }) {
  const shipped = !o.goods.virtual && o.shippedAt !== null;
  return (
    <li className="mall-form__block mall-record">
      <Link className="mall-record__main" to={`/integral/iec/detail?id=${o.id}`}>
        <img src={o.goods.cover} alt="" width={64} height={64} />
        <div>
          <p className="mall-record__title">{o.goods.title}</p>
          <p className="mall-form__muted">
            {o.points} 积分 · ×{o.quantity}
          </p>
          <p className="mall-form__muted">兑换时间 {timeText(o.createdAt)}</p>
        </div>
        <span className={`mall-record__status mall-record__status--${o.status}`}>
          {o.statusText}
        </span>
      </Link>
      {shipped || o.status === MALL_ORDER_STATUS.SHIPPED ? (
        <div className="mall-record__actions">
          {shipped ? (
            <Link
              className="mall-button mall-button--ghost mall-link-button"
              to={`/integral/iec/express?id=${o.id}`}
              aria-label={`查看物流：${o.goods.title}`}
            >
              查看物流
            </Link>
          ) : null}
          {o.status === MALL_ORDER_STATUS.SHIPPED ? (
            <button
              type="button"
              className="mall-button"
              aria-label={`确认收货：${o.goods.title}`}
              onClick={onConfirm}
            >
              确认收货
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
