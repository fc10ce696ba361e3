import type { CashierChannel } from '@/contracts/api/order';
import { isBridgeError, isCancelled } from '@/lib/bridge';
import { isApiError } from '@/lib/http/api-error';
import { showToast } from '@/lib/toast';
import { showBrowserGuide } from '@/components/checkout';
import { goToCashier, orderPath } from './checkout-api';
import { payInApp, payInWeChat } from './native-pay';
import { payEnvironment, payRoute, type PayEnvironment } from './pay-environment';

/**
 * What the caller does next: `left` the page is going to the H5 cashier; `result` ask the server
 * for the order (the result page); `stay` nothing (the 在浏览器中打开 guide is up, or WeChat Pay
 * could not start and said why).
 */
export type PaymentStep = 'left' | 'result' | 'stay';

const PAYMENT_CANCELLED = '支付已取消';
const PAYMENT_FAILED = '支付失败，请稍后重试';

/**
 * Pays an unpaid order the way the environment allows (see {@link payRoute}). A native payment's
 * outcome is only said in a toast: the result page asks the server, which alone decides.
 * `returnPath` is where the H5 cashier sends the browser back to (default: the order's page).
 * Rejects with the server's refusal of the prepay or cashier call (already toasted by the http layer).
 */
export async function startPayment(
  orderNo: string,
  channel: CashierChannel,
  env: PayEnvironment = payEnvironment(),
  returnPath?: string,
): Promise<PaymentStep> {
  switch (payRoute(env, channel)) {
    case 'cashier':
      await goToCashier(orderNo, channel, returnPath);
      return 'left';
    case 'browser-guide':
      showBrowserGuide();
      return 'stay';
    case 'app-sdk':
      try {
        await payInApp(orderNo, channel);
      } catch (error) {
        if (!isBridgeError(error)) throw error;
        showToast(isCancelled(error) ? PAYMENT_CANCELLED : error.message || PAYMENT_FAILED);
      }
      return 'result';
    case 'jsapi': {
      let outcome;
      try {
        outcome = await payInWeChat(orderNo);
      } catch (error) {
        if (isApiError(error) || !(error instanceof Error)) throw error;
        showToast(error.message);
        return 'stay';
      }
      if (outcome !== 'ok') showToast(outcome === 'cancel' ? PAYMENT_CANCELLED : PAYMENT_FAILED);
      return 'result';
    }
  }
}

/** The order's page after a native payment: it asks the server and polls while the result is on its way. */
export const paidOrderPath = (orderNo: string): string => `${orderPath(orderNo)}?from=pay`;
