import { AgreementTick } from '@/components/checkout';
import { useApplePurchase } from '@/domain/checkout';
import { Button } from '@/components/button';
import { ORDER_TYPES } from '@/contracts/api/order';
import { formatMoney } from '@/lib/format';
import { CheckoutSection } from './checkout-section';
import './live-common.css';
import './course-iap-checkout.css';

type Props = {
  courseId: number;
  series: boolean;
  title: string;
  priceCents: number;
  productId: string | null;
  onClose: () => void;
  onRestored: () => void;
};

/**
 * Buying a course inside the iOS app: Apple's in-app purchase of the course's price tier only (App
 * Store rule 3.1.1), so no coupons, no other channel and no link to one; 恢复购买 credits a purchase
 * Apple took that never reached the account. Its own chunk: loaded when the learner taps 购买课程.
 */
export function CourseIapCheckout({
  courseId,
  series,
  title,
  priceCents,
  productId,
  onClose,
  onRestored,
}: Props) {
  const { agreed, setAgreed, pending, buy, restore } = useApplePurchase('用户协议', onRestored);
  const goods = productId
    ? {
        order: {
          orderType: series ? ORDER_TYPES.SERIES : ORDER_TYPES.COURSE,
          goodsId: courseId,
          goodsQuantity: 1,
        },
        productId,
      }
    : null;
  return (
    <CheckoutSection title={title} busy={pending !== null} onClose={onClose}>
      <p className="live-muted">
        {productId
          ? '通过 Apple 账户付款，购买后即可观看；应用内购买不支持使用优惠券。'
          : '该课程暂不支持在 App 内购买'}
      </p>
      <AgreementTick checked={agreed} onChange={setAgreed} name="用户协议" />
      <div className="live-checkout__actions">
        <Button
          size="small"
          disabled={pending !== null}
          loading={pending === 'restore'}
          onClick={restore}
        >
          恢复购买
        </Button>
        <Button
          color="primary"
          size="small"
          disabled={!productId || pending !== null}
          loading={pending === 'buy'}
          // One name for the pay button on every platform: a recorded journey replays on both.
          data-testid="checkout-pay"
          onClick={() => buy(goods)}
        >
          立即购买 ¥{formatMoney(priceCents)}
        </Button>
      </div>
    </CheckoutSection>
  );
}
