import {
  orderCancelEndpoint,
  orderDetailEndpoint,
  v3OrderCashierEndpoint,
  v3OrderCreateEndpoint,
  v3OrderValidEndpoint,
  type CashierChannel,
  type Order,
  type OrderQuote,
  type OrderValidBody,
} from '@/contracts/api/order';
import { callEndpoint } from '@/lib/api/call-endpoint';
import { APP_ORIGIN_PATH } from '@/lib/config';
import { isApiError } from '@/lib/http/api-error';

/** POST /v3/order/valid: the server's price for the payload (docs/product.md「订单与支付」); a refusal toasts its msg. */
export const quoteOrder = (body: OrderValidBody): Promise<OrderQuote> =>
  callEndpoint(v3OrderValidEndpoint, { body });

/** POST /v3/order/create: the open unpaid order for the same request, or a new one (settled at once when payable is 0). */
export const createOrder = (body: OrderValidBody): Promise<Order> =>
  callEndpoint(v3OrderCreateEndpoint, { body });

/** GET /order/detail/:orderNo: the server's word on an order (the result page trusts nothing else). */
export const fetchOrder = (orderNo: string): Promise<Order> =>
  callEndpoint(orderDetailEndpoint, { params: { orderNo } });

/** POST /order/cancel/:orderNo: cancels an unpaid order; the server gives its coupon back. */
export const cancelOrder = (orderNo: string): Promise<Order> =>
  callEndpoint(orderCancelEndpoint, { params: { orderNo } });

/** The app's page for an order: its status after payment, its detail later. */
export const orderPath = (orderNo: string): string => `/member/order/${orderNo}`;

/**
 * POST /v3/order/cashier, then leaves for the H5 cashier (WeChat H5 / Alipay wap stand-in), which
 * sends the browser back to the order's page (or `returnPath`, an app path that asks the server
 * about the order itself, as a tip's content page does) whether or not the user paid.
 */
export async function goToCashier(
  orderNo: string,
  channel: CashierChannel,
  returnPath = orderPath(orderNo),
): Promise<void> {
  const returnUrl = `${window.location.origin}${APP_ORIGIN_PATH}${returnPath}`;
  const { cashierUrl } = await callEndpoint(v3OrderCashierEndpoint, {
    body: { orderNo, channel, returnUrl },
  });
  window.location.assign(cashierUrl);
}

/** The server's message of a failed call, for showing beside the control it concerns. */
export const failureMessage = (error: unknown): string =>
  isApiError(error) ? error.msg : '网络异常，请稍后重试';
