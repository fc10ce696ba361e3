import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { maxQuantityOf, REMARK_MAX } from '@/contracts/api/mall';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { EmptyState, LoadFailure } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchAddresses, fetchGoodsDetail, submitOrder } from '../api/mall-api';
import { ConfirmExchange } from '../components/confirm-exchange';
import { OrderRecipient } from '../components/order-recipient';
import { QuantityStepper } from '../components/quantity-stepper';
import { BalanceValue } from '../components/balance-value';
import { useMallAccount } from '../hooks/use-mall-account';
import { goodsIdFrom } from '../lib/exchange-button';
import { priceText } from '../lib/goods-labels';
import { pickedAddressFor } from '../lib/picked-address';
import { useActionKey } from '@/lib/api/action-key';
import '../components/mall.css';
import '../components/mall-detail.css';
import '../components/mall-orders.css';

/** Fill order: quantity, recipient, remark, total and balance after, then a confirmation. */
export function IntegralOrderPage() {
  const [search] = useSearchParams();
  const id = goodsIdFrom(search);
  const navigate = useNavigate();
  const account = useMallAccount('/integral/order');
  const goods = useRequest(
    () => (id ? fetchGoodsDetail(id) : Promise.resolve(undefined)),
    String(id),
  );
  const addresses = useRequest(fetchAddresses, 'addresses');
  const [quantity, setQuantity] = useState(1);
  const [remark, setRemark] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  // A double tap or a resend after a lost answer is the same exchange: the points are spent once.
  const key = useActionKey('mall');

  if (id === null) {
    return (
      <PageFrame title="填写订单">
        <EmptyState title="商品不存在" description="链接中缺少商品编号" />
      </PageFrame>
    );
  }
  if (goods.error) {
    return (
      <PageFrame title="填写订单">
        <LoadFailure error={goods.error} onRetry={goods.reload} />
      </PageFrame>
    );
  }
  if (!goods.data) {
    return (
      <PageFrame title="填写订单">
        <PageLoading />
      </PageFrame>
    );
  }
  const g = goods.data;
  const max = maxQuantityOf(g);
  const total = g.points * quantity;
  // The recipient picked on /integral/exchange if it still exists, else the default (listed first).
  const picked = pickedAddressFor(g.id);
  const address = addresses.data
    ? (addresses.data.find((a) => a.id === picked) ?? addresses.data[0] ?? null)
    : undefined;
  const needsAddress = !g.virtual && address === null;

  const exchange = async () => {
    if (pending) return;
    setPending(true);
    try {
      const order = await key.send(
        {
          goodsId: g.id,
          quantity,
          addressId: g.virtual ? undefined : address?.id,
          remark: remark.trim() || undefined,
        },
        submitOrder,
      );
      navigate(`/integral/success?id=${order.id}`, { replace: true });
    } catch {
      // The HTTP client has shown the server's msg (积分不足…, 商品已兑完, 每人限兑…).
      setConfirming(false);
      setPending(false);
      account.reload();
      goods.reload();
    }
  };

  return (
    <PageFrame title="填写订单">
      <div className="mall-form">
        <section className="mall-form__block" aria-label="收货信息">
          <OrderRecipient virtual={g.virtual} address={address} goodsId={g.id} />
        </section>
        <section className="mall-form__block" aria-label="商品">
          <p>{g.title}</p>
          <div className="mall-form__row">
            <span>{priceText(g.points, g.cashCents)}</span>
            <QuantityStepper value={quantity} max={max} onChange={setQuantity} />
          </div>
          <p className="mall-form__muted">
            每单最多 {max} 件（每人限兑 {g.limitPerUser} 件，库存 {g.stock} 件）
          </p>
        </section>
        <section className="mall-form__block">
          <label htmlFor="mall-remark">备注</label>
          <textarea
            id="mall-remark"
            maxLength={REMARK_MAX}
            value={remark}
            placeholder="选填，如发票、送货时间等"
            onChange={(e) => setRemark(e.target.value)}
          />
          <p className="mall-form__muted">
            {remark.length}/{REMARK_MAX}
          </p>
        </section>
        <section className="mall-form__block" aria-label="积分结算">
          <div className="mall-form__row">
            <span>合计</span>
            <strong>{total} 积分</strong>
          </div>
          <div className="mall-form__row">
            <span>兑换后剩余</span>
            <BalanceValue
              account={account.account}
              error={account.error}
              onRetry={account.reload}
              show={(points) => `${points - total} 积分`}
            />
          </div>
        </section>
      </div>
      <div className="mall-bottom-bar">
        <span className="mall-bottom-bar__note">共 {total} 积分</span>
        <button
          type="button"
          className="mall-button mall-button--wide"
          disabled={needsAddress || pending}
          onClick={() => setConfirming(true)}
        >
          提交兑换
        </button>
      </div>
      {confirming ? (
        <ConfirmExchange
          text={`确认使用 ${total} 积分兑换「${g.title}」×${quantity}？${g.virtual ? '虚拟商品兑换后立即发放，积分不予退还。' : '发货、收货完成前积分冻结，订单关闭时退回。'}`}
          pending={pending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void exchange()}
        />
      ) : null}
    </PageFrame>
  );
}
