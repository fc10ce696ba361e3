import { useState } from 'react';
import { Link } from 'react-router';
import { PayChannelPicker } from '@/components/checkout';
import { payTimeLeft, yuan } from '@/domain/checkout';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import type { CashierChannel, Order } from '@/contracts/api/order';
import { formatDate } from '@/lib/format/date';
import { useMemberOrder } from '../hooks/use-member-order';
import { goodsLink, orderActions, orderPhaseTitle, type OrderPhase } from '../lib/order-display';
import '../components/member-orders.css';

function phaseHint(phase: OrderPhase, order: Order, polling: boolean, left: number): string {
  switch (phase) {
    case 'checking':
      return polling
        ? '正在向服务器确认支付结果，请稍候…'
        : '暂未收到支付结果。如已付款，请点“已完成支付”再次查询';
    case 'failed':
      return order.payFailure ?? '支付未完成';
    case 'unpaid':
      return `请在 ${payTimeLeft(left)} 内完成支付，超时订单将自动关闭`;
    case 'closed':
      return '订单超时未支付，已自动关闭；使用的优惠券已退回';
    case 'cancelled':
      return order.couponCode ? '订单已取消，使用的优惠券已退回' : '订单已取消';
    case 'paid':
      return `支付时间 ${formatDate(order.paidAt, 'YYYY-MM-DD HH:mm')}`;
  }
}

/** /member/order/:orderNo: the payment result after the cashier, and the order's detail later. */
export function MemberOrderPage() {
  const {
    data: order,
    error,
    loading,
    reload,
    phase,
    polling,
    left,
    pending,
    cancel,
    payAgain,
    confirmPaid,
  } = useMemberOrder();
  const [channel, setChannel] = useState<CashierChannel>('wechat');
  let body;
  if (order && phase) {
    const actions = orderActions(phase);
    const link = phase === 'paid' ? goodsLink(order) : null;
    body = (
      <>
        <section className={`order-result order-result--${phase}`} aria-label="订单状态">
          <h2 className="order-result__title">{orderPhaseTitle(phase, order.payFailure)}</h2>
          <p className="order-result__hint" role="status">
            {phaseHint(phase, order, polling, left)}
          </p>
          <p className="order-result__amount">¥{yuan(order.payCents)}</p>
        </section>
        <dl className="order-detail" aria-label="订单信息">
          <div>
            <dt>商品</dt>
            <dd>{order.goodsTitle}</dd>
          </div>
          <div>
            <dt>订单号</dt>
            <dd>{order.orderNo}</dd>
          </div>
          <div>
            <dt>下单时间</dt>
            <dd>{formatDate(order.createdAt, 'YYYY-MM-DD HH:mm')}</dd>
          </div>
          <div>
            <dt>商品金额</dt>
            <dd>¥{yuan(order.totalCents)}</dd>
          </div>
          {order.discountCents > 0 ? (
            <div>
              <dt>优惠</dt>
              <dd>-¥{yuan(order.discountCents)}</dd>
            </div>
          ) : null}
          <div>
            <dt>实付金额</dt>
            <dd>¥{yuan(order.payCents)}</dd>
          </div>
          <div>
            <dt>订单状态</dt>
            <dd>{order.statusText}</dd>
          </div>
        </dl>
        {actions.pay ? (
          <PayChannelPicker value={channel} disabled={pending} onChange={setChannel} />
        ) : null}
        <div className="order-actions">
          {actions.confirm && !polling ? (
            <button
              type="button"
              className="order-actions__button"
              disabled={pending}
              onClick={confirmPaid}
            >
              已完成支付
            </button>
          ) : null}
          {actions.pay ? (
            <button
              type="button"
              className="order-actions__button order-actions__button--primary"
              disabled={pending}
              aria-busy={pending || undefined}
              // The pay button of every checkout has this id: a recorded purchase replays on any platform.
              data-testid="checkout-pay"
              onClick={() => payAgain(channel)}
            >
              {phase === 'unpaid' ? '去支付' : '重新支付'}
            </button>
          ) : null}
          {actions.cancel ? (
            <button
              type="button"
              className="order-actions__button"
              disabled={pending}
              onClick={cancel}
            >
              取消订单
            </button>
          ) : null}
          {link ? (
            <Link className="order-actions__button order-actions__button--primary" to={link.to}>
              {link.label}
            </Link>
          ) : null}
          <Link className="order-actions__button" to="/member/orders">
            我的订单
          </Link>
        </div>
      </>
    );
  } else if (error) body = <LoadFailure error={error} onRetry={reload} />;
  else if (loading) body = <PageLoading />;
  return (
    <PageFrame title="订单详情">
      <div className="member-orders">{body}</div>
    </PageFrame>
  );
}
