/**
 * The native sheets the user answers: login, share and payment. Each is a pluggable strategy so the same
 * session runs scripted in headless tests and interactive in the Electron host or the panel.
 */
import type { ShareChannel, SharePayload } from '../../renderer/src/contracts/bridge';
import type { DeviceProfile } from '../devices';

/** What the user did on the native login sheet. */
export type LoginSheetOutcome =
  { action: 'login'; phone: string } | { action: 'cancel' } | { action: 'fail'; message: string };

/** What the login sheet knows when it opens. */
export type LoginSheetContext = { device: DeviceProfile; lastPhone: string | null };

/** Shows the native login sheet and resolves with the user's choice. */
export type LoginSheet = (context: LoginSheetContext) => Promise<LoginSheetOutcome>;

/** Signs in as `phone` at once (the user typed the number and the SMS code). */
export const loginSheetSucceedsAs =
  (phone: string): LoginSheet =>
  async () => ({ action: 'login', phone });

/** The user closes the sheet: the app's `login` call rejects with CANCELLED. */
export const loginSheetCancels = (): LoginSheet => async () => ({ action: 'cancel' });

/** The native login fails (e.g. the app's own network error): `login` rejects with FAILED. */
export const loginSheetFails =
  (message = '登录失败，请稍后重试'): LoginSheet =>
  async () => ({ action: 'fail', message });

/** What the share sheet shows: the app's payload on this device. */
export type ShareSheetRequest = { payload: SharePayload; device: DeviceProfile };

/** Shows the native share sheet; resolves with the channel chosen, `null` when the user closed it. */
export type ShareSheet = (request: ShareSheetRequest) => Promise<ShareChannel | null>;

/** Shares to `channel` at once. */
export const shareSheetPicks =
  (channel: ShareChannel): ShareSheet =>
  async () =>
    channel;

/** The user closes the share sheet: `share` rejects with CANCELLED. */
export const shareSheetCancels = (): ShareSheet => async () => null;

/** A sheet a UI answers: it stays open until {@link InteractiveSheet.answer} is called. */
export type InteractiveSheet<Request, Answer> = {
  /** The strategy to give the session. */
  readonly open: (request: Request) => Promise<Answer>;
  /** The request being shown, or null when the sheet is closed. */
  current(): Request | null;
  /** Answers the open sheet; false when none is open. */
  answer(answer: Answer): boolean;
  /** Called whenever the sheet opens (request) or closes (null). Returns the unsubscribe function. */
  onChange(listener: (request: Request | null) => void): () => void;
};

function createInteractiveSheet<Request, Answer>(): InteractiveSheet<Request, Answer> {
  let pending: { request: Request; resolve: (answer: Answer) => void } | null = null;
  const listeners = new Set<(request: Request | null) => void>();
  const notify = (request: Request | null): void => listeners.forEach((l) => l(request));
  return {
    open: (request) =>
      new Promise<Answer>((resolve) => {
        pending = { request, resolve };
        notify(request);
      }),
    current: () => pending?.request ?? null,
    answer(answer) {
      if (!pending) return false;
      const { resolve } = pending;
      pending = null;
      resolve(answer);
      notify(null);
      return true;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A login sheet a UI (Electron's phone window, the panel) shows and answers. */
export const createInteractiveLoginSheet = (): InteractiveSheet<
  LoginSheetContext,
  LoginSheetOutcome
> => createInteractiveSheet<LoginSheetContext, LoginSheetOutcome>();

/** A share sheet a UI shows and answers (`null` = closed). */
export const createInteractiveShareSheet = (): InteractiveSheet<
  ShareSheetRequest,
  ShareChannel | null
> => createInteractiveSheet<ShareSheetRequest, ShareChannel | null>();

/**
 * Which native payment sheet: Apple's in-app purchase (iOS app), the WeChat Pay or Alipay SDK
 * (Android app, bridge `pay`), or WeChat Pay inside WeChat's browser (JSAPI).
 */
export type PaymentKind = 'iap' | 'wechat' | 'alipay' | 'wechat-jsapi';

/** How QA reads each kind (panel, payment log). */
export const PAYMENT_KIND_NAMES: Record<PaymentKind, string> = {
  iap: 'App Store 应用内购买',
  wechat: '微信支付（App）',
  alipay: '支付宝（App）',
  'wechat-jsapi': '微信支付（微信内网页）',
};

/** What the native payment sheet shows. `amountCents` and `goodsTitle` are the provider's word (null for Apple: the product's price is the store's). */
export type PaymentSheetRequest = {
  kind: PaymentKind;
  orderNo: string;
  /** The App Store product (iap), else null. */
  productId: string | null;
  amountCents: number | null;
  goodsTitle: string | null;
  device: DeviceProfile;
};

/** What the user did on the payment sheet: paid, closed it, or the payment failed (e.g. a declined card). */
export type PaymentSheetOutcome =
  { action: 'pay' } | { action: 'cancel' } | { action: 'fail'; message: string };

/** Shows the native payment sheet and resolves with the user's choice. */
export type PaymentSheet = (request: PaymentSheetRequest) => Promise<PaymentSheetOutcome>;

/** The user confirms the purchase at once (Face ID passes). */
export const paymentSheetPays = (): PaymentSheet => async () => ({ action: 'pay' });

/** The user closes the sheet: `iapPurchase` / `pay` reject with CANCELLED, JSAPI answers `get_brand_wcpay_request:cancel`. */
export const paymentSheetCancels = (): PaymentSheet => async () => ({ action: 'cancel' });

/** The payment fails: `iapPurchase` / `pay` reject with FAILED and `message`, JSAPI answers `get_brand_wcpay_request:fail`. */
export const paymentSheetFails =
  (message = '购买失败，请稍后重试'): PaymentSheet =>
  async () => ({ action: 'fail', message });

/** A payment sheet a UI (Electron's phone window, the panel) shows and answers. */
export const createInteractivePaymentSheet = (): InteractiveSheet<
  PaymentSheetRequest,
  PaymentSheetOutcome
> => createInteractiveSheet<PaymentSheetRequest, PaymentSheetOutcome>();
