import { AgreementTick, PayChannelPicker } from '@/components/checkout';
import { CheckoutBar, CouponPicker, PriceSummary, useCheckout } from '@/domain/checkout';
import { ORDER_TYPES } from '@/contracts/api/order';
import { CheckoutSection } from './checkout-section';

type Props = { courseId: number; series: boolean; title: string; onClose: () => void };

/**
 * Buying a course through the app's one purchase flow (the membership's): the server's price with
 * the coupons that fit (course coupons too), the channel, the agreement, then the order (the open
 * one for the same course, so a second tap makes none) and the H5 cashier, which returns to the
 * order's page with its 去学习. Its own chunk: loaded when the learner taps 购买课程.
 */
export function CourseCheckout({ courseId, series, title, onClose }: Props) {
  const checkout = useCheckout(
    {
      orderType: series ? ORDER_TYPES.SERIES : ORDER_TYPES.COURSE,
      goodsId: courseId,
      goodsQuantity: 1,
    },
    null,
    '用户协议',
  );
  const { state, pending } = checkout;
  return (
    <CheckoutSection title={title} busy={pending} onClose={onClose}>
      <CouponPicker
        quote={state.quote}
        chosen={state.couponCode}
        error={state.error}
        disabled={pending}
        onChoose={checkout.chooseCoupon}
      />
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
        disabled={state.phase !== 'ready'}
        onPay={() => checkout.pay()}
      />
    </CheckoutSection>
  );
}
