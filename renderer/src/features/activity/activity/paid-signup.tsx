import { useRef, type FormEvent } from 'react';
import { AgreementTick, PayChannelPicker } from '@/components/checkout';
import { CheckoutBar, CouponPicker, PriceSummary, useCheckout, yuan } from '@/domain/checkout';
import type { ActivityDetail } from '@/contracts/api/activity';
import { ORDER_TYPES } from '@/contracts/api/order';
import { useSessionStore } from '@/stores/session-store';
import type { SignupForm } from './activity-signup';
import { SignupFields } from './signup-fields';

/**
 * A paid sign-up: the attendee's form, then the shared purchase flow priced by the server
 * (order type 活动报名). The order carries the attendee; paying it makes the sign-up, once.
 */
export function PaidSignup({ activity, form }: { activity: ActivityDetail; form: SignupForm }) {
  const formRef = useRef<HTMLFormElement>(null);
  const loggedIn = useSessionStore((s) => s.token !== null);
  const checkout = useCheckout(
    { orderType: ORDER_TYPES.ACTIVITY, goodsId: activity.id, goodsQuantity: 1 },
    null,
    '用户协议',
  );
  const { state, pending } = checkout;

  const pay = () => {
    const checked = form.check();
    if ('first' in checked) {
      formRef.current?.querySelector<HTMLElement>(`[name="${checked.first}"]`)?.focus();
      return;
    }
    checkout.pay({ signup: checked.body });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay();
  };

  return (
    <form
      ref={formRef}
      className="activity__card activity__form"
      aria-label="报名"
      onSubmit={submit}
      noValidate
    >
      <h2 className="activity__subtitle">报名信息</h2>
      <p className="activity__hint">
        本活动报名费 ¥{yuan(activity.priceCents)}，支付成功后即报名成功
      </p>
      <SignupFields form={form} />
      {loggedIn ? (
        <CouponPicker
          quote={state.quote}
          chosen={state.couponCode}
          error={state.error}
          disabled={pending}
          onChoose={checkout.chooseCoupon}
        />
      ) : (
        <p className="activity__hint">登录后查看可用优惠券和实付金额</p>
      )}
      <PayChannelPicker
        value={state.channel}
        disabled={pending}
        onChange={checkout.chooseChannel}
      />
      {state.quote ? <PriceSummary quote={state.quote} /> : null}
      <AgreementTick checked={state.agreed} onChange={checkout.agree} name="用户协议" />
      <CheckoutBar
        payCents={state.quote?.payCents ?? null}
        pending={pending}
        disabled={loggedIn && state.phase !== 'ready'}
        label={loggedIn ? '支付并报名' : '登录后报名'}
        onPay={pay}
      />
    </form>
  );
}
