import type { CashierChannel } from '@/contracts/api/order';
import { isInApp } from '@/lib/bridge/detect';

/** Where the page runs, as far as paying goes. */
export type PayEnvironment = 'ios-app' | 'android-app' | 'wechat' | 'browser';

/** WeChat's in-app browser names itself `MicroMessenger/<version>` in its UA. */
const WECHAT_UA = /MicroMessenger\//i;

/** The environment from the UA: our app's web view (` TaxApp/…`) first, then WeChat's browser, else a phone browser. */
export function payEnvironment(userAgent: string = navigator.userAgent): PayEnvironment {
  if (isInApp(userAgent)) return /iPhone|iPad|iPod/i.test(userAgent) ? 'ios-app' : 'android-app';
  if (WECHAT_UA.test(userAgent)) return 'wechat';
  return 'browser';
}

/**
 * How an order is paid:
 * - `app-sdk`: the Android app's WeChat Pay / Alipay SDK over the bridge (`pay`);
 * - `jsapi`: WeChat Pay inside WeChat's browser (WeixinJSBridge's getBrandWCPayRequest);
 * - `browser-guide`: Alipay cannot run inside WeChat, so the user is shown how to open the page in a browser;
 * - `cashier`: the H5 cashier (WeChat H5 / Alipay wap) in any other browser. Digital goods in the
 *   iOS app go through Apple's in-app purchase on their own page, not through here.
 */
export type PayRoute = 'app-sdk' | 'jsapi' | 'browser-guide' | 'cashier';

export function payRoute(env: PayEnvironment, channel: CashierChannel): PayRoute {
  if (env === 'android-app') return 'app-sdk';
  if (env === 'wechat') return channel === 'wechat' ? 'jsapi' : 'browser-guide';
  return 'cashier';
}
