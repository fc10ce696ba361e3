import {
  memberCenterSchema,
  memberPlanListSchema,
  memberRightListSchema,
  memberTrialResultSchema,
  type MemberCenter,
  type MemberPlan,
  type MemberRight,
  type MemberTrialResult,
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
