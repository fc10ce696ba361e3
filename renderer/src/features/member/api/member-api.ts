import {
  firmApplicationOrNullSchema,
  firmApplicationSchema,
  memberCenterSchema,
  memberPlanListSchema,
  memberRightListSchema,
  memberTrialResultSchema,
  welfareClaimResultSchema,
  welfareListSchema,
  type FirmApplication,
  type FirmApplyBody,
  type MemberCenter,
  type MemberPlan,
  type MemberRight,
  type MemberTrialResult,
  type Welfare,
  type WelfareClaimResult,
} from '@/contracts/api/member';
import { http, parseData } from '@/lib/http';

/** GET /member/center (login required): status, tier, expiry, plans. */
export async function fetchMemberCenter(): Promise<MemberCenter> {
  return parseData(memberCenterSchema, await http.get('/member/center'));
}

/** GET /member/plans: what an anonymous visitor is offered. */
export async function fetchMemberPlans(): Promise<MemberPlan[]> {
  return parseData(memberPlanListSchema, await http.get('/member/plans'));
}

/** GET /member/rights: rights by tier (free, personal, enterprise). */
export async function fetchMemberRights(): Promise<MemberRight[]> {
  return parseData(memberRightListSchema, await http.get('/member/rights'));
}

/** POST /member/trial: the one free trial; a refusal rejects with the server's msg (toasted by http). */
export async function startMemberTrial(): Promise<MemberTrialResult> {
  return parseData(memberTrialResultSchema, await http.post('/member/trial'));
}

/** GET /member/welfare: benefits with their state for this user (or a visitor). */
export async function fetchWelfare(): Promise<Welfare[]> {
  return parseData(welfareListSchema, await http.get('/member/welfare'));
}

/** POST /member/welfare/claim/:id: once per user; a refusal rejects with the server's msg (toasted by http). */
export async function claimWelfare(id: number): Promise<WelfareClaimResult> {
  return parseData(welfareClaimResultSchema, await http.post(`/member/welfare/claim/${id}`));
}

/** GET /firm/apply/latest: the user's latest enterprise trial application, or null. */
export async function fetchLatestFirmApplication(): Promise<FirmApplication | null> {
  return parseData(firmApplicationOrNullSchema, await http.get('/firm/apply/latest'));
}

/** POST /firm/apply: a refusal rejects with the server's msg (toasted by http). */
export async function submitFirmApplication(body: FirmApplyBody): Promise<FirmApplication> {
  return parseData(firmApplicationSchema, await http.post('/firm/apply', body));
}
