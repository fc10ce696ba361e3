import type { WelfareState } from '@/contracts/api/member';

/** The claim button's words per state; only 立即领取 can be pressed. */
export const WELFARE_ACTION_LABELS: Record<WelfareState, string> = {
  available: '立即领取',
  claimed: '已领取',
  soldOut: '已领完',
  notStarted: '未开始',
  ended: '已结束',
  membersOnly: '仅会员可领',
};

export const canClaim = (state: WelfareState): boolean => state === 'available';
