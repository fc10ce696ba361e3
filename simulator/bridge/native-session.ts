/**
 * The simulated native app: its signed-in account, its device, its title bar, share sheet and page
 * lifecycle. Implements every method of the bridge contract ({@link NativeBridgeHandlers}) and emits
 * the contract's events; knows nothing of transports or hosts (see `connect-bridge.ts`).
 */
import {
  BRIDGE_ERROR_CODES,
  type BridgeEvent,
  type BridgeEventPayload,
  type BridgeUser,
  type DeviceInfo,
  type NativeBridgeHandlers,
  type ShareChannel,
  type SharePayload,
} from '../../renderer/src/contracts/bridge';
import type { DeviceProfile } from '../devices';
import { BridgeError } from './bridge-error';
import { deviceNumFor, deviceTokenFor, hexDigest } from './device-identity';
import { Emitter } from './emitter';
import {
  createNativeApiClient,
  NativeApiError,
  signInNatively,
  type NativeApiClient,
} from './native-api-client';
import { atAppStore, purchaseAtAppStore, requireApple } from './app-store-purchase';
import { payAtProvider, prepayRefOf, type PaymentRecord } from './payment-provider';
import {
  loginSheetSucceedsAs,
  paymentSheetPays,
  shareSheetPicks,
  type LoginSheet,
  type PaymentSheet,
  type ShareSheet,
} from './sheets';

/**
 * The account a phone's native app signs in with unless told otherwise: one of the mock API's seeded
 * members (users 21–180, phones `1380000` + the id in 4 digits), different per device and seed so
 * that several phones are several users.
 */
export function defaultNativePhone(deviceId: string, seed = ''): string {
  const memberId = 21 + (parseInt(hexDigest(`account:${deviceId}:${seed}`, 8), 16) % 160);
  return `1380000${String(memberId).padStart(4, '0')}`;
}

/** An event to the page, typed by the contract. */
export type NativeBridgeEvent = {
  [E in BridgeEvent]: { event: E; data: BridgeEventPayload<E> };
}[BridgeEvent];

/** One use of the share sheet. */
export type ShareRecord = { at: number; payload: SharePayload; channel: ShareChannel | null };

export type { PaymentRecord } from './payment-provider';

/** The account the native app is signed in with (null when signed out). */
export type NativeAccount = { token: string; user: BridgeUser };

/** What a session tells its host and UIs. */
export type NativeSessionEvents = {
  /** Send to the page (the host encodes it with `encodeBridgeEvent`). */
  bridgeEvent: NativeBridgeEvent;
  /** The native title bar's text changed. */
  title: string;
  /** The app asked the native side to close the page. */
  close: undefined;
  share: ShareRecord;
  account: NativeAccount | null;
  /** The native login sheet opened or closed. */
  loginSheet: 'open' | 'closed';
  payment: PaymentRecord;
};

/** Options of {@link NativeAppSession}. */
export type NativeSessionOptions = {
  /** A phone or tablet profile (desktops have no app). */
  device: DeviceProfile;
  /** The mock API's origin, e.g. `http://127.0.0.1:3900`. */
  apiUrl: string;
  /** Defaults to the profile's (4.0.0). */
  appversion?: string;
  /** Defaults to signing in as {@link defaultNativePhone} of the device. */
  loginSheet?: LoginSheet;
  /** Defaults to sharing to WeChat. */
  shareSheet?: ShareSheet;
  /** Defaults to confirming every payment (in-app purchase, WeChat Pay, Alipay). */
  paymentSheet?: PaymentSheet;
  /** How a slow payment waits (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
  /** Tells apart several simulated phones of one model (different deviceToken and deviceNum). */
  deviceSeed?: string;
  /**
   * The number the login sheet offers (default: {@link defaultNativePhone} of the device and
   * seed): a phone switched to another model keeps its own.
   */
  defaultPhone?: string;
  fetch?: typeof fetch;
  now?: () => number;
};

/** The simulated native app session of one phone. */
export class NativeAppSession {
  readonly device: DeviceProfile;
  readonly deviceInfo: DeviceInfo;
  /** The contract's methods, as the dispatcher calls them. */
  readonly handlers: NativeBridgeHandlers;
  private readonly api: NativeApiClient;
  private readonly emitter = new Emitter<NativeSessionEvents>();
  private readonly now: () => number;
  private loginSheet: LoginSheet;
  private shareSheet: ShareSheet;
  private paymentSheet: PaymentSheet;
  private readonly paymentRecords: PaymentRecord[] = [];
  private readonly sleep: ((ms: number) => Promise<void>) | undefined;
  private account: NativeAccount | null = null;
  private lastPhone: string | null = null;
  private currentTitle = '';
  private isClosed = false;
  private readonly shareRecords: ShareRecord[] = [];
  private pendingLogin: Promise<NativeAccount> | null = null;
  private readonly defaultLoginPhone: string;

