import {
  consultCouponClaimEndpoint,
  consultCouponEndpoint,
  type ConsultCoupon,
} from '@/contracts/api/consult';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** GET /consult/coupon: the coupon, how many are left, and the user's own once claimed. */
export const fetchConsultCoupon = (): Promise<ConsultCoupon> => callEndpoint(consultCouponEndpoint);

/** POST /consult/coupon/claim: a refusal rejects with the server's msg (toasted by http). */
export const claimConsultCoupon = (): Promise<ConsultCoupon> =>
  callEndpoint(consultCouponClaimEndpoint);
