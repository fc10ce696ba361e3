import type { Welfare } from '@/contracts/api/member';

/** Under 暂无可用优惠券: the benefit that gives a membership coupon, claimed in place. */
export function MemberCouponOffer({
  offer,
  claiming,
  onClaim,
}: {
  offer: Welfare;
  claiming: boolean;
  onClaim: () => void;
}) {
  return (
    <div className="member-coupon-offer">
      <span>
        可领「{offer.title}」：{offer.description}
      </span>
      <button
        type="button"
        className="member-coupon-offer__claim"
        disabled={claiming}
        onClick={onClaim}
      >
        {claiming ? '领取中…' : '领取并使用'}
      </button>
    </div>
  );
}
