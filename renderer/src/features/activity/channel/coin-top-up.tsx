import { useId, useState } from 'react';
import { AgreementTick, PayChannelPicker } from '@/components/checkout';
import { CheckoutBar, PriceSummary, useCheckout, yuan } from '@/domain/checkout';
import { ORDER_TYPES } from '@/contracts/api/order';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import { fetchCoinPackages } from '../api/channel-api';

/**
 * 金币充值: the packages, bought through the shared purchase flow (order type 7); the cashier
 * returns to the order's page, which links back here once the coins are credited.
 */
export function CoinTopUp() {
  const token = useSessionStore((s) => s.token);
  const { data } = useRequest(fetchCoinPackages, token ?? '');
  const [chosen, setChosen] = useState<number | null>(null);
  const packageId = chosen ?? data?.packages[1]?.id ?? data?.packages[0]?.id ?? null;
  const checkout = useCheckout(
    packageId === null
      ? null
      : { orderType: ORDER_TYPES.COINS, goodsId: packageId, goodsQuantity: 1 },
    null,
    '用户协议',
  );
  const { state, pending } = checkout;
  const name = useId();
  if (!data) return null;
  return (
    <section className="channel__card" aria-labelledby={`${name}-title`}>
      <h2 className="channel__subtitle" id={`${name}-title`}>
        金币充值
      </h2>
      {data.balance !== null ? <p className="channel__meta">当前金币：{data.balance}</p> : null}
      <fieldset className="channel__packages" disabled={pending}>
        <legend className="channel__legend">选择充值套餐（{data.coinsPerYuan} 金币抵 1 元）</legend>
        {data.packages.map((p) => (
          <label key={p.id} className="channel__package">
            <input
              type="radio"
              name={name}
              checked={packageId === p.id}
              onChange={() => setChosen(p.id)}
            />
            <span>
              {p.coins} 金币{p.bonus > 0 ? ` 送 ${p.bonus}` : ''} · ¥{yuan(p.priceCents)}
            </span>
          </label>
        ))}
      </fieldset>
      <PayChannelPicker
        value={state.channel}
        disabled={pending}
        onChange={checkout.chooseChannel}
      />
      {state.quote ? <PriceSummary quote={state.quote} /> : null}
      {state.error ? (
        <p className="channel__note" role="alert">
          {state.error}
        </p>
      ) : null}
      <AgreementTick checked={state.agreed} onChange={checkout.agree} name="用户协议" />
      <CheckoutBar
        payCents={state.quote?.payCents ?? null}
        pending={pending}
        disabled={Boolean(token) && state.phase !== 'ready'}
        label={token ? '立即充值' : '登录后充值'}
        onPay={() => checkout.pay()}
      />
    </section>
  );
}
