/**
 * The bridges of other hybrid apps (DSBridge, WebViewJavascriptBridge, JsBridge, WeChat JS-SDK,
 * AlipayJSBridge): one adapter per protocol over a common {@link ForeignBridge} that answers from
 * a handler table and logs every call. Hosts install `adapter.pageScript` and hand the adapter the
 * page's messages (and prompts).
 */
import type { AdapterContext, ProtocolAdapter } from './adapter';
import { ALIPAY_UA_SUFFIX, createAlipayAdapter } from './alipay';
import { createDsbridgeAdapter } from './dsbridge';
import { createJsBridgeAdapter } from './jsbridge';
import type { ForeignProtocol } from './types';
import { createWechatSdkAdapter } from './wechat-sdk';
import { createWvjbAdapter } from './wvjb';

export type { AdapterContext, ProtocolAdapter } from './adapter';
export { ForeignBridge } from './foreign-bridge';
export { parseHandlerTable, toHandlerTable } from './handler-table';
export {
  BRIDGE_PROTOCOLS,
  isBridgeProtocol,
  type BridgeProtocol,
  type ForeignProtocol,
  type HandlerTable,
} from './types';

/** The adapter of `protocol` for one phone of `platform`. */
export function createProtocolAdapter(
  protocol: ForeignProtocol,
  platform: 'ios' | 'android',
  ctx: AdapterContext,
): ProtocolAdapter {
  switch (protocol) {
    case 'dsbridge':
      return createDsbridgeAdapter(ctx, platform);
    case 'wvjb':
      return createWvjbAdapter(ctx);
    case 'jsbridge':
      return createJsBridgeAdapter(ctx);
    case 'wechat-sdk':
      return createWechatSdkAdapter(ctx, platform);
    case 'alipay':
      return createAlipayAdapter(ctx);
  }
}

/** What the protocol's web view adds to the UA (Alipay's container names itself). */
export function protocolUserAgentSuffix(protocol: ForeignProtocol): string {
  return protocol === 'alipay' ? ALIPAY_UA_SUFFIX : '';
}

/**
 * Why `protocol` cannot run on this phone, in Chinese (null: it can): WebViewJavascriptBridge is
 * iOS's, JsBridge Android's, the WeChat JS-SDK needs WeChat's browser, the others an app web view.
 */
export function protocolMismatch(
  protocol: ForeignProtocol,
  device: { id: string; platform: string; inAppBrowser?: string },
  mode: 'app' | 'browser',
): string | null {
  if (device.platform === 'desktop') return `「${device.id}」是桌面设备，没有原生桥接`;
  if (protocol === 'wechat-sdk')
    return device.inAppBrowser === 'wechat' && mode === 'browser'
      ? null
      : '微信 JS-SDK 只在微信内置浏览器里工作：请用 iphone-15-wechat 或 xiaomi-14-wechat，并用 browser 模式';
  if (device.inAppBrowser === 'wechat' || mode !== 'app')
    return `${protocol} 是 App 内网页的桥接：请用 app 模式和非微信的设备`;
  if (protocol === 'wvjb' && device.platform !== 'ios')
    return 'WebViewJavascriptBridge 是 iOS 的桥接：请用 iPhone 设备（Android 用 jsbridge）';
  if (protocol === 'jsbridge' && device.platform !== 'android')
    return 'JsBridge 是 Android 的桥接：请用 Android 设备（iOS 用 wvjb）';
  return null;
}
