import { ORDER_STATUS, type Order } from '@/contracts/api/order';

/** What the order page says: 支付中 / 支付成功 / 支付失败 / 待支付 / 已取消 / 已关闭. */
export type OrderPhase = 'checking' | 'paid' | 'failed' | 'unpaid' | 'cancelled' | 'closed';

export const ORDER_PHASE_LABELS: Record<OrderPhase, string> = {
  checking: '支付中',
  paid: '支付成功',
  failed: '支付失败',
  unpaid: '待支付',
  cancelled: '已取消',
  closed: '已关闭',
};

/**
 * The page's reading of the server's order. Back from the cashier, an unpaid order without a
 * recorded failure is still being confirmed (the payment notice may lag the return): 支付中.
 */
export function orderPhase(
  order: Pick<Order, 'status' | 'payFailure'>,
  backFromCashier: boolean,
): OrderPhase {
  if (order.status === ORDER_STATUS.PAID) return 'paid';
  if (order.status === ORDER_STATUS.CANCELLED) return 'cancelled';
  if (order.status === ORDER_STATUS.CLOSED) return 'closed';
  if (order.payFailure) return 'failed';
  return backFromCashier ? 'checking' : 'unpaid';
}

/** The result's heading: a payment the user called off at the cashier reads 支付已取消, not 支付失败. */
export function orderPhaseTitle(phase: OrderPhase, payFailure: string | null): string {
  return phase === 'failed' && payFailure?.includes('取消')
    ? '支付已取消'
    : ORDER_PHASE_LABELS[phase];
}

/** Which actions a phase allows: pay (again) and cancel only while the order awaits payment. */
export function orderActions(phase: OrderPhase): {
  pay: boolean;
  cancel: boolean;
  confirm: boolean;
} {
  const open = phase === 'unpaid' || phase === 'failed' || phase === 'checking';
  return { pay: open, cancel: open, confirm: phase === 'checking' };
}

/** Where a paid order's goods are to be found. */
export function goodsLink(
  order: Pick<Order, 'orderType' | 'goodsId'>,
): { to: string; label: string } | null {
  if (order.orderType === 1) return { to: '/member/center', label: '查看会员中心' };
  if (order.orderType === 2) return { to: `/v2/live/detail/${order.goodsId}`, label: '去学习' };
  if (order.orderType === 3) return { to: `/live/series/detail/${order.goodsId}`, label: '去学习' };
  if (order.orderType === 6) return { to: `/activity/${order.goodsId}`, label: '查看我的报名' };
  if (order.orderType === 7) return { to: '/channel/coin', label: '查看我的金币' };
  return null;
}

/** Milliseconds left to pay on the server's clock, `elapsed` ms after its answer arrived. */
export const msLeft = (order: Pick<Order, 'expireAt' | 'serverNow'>, elapsed: number): number =>
  order.expireAt - order.serverNow - elapsed;
