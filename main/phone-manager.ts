/**
 * The Electron host's PanelHost: the shared panel logic (simulator/hosts/panel-host.ts) over an
 * adapter that owns the phones window and creates its phones. It answers the panel (through the
 * IPC gate) and the phones' chrome views.
 */
import { BaseWindow } from 'electron';
import {
  SimulatorPanelHost,
  type PhoneConfig,
  type PhoneHostAdapter,
  type PhoneNotify,
} from '../simulator/hosts/panel-host';
import { phoneLabel } from '../simulator/hosts/phone-names';
import type { IpcGate } from './ipc-gate';
import { layoutPhones } from './layout';
import type { NativeSideFactory } from './native-side';
import { resolveAppUrl } from './navigation-policy';
import { Phone } from './phone';
import type { WeChatSideFactory } from './wechat-side';

export type PhoneManagerOptions = {
  gate: IpcGate;
  apiUrl: string;
  /** The app's base URL, e.g. http://127.0.0.1:4800/app/ */
  appUrl: string;
  preloadDir: string;
  chromePageUrl: string;
  screenshotsDir: string;
  /** The PC site the app sends desktops to (VITE_PC_SITE_URL of the build). */
  pcSiteUrl: string;
  nativeFactory: NativeSideFactory;
  /** WeChat profiles' WeixinJSBridge (main/wechat-side.ts). */
  wechatFactory?: WeChatSideFactory;
};

/** Electron's part: one phones window holding every phone's chrome and content views. */
class ElectronAdapter implements PhoneHostAdapter<Phone> {
  readonly kind = 'electron';
  // No other apps' bridges here: asked for one, the panel host refuses and points to `npm run sim`.
  readonly capabilities = { devTools: true, screenshots: true, foreignBridges: false };
  readonly apiUrl: string;
  readonly appUrl: string;
  readonly screenshotsDir: string;
  private window: BaseWindow | null = null;
  /** The phones as last arranged, so a new one is placed beside them before it loads. */
  private placed: readonly Phone[] = [];
  private readonly appOrigin: string;
  private readonly apiOrigin: string;

  /** The phones window was closed: its phones are gone (set by the manager). */
  onWindowClosed: () => void = () => undefined;

  constructor(private readonly options: PhoneManagerOptions) {
    this.apiUrl = options.apiUrl;
    this.appUrl = options.appUrl;
    this.screenshotsDir = options.screenshotsDir;
    this.appOrigin = new URL(options.appUrl).origin;
    this.apiOrigin = new URL(options.apiUrl).origin;
  }

  resolveUrl(input: string): string | null {
    return resolveAppUrl(input, this.appOrigin, [this.appOrigin, this.apiOrigin]);
  }

  async createPhone({
    id,
    slot,
    config,
    url,
    notify,
  }: {
    id: string;
    slot: number;
    config: PhoneConfig;
    url: string;
    notify: PhoneNotify;
  }): Promise<Phone> {
    const phone = new Phone(id, `persist:phone-${slot}`, config, {
      gate: this.options.gate,
      window: this.ensureWindow(),
      appOrigin: this.appOrigin,
      apiOrigin: this.apiOrigin,
      pcSiteOrigin: new URL(this.options.pcSiteUrl).origin,
      preloadDir: this.options.preloadDir,
      chromePageUrl: this.options.chromePageUrl,
      nativeFactory: this.options.nativeFactory,
      ...(this.options.wechatFactory ? { wechatFactory: this.options.wechatFactory } : {}),
      notify,
    });
    // Laid out before it loads, so the page starts at its real size.
    this.layout([...this.placed, phone]);
    await phone.show(url);
    return phone;
  }

  arrange(phones: readonly Phone[]): void {
    this.placed = phones;
    this.layout(phones);
  }

  dispose(): void {
    this.window?.destroy();
    this.window = null;
  }

  private layout(phones: readonly Phone[]): void {
    if (!this.window) return;
    const { slots, width, height } = layoutPhones(phones.map((p) => p.box()));
    phones.forEach((phone, i) => {
      const slot = slots[i];
      if (slot) phone.place(slot.chrome, slot.content);
    });
    this.window.setContentSize(width, height);
    this.window.setTitle(
      `手机模拟器 — ${phones.map((p) => phoneLabel({ deviceName: p.profile.name, mode: p.config.mode })).join('　|　')}`,
    );
  }

  private ensureWindow(): BaseWindow {
    if (this.window && !this.window.isDestroyed()) return this.window;
    const window = new BaseWindow({
      width: 480,
      height: 900,
      title: '手机模拟器',
      backgroundColor: '#1f2329',
    });
    window.on('closed', () => {
      // Closing the phones window closes its phones; the panel stays to open new ones.
      this.window = null;
      this.placed = [];
      this.onWindowClosed();
    });
    this.window = window;
    return window;
  }
}

export class PhoneManager extends SimulatorPanelHost<Phone> {
  private readonly electron: ElectronAdapter;

  constructor(options: PhoneManagerOptions) {
    const adapter = new ElectronAdapter(options);
    super(adapter);
    this.electron = adapter;
    adapter.onWindowClosed = () => void this.closeAll().catch(() => undefined);
  }

  /** A phone's raw bridge message, delivered by the gate (which established the sender's phone). */
  receiveBridgeMessage(phoneId: string, raw: unknown): void {
    this.phone(phoneId).receiveBridgeMessage(raw);
  }

  /** A WeChat phone's WeixinJSBridge.invoke. */
  weixinInvoke(phoneId: string, raw: unknown): Promise<{ err_msg: string }> {
    return this.phone(phoneId).weixinInvoke(raw);
  }

  async dispose(): Promise<void> {
    await this.closeAll();
    this.electron.dispose();
  }
}
