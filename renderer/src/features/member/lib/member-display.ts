import type { MemberPlan, MemberStatus } from '@/contracts/api/member';
import { formatMoney } from '@/lib/format/number';

/** The status badge's words. */
export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  none: '未开通',
  trial: '试用中',
  active: '会员中',
  expiring: '即将到期',
  expired: '已过期',
  lifetime: '永久',
};

/** The buy button's words: a member (or a lapsed one) renews, everyone else opens. */
export function buyActionLabel(status: MemberStatus): '开通' | '续费' {
  return status === 'active' || status === 'expiring' || status === 'expired' ? '续费' : '开通';
}

/** A lifetime membership has nothing to buy. */
export const canBuy = (status: MemberStatus): boolean => status !== 'lifetime';

export type PlanPrice = { price: string; original: string | null; saving: string | null };

/** Price in yuan; the original price and 立省 only when the plan is really cheaper. */
export function planPrice(plan: Pick<MemberPlan, 'priceCents' | 'originalPriceCents'>): PlanPrice {
  const cheaper = plan.originalPriceCents > plan.priceCents;
  return {
    price: formatMoney(plan.priceCents),
    original: cheaper ? formatMoney(plan.originalPriceCents) : null,
    saving: cheaper ? formatMoney(plan.originalPriceCents - plan.priceCents) : null,
  };
}

export type RightCell = { kind: 'yes' | 'no' | 'quota'; text: string };

/** A rights-table value: 「—」 is not included, 「有」 is included, anything else is a quota. */
export function rightCell(value: string): RightCell {
  const v = value.trim();
  if (v === '—' || v === '-' || v === '' || v === '无') return { kind: 'no', text: '不含' };
  if (v === '有' || v === '✓') return { kind: 'yes', text: '包含' };
  return { kind: 'quota', text: v };
}
