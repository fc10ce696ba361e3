import {
  firmApplyEndpoint,
  firmApplyLatestEndpoint,
  memberCenterEndpoint,
  memberCouponsEndpoint,
  memberPlansEndpoint,
  memberRightsEndpoint,
  memberTrialEndpoint,
  memberWelfareClaimEndpoint,
  memberWelfareEndpoint,
  type Coupon,
  type FirmApplication,
  type FirmApplyBody,
  type MemberCenter,
  type MemberPlan,
  type MemberRight,
  type MemberTrialResult,
  type Welfare,
  type WelfareClaimResult,
} from '@/contracts/api/member';
import type { Page as PageOf } from '@/contracts/api/envelope';
import { orderListEndpoint, type Order } from '@/contracts/api/order';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** GET /member/center (login required): status, tier, expiry, plans. */
export const fetchMemberCenter = (): Promise<MemberCenter> => callEndpoint(memberCenterEndpoint);

/** GET /member/plans: what an anonymous visitor is offered. */
export const fetchMemberPlans = (): Promise<MemberPlan[]> => callEndpoint(memberPlansEndpoint);

/** GET /member/rights: rights by tier (free, personal, enterprise). */
export const fetchMemberRights = (): Promise<MemberRight[]> => callEndpoint(memberRightsEndpoint);

/** POST /member/trial: the one free trial; a refusal rejects with the server's msg (toasted by http). */
export const startMemberTrial = (): Promise<MemberTrialResult> => callEndpoint(memberTrialEndpoint);

/** GET /member/welfare: benefits with their state for this user (or a visitor). */
export const fetchWelfare = (): Promise<Welfare[]> => callEndpoint(memberWelfareEndpoint);

/** POST /member/welfare/claim/:id: once per user; a refusal rejects with the server's msg (toasted by http). */
export const claimWelfare = (id: number): Promise<WelfareClaimResult> =>
  callEndpoint(memberWelfareClaimEndpoint, { params: { id } });

/** GET /firm/apply/latest: the user's latest enterprise trial application, or null. */
export const fetchLatestFirmApplication = (): Promise<FirmApplication | null> =>
  callEndpoint(firmApplyLatestEndpoint);

/** POST /firm/apply: a refusal rejects with the server's msg (toasted by http). */
export const submitFirmApplication = (body: FirmApplyBody): Promise<FirmApplication> =>
  callEndpoint(firmApplyEndpoint, { body });

/** GET /member/coupons: the user's coupons of one status (0 未使用, 1 已使用, 2 已过期). */
export const fetchMyCoupons = (status: number): Promise<Coupon[]> =>
  callEndpoint(memberCouponsEndpoint, { query: { status } });

/** GET /order/list: the user's orders, newest first; `status` null for all. */
export const fetchMyOrders = (page: number, status: number | null): Promise<PageOf<Order>> =>
  callEndpoint(orderListEndpoint, {
    query: status === null ? { page, size: 10 } : { page, size: 10, status },
  });
