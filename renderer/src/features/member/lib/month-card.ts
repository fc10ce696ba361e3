import type { FirmApplication, MemberCenter, MemberPlan } from '@/contracts/api/member';
import { MEMBER_LEVELS } from '@/contracts/api/member';

/** The month card's standing for the user: 未领取 / 审核中 / 已领取 / 已过期 (from the server's data). */
export type MonthCardState = 'unclaimed' | 'reviewing' | 'claimed' | 'expired';

export const MONTH_CARD_LABELS: Record<MonthCardState, string> = {
  unclaimed: '未领取',
  reviewing: '审核中',
  claimed: '已领取',
  expired: '已过期',
};

/** The plan that is the month card (enterprise level, about a month). */
export const monthCardPlan = (plans: MemberPlan[]): MemberPlan | null =>
  plans.find((p) => p.level === MEMBER_LEVELS.ENTERPRISE && p.days <= 31) ?? null;

/**
 * An approved enterprise trial (or a bought card) is the card claimed while the enterprise
 * membership runs; once it has run out, 已过期; a pending application, 审核中.
 */
export function monthCardState(
  center: MemberCenter | null,
  application: FirmApplication | null,
): MonthCardState {
  const enterprise = center !== null && center.level >= MEMBER_LEVELS.ENTERPRISE;
  const running = center !== null && center.status !== 'none' && center.status !== 'expired';
  if (enterprise && running) return 'claimed';
  if (application?.status === 1) return 'expired';
  if (application?.status === 0) return 'reviewing';
  return 'unclaimed';
}
