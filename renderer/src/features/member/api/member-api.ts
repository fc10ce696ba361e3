import {
  firmApplyEndpoint,
  firmApplyLatestEndpoint,
  memberCenterEndpoint,
  memberPlansEndpoint,
  memberRightsEndpoint,
  memberTrialEndpoint,
  memberWelfareClaimEndpoint,
  memberWelfareEndpoint,
  type FirmApplication,
  type FirmApplyBody,
  type MemberCenter,
  type MemberPlan,
  type MemberRight,
  type MemberTrialResult,
  type Welfare,
  type WelfareClaimResult,
} from '@/contracts/api/member';
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
export const claimWelfare = (id: number): Promise<WelfareClaimResult> => callEndpoint(memberWelfareClaimEndpoint, { params: { id } });

/** GET /firm/apply/latest: the user's latest enterprise trial application, or null. */
export const fetchLatestFirmApplication = (): Promise<FirmApplication | null> => callEndpoint(firmApplyLatestEndpoint);

/** POST /firm/apply: a refusal rejects with the server's msg (toasted by http). */
export const submitFirmApplication = (body: FirmApplyBody): Promise<FirmApplication> => callEndpoint(firmApplyEndpoint, { body });
