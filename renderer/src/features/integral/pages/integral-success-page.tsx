import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { EmptyState, LoadFailure } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchOrder } from '../api/mall-api';
import { BalanceValue } from '../components/balance-value';
import { useMallAccount } from '../hooks/use-mall-account';
import { goodsIdFrom } from '../lib/exchange-button';
import { deliveryLine } from '../lib/order-steps';
import '../components/mall.css';
import '../components/mall-detail.css';

/** After an exchange: the order number, points spent, balance left, and where to go next. */
export function IntegralSuccessPage() {
  const [search] = useSearchParams();
  const id = goodsIdFrom(search);
  const order = useRequest(() => (id ? fetchOrder(id) : Promise.resolve(undefined)), String(id));
  const account = useMallAccount('/integral/success');
  if (id === null) {
    return (
      <PageFrame title="兑换成功">
        <EmptyState title="订单不存在" description="链接中缺少订单编号" />
      </PageFrame>
    );
  }
  if (order.error) {
    return (
      <PageFrame title="兑换成功">
        <LoadFailure error={order.error} onRetry={order.reload} />
      </PageFrame>
    );
  }
  if (!order.data) {
    return (
      <PageFrame title="兑换成功">
        <PageLoading />
      </PageFrame>
    );
  }
  const o = order.data;
  const delivery = deliveryLine(o);
  return (
    <PageFrame title="兑换成功">
      <section className="mall-form__block mall-success" aria-label="兑换结果">
        <h1 className="mall-confirm__title">兑换成功</h1>
        <p>
          {o.goods.title} ×{o.quantity}
        </p>
        <div className="mall-form__row">
          <span>订单号</span>
          <span>{o.orderNo}</span>
        </div>
        <div className="mall-form__row">
          <span>消耗积分</span>
          <span>{o.points} 积分</span>
        </div>
        <div className="mall-form__row">
          <span>剩余积分</span>
          <BalanceValue
            account={account.account}
            error={account.error}
            onRetry={account.reload}
            show={(points) => `${points} 积分`}
          />
        </div>
        {o.deliveryNote ? <p className="mall-form__muted">{o.deliveryNote}</p> : null}
        {delivery ? <p className="mall-form__muted">{delivery}</p> : null}
        <div className="mall-confirm__actions">
          <Link
            className="mall-button mall-button--ghost mall-link-button"
            to={`/integral/iec/detail?id=${o.id}`}
          >
            查看订单
          </Link>
          <Link className="mall-button mall-link-button" to="/integral/mall">
            继续兑换
          </Link>
        </div>
      </section>
    </PageFrame>
  );
}
