/**
 * WeChat's in-app browser, as far as our pages meet it: the `WeixinJSBridge` object WeChat injects,
 * whose `invoke('getBrandWCPayRequest', params, callback)` pays a JSAPI prepay order on WeChat Pay's
 * sheet. Host-agnostic: a host injects the page-side object (simulator/hosts/wechat-bridge-script.ts)
 * and hands each invoke to {@link WeChatBrowser.invoke}.
 */
import type { DeviceProfile } from '../devices';
import { deviceNumFor, deviceTokenFor } from './device-identity';
import { Emitter } from './emitter';
import { createNativeApiClient, type NativeApiClient } from './native-api-client';
import { payAtProvider, prepayRefOf, type PaymentRecord } from './payment-provider';
import { paymentSheetPays, type PaymentSheet } from './sheets';

/** WeChat's own version, as its UA names it. */
const WECHAT_VERSION = '8.0.50';

/** Options of {@link WeChatBrowser}. */
export type WeChatBrowserOptions = {
  /** A WeChat browser profile (`inAppBrowser: 'wechat'`). */
  device: DeviceProfile;
  /** The mock API's origin (its simulated WeChat Pay). */
  apiUrl: string;
  /** Defaults to confirming every payment. */
  paymentSheet?: PaymentSheet;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

/** What WeChat's browser tells its host and UIs. */
export type WeChatBrowserEvents = { payment: PaymentRecord };

/** The answer a WeixinJSBridge callback receives. */
export type WeixinResponse = { err_msg: string };

/** The WeChat browser of one simulated phone. */
export class WeChatBrowser {
  readonly device: DeviceProfile;
  private readonly api: NativeApiClient;
  private readonly emitter = new Emitter<WeChatBrowserEvents>();
  private readonly now: () => number;
  private readonly sleep: ((ms: number) => Promise<void>) | undefined;
  private paymentSheet: PaymentSheet;
  private readonly records: PaymentRecord[] = [];

  constructor(options: WeChatBrowserOptions) {
    const { device } = options;
    if (device.platform === 'desktop') throw new Error(`「${device.name}」不是手机，没有微信`);
    this.device = device;
    this.api = createNativeApiClient(
      options.apiUrl,
      {
        platform: device.platform,
        appversion: WECHAT_VERSION,
        deviceToken: deviceTokenFor(device.platform, device.id, 'wechat'),
        deviceNum: deviceNumFor(device.platform, device.id, 'wechat'),
        deviceModel: device.model,
      },
      options.fetch,
    );
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep;
    this.paymentSheet = options.paymentSheet ?? paymentSheetPays();
  }

  setPaymentSheet(sheet: PaymentSheet): void {
    this.paymentSheet = sheet;
  }
  /** Every payment attempt, oldest first. */
  get payments(): readonly PaymentRecord[] {
    return this.records;
  }
  /** Subscribes; returns the unsubscribe function. */
  on<K extends keyof WeChatBrowserEvents>(
    event: K,
    listener: (payload: WeChatBrowserEvents[K]) => void,
  ): () => void {
    return this.emitter.on(event, listener);
  }

  /**
   * `WeixinJSBridge.invoke(name, params)`: getBrandWCPayRequest answers
   * `get_brand_wcpay_request:ok | cancel | fail` (WeChat's own words; `ok` is no proof of payment,
   * the page asks its server). Other names answer `system:function_not_exist`.
   */
  async invoke(name: string, params: unknown): Promise<WeixinResponse> {
    if (name !== 'getBrandWCPayRequest') return { err_msg: 'system:function_not_exist' };
    const ref =
      params && typeof params === 'object'
        ? prepayRefOf('wechat-jsapi', params as Record<string, unknown>)
        : null;
    if (!ref) return { err_msg: 'get_brand_wcpay_request:fail' };
    const done = await payAtProvider({
      api: this.api,
      sheet: this.paymentSheet,
      device: this.device,
      kind: 'wechat-jsapi',
      ref,
      now: this.now,
      sleep: this.sleep,
    });
    this.records.push(done.record);
    this.emitter.emit('payment', done.record);
    const word = done.outcome.action === 'pay' ? 'ok' : done.outcome.action;
    return { err_msg: `get_brand_wcpay_request:${word}` };
  }
}
