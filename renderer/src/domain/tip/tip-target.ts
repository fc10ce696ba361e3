import { formatCount } from '@/lib/format/number';

// What the content pages load with their first render: no contract schema, no checkout (the sheet
// and the result load on demand).

/** What can be tipped (the order's rewardRecordType, docs/product.md「订单与支付」): 0 an article, 1 an expert's answer, 2 a course. */
export type TipTargetType = 0 | 1 | 2;
export type TipTarget = { type: TipTargetType; id: number };

/** The count beside 打赏: nothing yet, or `N 次打赏` (9999+ past 9999). */
export function tipCountText(count: number): string {
  return count > 0 ? `${formatCount(count)} 次打赏` : '还没有人打赏';
}

const ORDER_PARAM = 'tipOrder';
const TARGET_PARAM = 'tipTarget';
const targetKey = (t: TipTarget): string => `${t.type}-${t.id}`;

/**
 * Where the cashier sends the user back: the content's own page, naming the order and the tipped
 * content, so that page (not the client's word) asks the server whether the tip was paid.
 */
export function tipReturnPath(
  pathname: string,
  search: string,
  target: TipTarget,
  orderNo: string,
): string {
  const params = new URLSearchParams(search);
  params.set(ORDER_PARAM, orderNo);
  params.set(TARGET_PARAM, targetKey(target));
  return `${pathname}?${params.toString()}`;
}

/** The order of a tip on `target` the page came back with from the cashier, or null. */
export function tipReturnOrder(search: string, target: TipTarget): string | null {
  const params = new URLSearchParams(search);
  const orderNo = params.get(ORDER_PARAM);
  return orderNo && /^\d{18}$/.test(orderNo) && params.get(TARGET_PARAM) === targetKey(target)
    ? orderNo
    : null;
}

/**
 * The search string without the tip's return parameters, nor those the cashier adds on its way
 * back (`orderNo`, `from=cashier`), once the result has been shown.
 */
export function withoutTipReturn(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(ORDER_PARAM);
  params.delete(TARGET_PARAM);
  if (params.get('from') === 'cashier') {
    params.delete('from');
    params.delete('orderNo');
  }
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
