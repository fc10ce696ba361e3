import { useCallback, useEffect, useRef, useState } from 'react';
import { COUPON_STATUS, type Welfare } from '@/contracts/api/member';
import { ORDER_TYPES } from '@/contracts/api/order';
import { showSuccess } from '@/lib/toast';
import { claimWelfare, fetchMyCoupons, fetchWelfare } from '../api/member-api';

/** A benefit this user may claim now whose coupon applies to a membership. */
const isMembershipCouponOffer = (w: Welfare): boolean =>
  w.kind === 'coupon' && w.claimable && w.couponScope === ORDER_TYPES.MEMBER;

/**
 * /member/apply with no coupon that fits: the benefit that would give one (新人会员立减券), if the
 * server says this user may claim it. Claiming picks the coupon it gave, so the order is quoted with
 * it at once. `active`: signed in and the quote lists no usable coupon.
 */
export function useMemberCouponOffer(active: boolean, chooseCoupon: (code: string) => void) {
  const [offer, setOffer] = useState<Welfare | null>(null);
  const [claiming, setClaiming] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    if (!active) {
      setOffer(null);
      return;
    }
    let live = true;
    // Without the list the page still sells: the offer is only left out.
    fetchWelfare().then(
      (list) => live && setOffer(list.find(isMembershipCouponOffer) ?? null),
      () => live && setOffer(null),
    );
    return () => {
      live = false;
    };
  }, [active]);

  const claim = useCallback(async () => {
    if (!offer || busy.current) return;
    busy.current = true;
    setClaiming(true);
    try {
      const before = new Set((await fetchMyCoupons(COUPON_STATUS.UNUSED)).map((c) => c.code));
      const result = await claimWelfare(offer.id);
      showSuccess(result.message);
      setOffer(null);
      const received = (await fetchMyCoupons(COUPON_STATUS.UNUSED)).find(
        (c) => !before.has(c.code),
      );
      if (received) chooseCoupon(received.code);
    } catch {
      // The http layer has toasted the server's refusal; the offer stays for another try.
    } finally {
      busy.current = false;
      setClaiming(false);
    }
  }, [chooseCoupon, offer]);

  return { offer, claiming, claim };
}
