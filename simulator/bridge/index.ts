/**
 * The native side of the bridge, host-agnostic (no Electron, no DOM): a simulated native app
 * session, the message dispatcher, the bridge log and the pluggable native sheets.
 */
export { BridgeLog } from './bridge-log';
export { connectBridge, type BridgeConnection } from './connect-bridge';
export { receiveScript } from './dispatcher';
export { defaultNativePhone, NativeAppSession, type PaymentRecord } from './native-session';
export { WeChatBrowser, type WeixinResponse } from './wechat-browser';
export {
  createInteractiveLoginSheet,
  createInteractivePaymentSheet,
  createInteractiveShareSheet,
  loginSheetCancels,
  loginSheetSucceedsAs,
  paymentSheetCancels,
  paymentSheetPays,
  shareSheetPicks,
  type InteractiveSheet,
  type LoginSheet,
  type LoginSheetContext,
  type LoginSheetOutcome,
  type PaymentSheet,
  type PaymentSheetOutcome,
  type PaymentSheetRequest,
  type ShareSheet,
  type ShareSheetRequest,
} from './sheets';
