/**
 * The native bridge protocol, owned by the app. The simulator implements a mapped type over
 * {@link bridgeMethods}, so adding a method here fails to compile until it is emulated.
 *
 * Transports (the raw shapes real web views offer):
 * - iOS (WKWebView): `window.webkit.messageHandlers.taxBridge.postMessage({ id, method, params })`
 * - Android (addJavascriptInterface, strings only): `window.taxBridge.postMessage(JSON.stringify(msg))`
 * Native → web: `window.__taxBridgeReceive(json)` with a {@link BridgeInbound} message.
 */
import * as z from 'zod/mini';
import { PAY_CHANNELS } from './api/pay';

export {
  BRIDGE_ERROR_CODES,
  BRIDGE_HANDLER_NAME,
  BRIDGE_LOGIN_TIMEOUT_MS,
  BRIDGE_RECEIVE_FN,
  BRIDGE_TIMEOUT_MS,
  IN_APP_UA_PATTERN,
  type BridgeErrorCode,
} from './bridge-constants';

/** Device info (docs/product.md「原生桥接」). */
const deviceInfoSchema = z.object({
  platform: z.enum(['ios', 'android']),
  appversion: z.string().check(z.minLength(1)),
  deviceToken: z.string(),
  deviceNum: z.string(),
  deviceModel: z.string(),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/** The user as the native app knows it (the same shape as GET /v1/user/info's data). */
export const bridgeUserSchema = z.object({
  id: z.int(),
  phone: z.string(),
  nickname: z.string(),
  userTypeCode: z.union([z.literal(0), z.literal(1)]),
  avatar: z.optional(z.string()),
  memberInfo: z.optional(z.nullable(z.looseObject({ avatar: z.optional(z.string()) }))),
  expertInfo: z.optional(z.nullable(z.looseObject({ avatar: z.optional(z.string()) }))),
});
export type BridgeUser = z.infer<typeof bridgeUserSchema>;

/** Share payload (docs/product.md「原生桥接」). */
const sharePayloadSchema = z.object({
  sharePath: z.string().check(z.minLength(1)),
  shareTitle: z.string(),
  shareSubtitle: z.string(),
  others: z.optional(z.object({ monthlyId: z.optional(z.string()) })),
});
export type SharePayload = z.infer<typeof sharePayloadSchema>;

export const shareChannelSchema = z.enum(['wechat', 'moments', 'qq', 'weibo', 'copyLink']);
export type ShareChannel = z.infer<typeof shareChannelSchema>;

const none = z.optional(z.strictObject({}));

/** Method → params and result schemas. */
export const bridgeMethods = {
  getToken: { params: none, result: z.object({ token: z.nullable(z.string()) }) },
  getUserInfo: { params: none, result: z.object({ user: z.nullable(bridgeUserSchema) }) },
  getDeviceInfo: { params: none, result: deviceInfoSchema },
  /** Opens the native login sheet; rejects with CANCELLED when the user closes it. */
  login: { params: none, result: z.object({ token: z.string(), user: bridgeUserSchema }) },
  logout: { params: none, result: z.object({ ok: z.literal(true) }) },
  share: { params: sharePayloadSchema, result: z.object({ channel: shareChannelSchema }) },
  setTitle: { params: z.object({ title: z.string() }), result: z.object({ ok: z.literal(true) }) },
  closePage: { params: none, result: z.object({ ok: z.literal(true) }) },
  /**
   * iOS only: buys an App Store product (Apple in-app purchase, App Store rule 3.1.1) for the
   * app's unpaid order; the native payment sheet shows; rejects with CANCELLED when the user
   * closes it. The receipt goes to the server (POST /iap/verify), which alone decides.
   */
  iapPurchase: {
    params: z.object({
      productId: z.string().check(z.minLength(1)),
      orderNo: z.string().check(z.minLength(1)),
    }),
    result: z.object({ transactionId: z.string(), receipt: z.string() }),
  },
  /** iOS only: the receipts of this Apple ID's purchases (恢复购买; the server credits those not yet credited). */
  iapRestore: { params: none, result: z.object({ receipts: z.array(z.string()) }) },
  /**
   * Android app: pays an unpaid order with the WeChat Pay or Alipay SDK. `payParams` are the signed
   * parameters of POST /v3/order/prepay (tradeType APP), handed over as they are; the native payment
   * sheet shows; rejects with CANCELLED when the user closes it and FAILED when the payment fails.
   * Resolving means the provider took the payment: the app still asks the server for the order.
   */
  pay: {
    params: z.object({
      channel: z.enum(PAY_CHANNELS),
      orderNo: z.string().check(z.minLength(1)),
      payParams: z.record(z.string(), z.string()),
    }),
    result: z.object({ channel: z.enum(PAY_CHANNELS) }),
  },
} as const;

export type BridgeMethod = keyof typeof bridgeMethods;
export type BridgeParams<M extends BridgeMethod> = z.input<(typeof bridgeMethods)[M]['params']>;
export type BridgeResult<M extends BridgeMethod> = z.infer<(typeof bridgeMethods)[M]['result']>;

/** Event → payload schemas (native → web, unsolicited). */
export const bridgeEvents = {
  tokenChanged: z.object({ token: z.nullable(z.string()) }),
  userChanged: z.object({ user: z.nullable(bridgeUserSchema) }),
  /** The page came back to the foreground (e.g. after the share sheet or another native page). */
  resume: z.looseObject({}),
} as const;
export type BridgeEvent = keyof typeof bridgeEvents;
export type BridgeEventPayload<E extends BridgeEvent> = z.infer<(typeof bridgeEvents)[E]>;

/** Web → native message. */
export const bridgeOutboundSchema = z.object({
  id: z.string().check(z.minLength(1)),
  method: z.string().check(z.minLength(1)),
  params: z.optional(z.unknown()),
});
export type BridgeOutbound = z.infer<typeof bridgeOutboundSchema>;

/** Native → web message. */
export const bridgeInboundSchema = z.union([
  z.object({ id: z.string(), result: z.unknown() }),
  z.object({ id: z.string(), error: z.object({ code: z.string(), message: z.string() }) }),
  z.object({ event: z.string(), data: z.unknown() }),
]);
export type BridgeInbound = z.infer<typeof bridgeInboundSchema>;

/**
 * What a native implementation provides: one handler per method, typed from the table.
 * The simulator's native session satisfies this type.
 */
export type NativeBridgeHandlers = {
  [M in BridgeMethod]: (
    params: z.infer<(typeof bridgeMethods)[M]['params']>,
  ) => Promise<BridgeResult<M>>;
};