  constructor(options: NativeSessionOptions) {
    const { device } = options;
    if (device.platform === 'desktop')
      throw new Error(`「${device.name}」没有 App，不能模拟原生会话`);
    this.device = device;
    this.deviceInfo = {
      platform: device.platform,
      appversion: options.appversion ?? device.appversion,
      deviceToken: deviceTokenFor(device.platform, device.id, options.deviceSeed),
      deviceNum: deviceNumFor(device.platform, device.id, options.deviceSeed),
      deviceModel: device.model,
    };
    this.api = createNativeApiClient(options.apiUrl, this.deviceInfo, options.fetch);
    this.now = options.now ?? Date.now;
    this.defaultLoginPhone =
      options.defaultPhone ?? defaultNativePhone(device.id, options.deviceSeed);
    this.loginSheet = options.loginSheet ?? loginSheetSucceedsAs(this.defaultLoginPhone);
    this.shareSheet = options.shareSheet ?? shareSheetPicks('wechat');
    this.paymentSheet = options.paymentSheet ?? paymentSheetPays();
    this.sleep = options.sleep;
    this.handlers = this.createHandlers();
  }

  get token(): string | null {
    return this.account?.token ?? null;
  }
  get user(): BridgeUser | null {
    return this.account?.user ?? null;
  }
  /** The signed-in account, or null. */
  get signedIn(): NativeAccount | null {
    return this.account;
  }
  /** The number the login sheet offers by default (the device's seeded member). */
  get defaultPhone(): string {
    return this.defaultLoginPhone;
  }
  /** The native title bar's text. */
  get title(): string {
    return this.currentTitle;
  }
  /** Whether the app closed its page (closePage). */
  get closed(): boolean {
    return this.isClosed;
  }
  /** Every share, oldest first. */
  get shares(): readonly ShareRecord[] {
    return this.shareRecords;
  }

  /** Subscribes to the session; returns the unsubscribe function. */
  on<K extends keyof NativeSessionEvents>(
    event: K,
    listener: (payload: NativeSessionEvents[K]) => void,
  ): () => void {
    return this.emitter.on(event, listener);
  }

  setLoginSheet(sheet: LoginSheet): void {
    this.loginSheet = sheet;
  }
  setShareSheet(sheet: ShareSheet): void {
    this.shareSheet = sheet;
  }
  setPaymentSheet(sheet: PaymentSheet): void {
    this.paymentSheet = sheet;
  }
  /** Every payment attempt (in-app purchase, WeChat Pay, Alipay), oldest first. */
  get payments(): readonly PaymentRecord[] {
    return this.paymentRecords;
  }

  /**
   * Signs the native app in as `phone` through the mock API (a session for the number, then user
   * info), as if the user did it on a native screen, and tells the page (tokenChanged, userChanged).
   * No SMS is involved, so accounts switch at will.
   * @throws BridgeError FAILED with the server's message when the API refuses.
   */
  async loginAs(phone: string): Promise<NativeAccount> {
    if (!/^1[3-9]\d{9}$/.test(phone))
      throw new BridgeError(BRIDGE_ERROR_CODES.FAILED, '请输入正确手机号');
    let signedIn: NativeAccount;
    try {
      signedIn = await signInNatively(this.api, phone);
    } catch (error) {
      throw new BridgeError(
        BRIDGE_ERROR_CODES.FAILED,
        error instanceof Error ? error.message : String(error),
      );
    }
    this.lastPhone = phone;
    this.setAccount(signedIn);
    return signedIn;
  }

  /** Signs the native app out (the token is expired on the server too) and tells the page. */
  async logout(): Promise<void> {
    const token = this.account?.token;
    if (token) {
      // A real app clears its local session even when the server cannot be reached.
      await this.api.logout(token).catch((error: unknown) => {
        if (!(error instanceof NativeApiError)) throw error;
      });
    }
    if (this.account === null) return;
    this.setAccount(null);
  }

  /** The page comes back to the foreground (QA's "back from another app"). */
  emitResume(): void {
    this.emit({ event: 'resume', data: {} });
  }

