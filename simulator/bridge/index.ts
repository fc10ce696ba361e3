/**
 * The native side of the bridge, host-agnostic (no Electron, no DOM): a simulated native app
 * session, the message dispatcher, the bridge log and the pluggable native sheets.
 */
export { BridgeError } from './bridge-error';
export {
  BridgeLog,
  type BridgeCallEntry,
  type BridgeEventEntry,
  type BridgeLogEntry,
} from './bridge-log';
export { connectBridge, type BridgeConnection, type ConnectBridgeOptions } from './connect-bridge';
export { deviceNumFor, deviceTokenFor, hexDigest } from './device-identity';
export { Emitter } from './emitter';
export {
  dispatchBridgeMessage,
  encodeBridgeEvent,
  receiveScript,
  type BridgeTransport,
  type DispatchResult,
} from './dispatcher';
export {
  createNativeApiClient,
  NativeApiError,
  signInNatively,
  type NativeApiClient,
  type PaymentOverride,
  type PrepayInfo,
} from './native-api-client';
export {
  defaultNativePhone,
  NativeAppSession,
  type NativeAccount,
  type NativeBridgeEvent,
  type NativeSessionEvents,
  type NativeSessionOptions,
  type PaymentRecord,
  type ShareRecord,
} from './native-session';
export {
  overrideOutcome,
  payAtProvider,
  prepayRefOf,
  type PrepayRef,
  type ProviderPaymentResult,
} from './payment-provider';
export {
  WeChatBrowser,
  WECHAT_VERSION,
  type WeChatBrowserOptions,
  type WeixinResponse,
} from './wechat-browser';
export {
  createInteractiveLoginSheet,
  createInteractivePaymentSheet,
  createInteractiveShareSheet,
  loginSheetCancels,
  loginSheetFails,
  loginSheetSucceedsAs,
  paymentSheetCancels,
  paymentSheetFails,
  paymentSheetPays,
  shareSheetCancels,
  shareSheetPicks,
  type InteractiveSheet,
  type LoginSheet,
  type LoginSheetContext,
  type LoginSheetOutcome,
  PAYMENT_KIND_NAMES,
  type PaymentKind,
  type PaymentSheet,
  type PaymentSheetOutcome,
  type PaymentSheetRequest,
  type ShareSheet,
  type ShareSheetRequest,
} from './sheets';
