import type { CashierChannel } from '@/contracts/api/order';
import { v3OrderPrepayEndpoint, type OrderPrepay, type OrderPrepayBody } from '@/contracts/api/pay';
import { callEndpoint } from '@/lib/api/call-endpoint';
import { bridge } from '@/lib/bridge';

/** POST /v3/order/prepay: the signed parameters of a native payment (the same ones again for a retry). */
const prepayOrder = (body: OrderPrepayBody): Promise<OrderPrepay> =>
  callEndpoint(v3OrderPrepayEndpoint, { body });

/**
 * The Android app: the prepay order, then the WeChat Pay or Alipay SDK over the bridge.
 * Rejects with the bridge's CANCELLED / FAILED when the user closes the sheet or the payment fails.
 */
export async function payInApp(orderNo: string, channel: CashierChannel): Promise<void> {
  const { payParams } = await prepayOrder({ orderNo, channel, tradeType: 'APP' });
  await bridge.call('pay', { channel, orderNo, payParams });
}

type WeixinResponse = { err_msg?: string };
type WeixinJSBridge = {
  invoke(
    name: string,
    params: Record<string, string>,
    callback: (res: WeixinResponse) => void,
  ): void;
};
type WeixinWindow = Window & { WeixinJSBridge?: WeixinJSBridge };

/** WeChat injects WeixinJSBridge after the page's own scripts may have run, then fires WeixinJSBridgeReady. */
export function weixinBridge(
  win: WeixinWindow = window,
  timeoutMs = 3000,
): Promise<WeixinJSBridge> {
  if (win.WeixinJSBridge) return Promise.resolve(win.WeixinJSBridge);
  return new Promise((resolve, reject) => {
    const ready = () => {
      clearTimeout(timer);
      if (win.WeixinJSBridge) resolve(win.WeixinJSBridge);
      else reject(new Error('微信支付暂不可用，请稍后重试'));
    };
    const timer = setTimeout(() => {
      win.document.removeEventListener('WeixinJSBridgeReady', ready);
      reject(new Error('微信支付暂不可用，请稍后重试'));
    }, timeoutMs);
    win.document.addEventListener('WeixinJSBridgeReady', ready, { once: true });
  });
}

/** What WeChat says of a JSAPI payment: `ok` is no proof of payment (the server is asked), only of the sheet's outcome. */
export type JsapiOutcome = 'ok' | 'cancel' | 'fail';

/** `get_brand_wcpay_request:ok|cancel|fail` → the outcome; anything else counts as failed. */
export function jsapiOutcome(res: WeixinResponse | undefined): JsapiOutcome {
  const word = /^get_brand_wcpay_request:(ok|cancel|fail)/.exec(res?.err_msg ?? '')?.[1];
  return word === 'ok' || word === 'cancel' ? word : 'fail';
}

/** WeChat's browser: the JSAPI prepay order, then WeChat Pay's sheet through WeixinJSBridge. */
export async function payInWeChat(orderNo: string): Promise<JsapiOutcome> {
  const { payParams } = await prepayOrder({ orderNo, channel: 'wechat', tradeType: 'JSAPI' });
  const wx = await weixinBridge();
  const res = await new Promise<WeixinResponse>((resolve) =>
    wx.invoke('getBrandWCPayRequest', payParams, resolve),
  );
  return jsapiOutcome(res);
}
