import { MALL_ORDER_STATUS, type MallOrder } from '@/contracts/api/mall';
import { formatDate } from '@/lib/format';

export type OrderStep = { label: string; time: number | null; done: boolean };
type StepOrder = Pick<
  MallOrder,
  'status' | 'createdAt' | 'shippedAt' | 'finishedAt' | 'autoConfirmed' | 'closedAt' | 'goods'
>;

/**
 * The detail page's status timeline: 提交兑换 → 已发货 → 已完成 for a physical good (the steps not
 * reached yet without a time), 提交兑换 → 已发放 for a virtual one, 提交兑换 → 已关闭 for a closed one.
 */
export function orderSteps(o: StepOrder): OrderStep[] {
  const placed = { label: '提交兑换', time: o.createdAt, done: true };
  if (o.goods.virtual) return [placed, { label: '已发放', time: o.finishedAt, done: true }];
  if (o.status === MALL_ORDER_STATUS.CLOSED)
    return [placed, { label: '已关闭', time: o.closedAt, done: true }];
  return [
    placed,
    { label: '已发货', time: o.shippedAt, done: o.shippedAt !== null },
    {
      label: o.autoConfirmed ? '已完成（自动确认收货）' : '已完成',
      time: o.finishedAt,
      done: o.status === MALL_ORDER_STATUS.DONE,
    },
  ];
}

/** What the status means for the user now, under the status on the detail page. */
export function statusHint(
  o: Pick<MallOrder, 'status' | 'goods' | 'autoConfirmAt' | 'autoConfirmed' | 'closeReason'>,
): string {
  if (o.goods.virtual) return '已发放到当前账号';
  switch (o.status) {
    case MALL_ORDER_STATUS.PENDING:
      return '兑换成功，等待仓库发货';
    case MALL_ORDER_STATUS.SHIPPED:
      return o.autoConfirmAt === null
        ? '已发货，请注意查收'
        : `已发货，请注意查收；${formatDate(o.autoConfirmAt, 'YYYY-MM-DD HH:mm')} 将自动确认收货`;
    case MALL_ORDER_STATUS.CLOSED:
      return `${o.closeReason ?? '订单已关闭'}，积分已退回`;
    default:
      return o.autoConfirmed ? '发货15天后已自动确认收货' : '已确认收货，感谢您的兑换';
  }
}

/**
 * The success page's line about delivery, true to the order's state when it is shown: the page is
 * opened again later (from history, a bookmark), when the order may be shipped, done or closed.
 * Null for a virtual good, whose delivery note says what was issued.
 */
export function deliveryLine(
  o: Pick<MallOrder, 'status' | 'goods' | 'autoConfirmed' | 'closeReason'>,
): string | null {
  if (o.goods.virtual) return null;
  switch (o.status) {
    case MALL_ORDER_STATUS.PENDING:
      return '我们将尽快为您发货，可在兑换记录中查看物流';
    case MALL_ORDER_STATUS.SHIPPED:
      return '商品已发货，请注意查收，可在兑换记录中查看物流';
    case MALL_ORDER_STATUS.CLOSED:
      return `订单已关闭（${o.closeReason ?? '未发货'}），积分已退回`;
    default:
      return o.autoConfirmed ? '订单已完成，发货15天后已自动确认收货' : '订单已完成，您已确认收货';
  }
}

/** A time as the pages show it. */
export const timeText = (t: number): string => formatDate(t, 'YYYY-MM-DD HH:mm');
