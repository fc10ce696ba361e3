import { ORDER_STATUS, type Order } from '@/contracts/api/order';

/** How often, and how many times, the page asks about the tip's order after the cashier. */
export const TIP_POLL = { everyMs: 1500, times: 4 } as const;

export type TipResultView = {
  kind: 'checking' | 'paid' | 'failed' | 'waiting';
  title: string;
  text: string;
};

/**
 * What the content page says back from the cashier, from the server's order: 感谢打赏 once paid;
 * the payment's failure (取消, 失败, 关闭); or, when the notice has not come after the polls, a way to
 * ask again and to the order (重新支付 is there).
 */
export function tipResultView(
  order: Pick<Order, 'status' | 'payFailure'> | null,
  failed: boolean,
  tries: number,
): TipResultView {
  if (order?.status === ORDER_STATUS.PAID)
    return { kind: 'paid', title: '感谢打赏', text: '作者会收到您的心意' };
  if (order?.status === ORDER_STATUS.CANCELLED)
    return { kind: 'failed', title: '打赏未完成', text: '订单已取消' };
  if (order?.status === ORDER_STATUS.CLOSED)
    return { kind: 'failed', title: '打赏未完成', text: '订单超时未支付，已关闭' };
  if (order?.payFailure) return { kind: 'failed', title: '打赏未完成', text: order.payFailure };
  if (failed)
    return {
      kind: 'waiting',
      title: '暂未查到支付结果',
      text: '网络异常，请稍后点“已完成支付”再次查询',
    };
  if (!order || tries < TIP_POLL.times)
    return { kind: 'checking', title: '正在确认支付结果', text: '请稍候…' };
  return { kind: 'waiting', title: '暂未收到支付结果', text: '如已付款，请点“已完成支付”再次查询' };
}
