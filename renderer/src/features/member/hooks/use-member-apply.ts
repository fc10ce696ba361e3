import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCheckout, type CheckoutGoods } from '@/domain/checkout';
import { ORDER_TYPES } from '@/contracts/api/order';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import type { MemberCenterData } from './use-member-center';
import { fetchMemberCenter, fetchMemberPlans } from '../api/member-api';

async function loadApply(loggedIn: boolean): Promise<MemberCenterData> {
  if (!loggedIn) return { center: null, plans: await fetchMemberPlans() };
  const center = await fetchMemberCenter();
  return { center, plans: center.plans };
}

/** A positive integer from the query (`?planId=3`), else null. */
const idParam = (value: string | null): number | null =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : null;

/**
 * /member/apply and /v2/member/apply: the plans (the one of `?planId=` chosen first), the user's
 * membership (a renewal stacks on it) and the purchase flow for the chosen plan, with the coupon of
 * `?coupon=` (from 我的优惠券's 去使用) tried first; the server says whether it fits.
 */
export function useMemberApply() {
  const token = useSessionStore((s) => s.token);
  const [params] = useSearchParams();
  const request = useRequest(() => loadApply(Boolean(token)), token ? `user:${token}` : 'visitor');
  const [picked, setPicked] = useState<number | null>(() => idParam(params.get('planId')));
  const plans = request.data?.plans ?? [];
  const plan = plans.find((p) => p.id === picked) ?? plans[0] ?? null;
  const lifetime = request.data?.center?.status === 'lifetime';
  const goods = useMemo<CheckoutGoods | null>(
    () =>
      plan && !lifetime
        ? { orderType: ORDER_TYPES.MEMBER, goodsId: plan.id, goodsQuantity: 1 }
        : null,
    [plan, lifetime],
  );
  const checkout = useCheckout(goods, params.get('coupon'));
  return { ...request, plan, choosePlan: setPicked, checkout, loggedIn: Boolean(token) };
}
