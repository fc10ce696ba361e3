import './tip-sheet.css';
import './tip-result.css';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { fetchOrder, orderPath, yuan } from '@/domain/checkout';
import type { Order } from '@/contracts/api/order';
import { tipResultView, TIP_POLL, type TipResultView } from './tip-result-view';

type Props = { orderNo: string; onPaid: () => void; onClose: () => void };

/**
 * Back from the cashier on the content's page: asks the server about the tip's order (never the
 * cashier's word), a few times while the payment notice may lag, then says 感谢打赏 or why not.
 */
export function TipResult({ orderNo, onPaid, onClose }: Props) {
  const [order, setOrder] = useState<Order | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [tries, setTries] = useState(0);
  const titleId = useId();
  const thanked = useRef(false);
  const dialogRef = useRef<HTMLElement>(null);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let n = 0;
    const ask = () => {
      fetchOrder(orderNo).then(
        (o) => {
          if (!live) return;
          setOrder(o);
          n += 1;
          setTries(n);
          if (o.status === 0 && !o.payFailure && n < TIP_POLL.times)
            timer = setTimeout(ask, TIP_POLL.everyMs);
        },
        () => {
          if (live) setFailed(true);
        },
      );
    };
    setFailed(false);
    setTries(0);
    ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orderNo, round]);

  const view: TipResultView = tipResultView(order, failed, tries);
  useEffect(() => {
    if (view.kind === 'paid' && !thanked.current) {
      thanked.current = true;
      onPaid();
    }
  }, [view.kind, onPaid]);
  useEffect(() => dialogRef.current?.focus(), [view.kind]);

  return (
    <div className="tip-mask">
      <section
        ref={dialogRef}
        className="tip-sheet tip-result"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className={`tip-result__title tip-result__title--${view.kind}`}>
          {view.title}
        </h2>
        <p className="tip-result__text" role="status">
          {view.kind === 'paid' && order
            ? `您打赏了 ¥${yuan(order.payCents)}，${view.text}`
            : view.text}
        </p>
        <div className="tip-result__actions">
          {view.kind === 'waiting' ? (
            <button
              type="button"
              className="tip-result__button"
              onClick={() => setRound((r) => r + 1)}
            >
              已完成支付
            </button>
          ) : null}
          {view.kind === 'waiting' || view.kind === 'failed' ? (
            <Link className="tip-result__button" to={orderPath(orderNo)}>
              查看订单
            </Link>
          ) : null}
          {view.kind !== 'checking' ? (
            <button
              type="button"
              className="tip-result__button tip-result__button--primary"
              onClick={onClose}
            >
              {view.kind === 'paid' ? '好的' : '关闭'}
            </button>
          ) : null}
        </div>
      </section>
    </div>
  );
}
