/**
 * The Electron host's WeChat: for a phone on a WeChat profile (browser mode), simulator/bridge's
 * WeChatBrowser answers the page's WeixinJSBridge (preload/phone-wechat.ts) on an interactive
 * payment sheet that the phone's chrome view or the panel answers.
 */
import {
  createInteractivePaymentSheet,
  WeChatBrowser,
  type WeixinResponse,
} from '../simulator/bridge';
import { getDevice } from '../simulator/devices';
import { paymentControls } from '../simulator/hosts/payment-controls';
import type { PaymentControls } from '../simulator/hosts/panel-host';

/** What a WeChat phone needs from the simulated WeChat. */
export interface WeChatSide {
  /** A raw `{ name, params }` from the preload. */
  invoke(raw: unknown): Promise<WeixinResponse>;
  payments(): PaymentControls;
  dispose(): void;
}

export type WeChatSideFactory = (options: { deviceId: string; changed(): void }) => WeChatSide;

export function createWeChatSideFactory(apiUrl: string): WeChatSideFactory {
  return ({ deviceId, changed }) => {
    const sheet = createInteractivePaymentSheet();
    const wechat = new WeChatBrowser({
      device: getDevice(deviceId),
      apiUrl,
      paymentSheet: sheet.open,
    });
    const stops = [sheet.onChange(changed), wechat.on('payment', changed)];
    const payments = paymentControls(sheet, () => wechat.payments);
    return {
      invoke: (raw) => {
        const call =
          raw && typeof raw === 'object' ? (raw as { name?: unknown; params?: unknown }) : {};
        return wechat.invoke(typeof call.name === 'string' ? call.name : '', call.params);
      },
      payments: () => payments,
      dispose: () => {
        // A page that goes away leaves its sheet: answered as closed so the payment settles.
        sheet.answer({ action: 'cancel' });
        for (const stop of stops) stop();
      },
    };
  };
}
