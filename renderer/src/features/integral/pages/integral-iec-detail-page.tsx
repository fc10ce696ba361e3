import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MALL_ORDER_STATUS, type MallOrder } from '@/contracts/api/mall';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { EmptyState, LoadFailure } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchOrder } from '../api/mall-api';
import { CopyButton } from '../components/copy-button';
import { OrderDelivery } from '../components/order-delivery';
import { OrderTimeline } from '../components/order-timeline';
import { useConfirmReceipt } from '../hooks/use-confirm-receipt';
import { goodsIdFrom } from '../lib/exchange-button';
import { statusHint, timeText } from '../lib/order-steps';
import '../components/mall.css';
import '../components/mall-detail.css';
import '../components/mall-orders.css';

/** 订单详情: status and timeline, recipient and courier (or a virtual good's codes), the order's facts. */
export function IntegralIecDetailPage() {
  const id = goodsIdFrom(useSearchParams()[0]);
  const request = useRequest(() => (id ? fetchOrder(id) : Promise.resolve(undefined)), String(id));
  const [updated, setUpdated] = useState<MallOrder | null>(null);
  const receipt = useConfirmReceipt(setUpdated);

  if (id === null) {
    return (
      <PageFrame title="订单详情">
        <EmptyState title="订单不存在" description="链接中缺少订单编号" />
      </PageFrame>
    );
  }
  if (request.error) {
    return (
      <PageFrame title="订单详情">
        <LoadFailure error={request.error} onRetry={request.reload} />
      </PageFrame>
    );
  }
  if (!request.data) {
    return (
      <PageFrame title="订单详情">
        <PageLoading />
      </PageFrame>
    );
  }
  const o = updated?.id === request.data.id ? updated : request.data;
  return (
    <PageFrame title="订单详情">
      <div className="mall-form">
        <section className="mall-form__block mall-order-status" aria-label="订单状态">
          <h1 className="mall-order-status__title">{o.statusText}</h1>
          <p className="mall-form__muted">{statusHint(o)}</p>
          <OrderTimeline order={o} />
        </section>
        <OrderDelivery order={o} />
        <section className="mall-form__block" aria-label="订单信息">
          <h2 className="mall-block-title">订单信息</h2>
          <p>
            {o.goods.title} ×{o.quantity}
          </p>
          <div className="mall-form__row">
            <span>订单编号</span>
            <span>
              {o.orderNo} <CopyButton text={o.orderNo} label="复制订单编号" />
            </span>
          </div>
          <div className="mall-form__row">
            <span>兑换时间</span>
            <span>{timeText(o.createdAt)}</span>
          </div>
          <div className="mall-form__row">
            <span>消耗积分</span>
            <span>{o.points} 积分</span>
          </div>
          {o.remark ? (
            <div className="mall-form__row">
              <span>备注</span>
              <span>{o.remark}</span>
            </div>
          ) : null}
        </section>
      </div>
      {o.status === MALL_ORDER_STATUS.SHIPPED && !o.goods.virtual ? (
        <div className="mall-bottom-bar">
          <span className="mall-bottom-bar__note">收到货后再确认</span>
          <button
            type="button"
            className="mall-button mall-button--wide"
            onClick={() => receipt.ask(o)}
          >
            确认收货
          </button>
        </div>
      ) : null}
      {receipt.dialog}
    </PageFrame>
  );
}