  /**
   * The web view went to another page (a load or a route change): the title bar drops the last
   * page's setTitle and shows the new document's title until the new page sets its own.
   */
  pageNavigated(): void {
    if (this.currentTitle === '') return;
    this.currentTitle = '';
    this.emitter.emit('title', '');
  }

  /** The host reloaded or reopened the page after closePage. */
  reopen(): void {
    this.isClosed = false;
  }

  private emit(event: NativeBridgeEvent): void {
    this.emitter.emit('bridgeEvent', event);
  }

  private setAccount(account: NativeAccount | null): void {
    const token = account?.token ?? null;
    const tokenChanged = token !== this.token;
    this.account = account;
    this.emitter.emit('account', account);
    if (tokenChanged) this.emit({ event: 'tokenChanged', data: { token } });
    this.emit({ event: 'userChanged', data: { user: account?.user ?? null } });
  }

  private async runLoginSheet(): Promise<NativeAccount> {
    this.emitter.emit('loginSheet', 'open');
    try {
      const outcome = await this.loginSheet({ device: this.device, lastPhone: this.lastPhone });
      if (outcome.action === 'cancel')
        throw new BridgeError(BRIDGE_ERROR_CODES.CANCELLED, '用户取消了登录');
      if (outcome.action === 'fail')
        throw new BridgeError(BRIDGE_ERROR_CODES.FAILED, outcome.message);
      return await this.loginAs(outcome.phone);
    } finally {
      this.emitter.emit('loginSheet', 'closed');
    }
  }

  private addPayment(entry: PaymentRecord): void {
    this.paymentRecords.push(entry);
    this.emitter.emit('payment', entry);
  }

  /** The WeChat Pay or Alipay SDK: the provider's sheet for the signed prepay parameters. */
  private async payWithSdk(
    channel: 'wechat' | 'alipay',
    orderNo: string,
    payParams: Record<string, string>,
  ): Promise<{ channel: 'wechat' | 'alipay' }> {
    const ref = prepayRefOf(channel, payParams);
    if (!ref) throw new BridgeError(BRIDGE_ERROR_CODES.FAILED, '支付参数不正确');
    const done = await payAtProvider({
      api: this.api,
      sheet: this.paymentSheet,
      device: this.device,
      kind: channel,
      ref,
      orderNo,
      now: this.now,
      sleep: this.sleep,
    });
    this.addPayment(done.record);
    const { outcome } = done;
    if (outcome.action === 'cancel')
      throw new BridgeError(BRIDGE_ERROR_CODES.CANCELLED, '用户取消了支付');
    if (outcome.action === 'fail')
      throw new BridgeError(BRIDGE_ERROR_CODES.FAILED, outcome.message);
    return { channel };
  }

  private createHandlers(): NativeBridgeHandlers {
    return {
      getToken: async () => ({ token: this.token }),
      getUserInfo: async () => ({ user: this.user }),
      getDeviceInfo: async () => ({ ...this.deviceInfo }),
      login: async () => {
        // A second tap while the sheet is up gets the same sheet, not a second one.
        this.pendingLogin ??= this.runLoginSheet().finally(() => {
          this.pendingLogin = null;
        });
        return this.pendingLogin;
      },
      logout: async () => {
        await this.logout();
        return { ok: true as const };
      },
      share: async (payload) => {
        const channel = await this.shareSheet({ payload, device: this.device });
        const record: ShareRecord = { at: this.now(), payload, channel };
        this.shareRecords.push(record);
        this.emitter.emit('share', record);
        if (channel === null) throw new BridgeError(BRIDGE_ERROR_CODES.CANCELLED, '用户取消了分享');
        // Sharing to another app (WeChat, QQ, Weibo) leaves ours; coming back is a resume.
        if (channel !== 'copyLink') this.emitResume();
        return { channel };
      },
      setTitle: async ({ title }) => {
        this.currentTitle = title;
        this.emitter.emit('title', title);
        return { ok: true as const };
      },
      closePage: async () => {
        this.isClosed = true;
        this.emitter.emit('close', undefined);
        return { ok: true as const };
      },
      iapPurchase: async ({ productId, orderNo }) =>
        purchaseAtAppStore(
          {
            api: this.api,
            sheet: this.paymentSheet,
            device: this.device,
            now: this.now,
            sleep: this.sleep,
            record: (entry) => this.addPayment(entry),
          },
          productId,
          orderNo,
        ),
      pay: async ({ channel, orderNo, payParams }) => this.payWithSdk(channel, orderNo, payParams),
      iapRestore: async () => {
        requireApple(this.device);
        return { receipts: await atAppStore(() => this.api.appStoreReceipts()) };
      },
    };
  }
}
