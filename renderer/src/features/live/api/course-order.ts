import { ORDER_STATUS, ORDER_TYPES, v3OrderCreateEndpoint, v3OrderPayEndpoint, v3OrderValidEndpoint, type OrderQuote } from '@/contracts/api/order';
import { callEndpoint } from '@/lib/api/call-endpoint';

// Buying a course: a module of its own, loaded when the learner taps 购买, so the order schemas
// stay off the course page's first load.

/** POST /v3/order/valid: the server's price for the course (a series is order type 3). */
export function quoteCourse(courseId: number, series: boolean): Promise<OrderQuote> {
  return callEndpoint(v3OrderValidEndpoint, { body: { orderType: series ? ORDER_TYPES.SERIES : ORDER_TYPES.COURSE, goodsId: courseId, goodsQuantity: 1 } });
}

/**
 * Buys a course: POST /v3/order/create (a second 下单 answers the same unpaid order, so a repeated
 * tap creates nothing new), then the simulated POST /v3/order/pay unless the order is already paid.
 */
export async function buyCourse(courseId: number, series: boolean): Promise<void> {
  const order = await callEndpoint(v3OrderCreateEndpoint, { body: { orderType: series ? ORDER_TYPES.SERIES : ORDER_TYPES.COURSE, goodsId: courseId, goodsQuantity: 1 } });
  if (order.status !== ORDER_STATUS.PAID) await callEndpoint(v3OrderPayEndpoint, { body: { orderNo: order.orderNo, channel: 'wechat' } });
}
