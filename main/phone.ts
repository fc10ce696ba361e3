/**
 * One simulated phone in the phones window: a chrome view (status bar with notch, title bar or
 * browser address bar, native sheets and system prompts) stacked on the content view that loads
 * the app with the profile's UA, metrics, touch, network preset, its own session partition and, in
 * app mode, the platform's bridge preload; its system (phone-shell.ts) around the page.
 */
import {
  session as electronSession,
  WebContentsView,
  type BaseWindow,
  type WebContents,
} from 'electron';
import { join } from 'node:path';
import { BridgeLog, receiveScript } from '../simulator/bridge';
import { userAgentFor, type DeviceProfile } from '../simulator/devices';
import { frameLayout } from '../simulator/devices/frame-layout';
import type { ShellControls } from '../simulator/hosts/host-adapter';
import type { HostPhone, PaymentControls, PhoneConfig } from '../simulator/hosts/panel-host';
import { sameOrigin, samePage, type IpcGate } from './ipc-gate';
import type { PhoneBox, Rect } from './layout';
import type { NativeSide, NativeSideFactory } from './native-side';
import type { WeChatSide, WeChatSideFactory } from './wechat-side';
import { answerPcSite, guardPhoneNavigation, lockToPage } from './phone-guards';
import type { AuditResult } from '../simulator/host-contract/audit';
import { auditPage } from '../simulator/hosts/axe-audit';
import { NetworkLog } from './network-log';
import { applyNetworkPreset, emulatePhone } from './phone-emulation';
import { createPhoneShell, PHONE_LANGUAGE, type PhoneShell } from './phone-shell';

export type PhoneEnv = {
  gate: IpcGate;
  window: BaseWindow;
  /** Origin of the app the phones load, and of the mock API: the only places phones may go. */
  appOrigin: string;
  apiOrigin: string;
  /** The PC site desktops are sent to; answered locally by a stand-in page (no internet). */
  pcSiteOrigin: string;
  preloadDir: string;
  /** URL of the chrome page (out/renderer/phone-chrome.html). */
  chromePageUrl: string;
  nativeFactory: NativeSideFactory;
  /** WeChat profiles: the simulated WeChat behind WeixinJSBridge (none: the page gets no WeixinJSBridge). */
  wechatFactory?: WeChatSideFactory;
  /** Something about this phone changed (state, bridge log or network log). */
  notify(kind: 'state' | 'bridge-log' | 'network-log'): void;
};

const webPreferencesBase = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  webSecurity: true,
} as const;

export class Phone implements HostPhone {
  readonly network = new NetworkLog();
  private chrome: WebContentsView;
  private content!: WebContentsView;
  private nativeSide: NativeSide | null = null;
  private wechatSide: WeChatSide | null = null;
  /** The content view's system and bridge log (new with each content view). */
  private phoneShell!: PhoneShell;
  private log!: BridgeLog;
  private pageClosed = false;
  private sheetBounds: { chrome: Rect; content: Rect } | null = null;

  constructor(
    readonly id: string,
    /** Stable per phone slot, so a phone keeps its storage across device and mode changes. */
    readonly partition: string,
    private currentConfig: PhoneConfig,
    private readonly env: PhoneEnv,
  ) {
    this.chrome = new WebContentsView({
      webPreferences: { ...webPreferencesBase, preload: join(env.preloadDir, 'panel.cjs') },
    });
    // Transparent, so that a native sheet stretched over the phone dims the page instead of hiding it.
    this.chrome.setBackgroundColor('#00000000');
    env.gate.registerSender(this.chrome.webContents.id, {
      role: 'chrome',
      phoneId: id,
      trustsUrl: samePage(env.chromePageUrl),
    });
    lockToPage(this.chrome.webContents, env.chromePageUrl);
    env.window.contentView.addChildView(this.chrome);
    void this.chrome.webContents.loadURL(`${env.chromePageUrl}?phone=${encodeURIComponent(id)}`);
    this.createContent();
  }

  get config(): PhoneConfig {
    return this.currentConfig;
  }

  get profile(): DeviceProfile {
    return this.config.profile;
  }

  get closed(): boolean {
    return this.pageClosed;
  }

  get contents(): WebContents {
    return this.content.webContents;
  }

  /** The web view's size and the native chrome's height, for the layout. */
  box(): PhoneBox {
    const { profile, mode } = this.config;
    // The same layout the chrome page draws (PhoneTop): the page starts where its bars end.
    const { page } = frameLayout(profile, mode);
    return { width: page.width, height: page.height, chromeHeight: page.y };
  }

  place(chrome: Rect, content: Rect): void {
    this.sheetBounds = { chrome, content };
    this.applyBounds();
  }

  url(): string {
    return this.content.webContents.getURL();
  }

  async title(): Promise<string> {
    return this.nativeSide?.title() ?? this.content.webContents.getTitle();
  }

  native(): NativeSide | null {
    return this.nativeSide;
  }

  /** The native app's payment sheets (app mode), or WeChat's (a WeChat profile in browser mode). */
  payments(): PaymentControls | null {
    return this.nativeSide?.payments() ?? this.wechatSide?.payments() ?? null;
  }

  /** WeChat profiles: a WeixinJSBridge.invoke from the page (preload/phone-wechat.ts). */
  weixinInvoke(raw: unknown): Promise<{ err_msg: string }> {
    if (!this.wechatSide) return Promise.resolve({ err_msg: 'system:function_not_exist' });
    return this.wechatSide.invoke(raw);
  }

  /** Its system: the panel's 系统 menu, and the prompts the chrome view draws. */
  shell(): ShellControls {
    return this.phoneShell.controls;
  }

  bridgeLog() {
    return [...this.log.entries()];
  }

  networkLog() {
    return this.network.list();
  }

  audit(): Promise<AuditResult> {
    // The page's own world, as DevTools' console: axe reads the DOM the app drew.
    return auditPage((script) => this.content.webContents.executeJavaScript(script, true));
  }

  receiveBridgeMessage(raw: unknown): void {
    if (!this.nativeSide) throw new Error('该手机处于浏览器模式，没有原生 App');
    this.nativeSide.receive(raw);
  }

  /** Device or mode changes need a new web view (UA, preload and metrics are set at creation). */
  async reconfigure(next: PhoneConfig): Promise<void> {
    const url = this.content.webContents.getURL();
    const needsNewView =
      next.profile.id !== this.config.profile.id || next.mode !== this.config.mode;
    const networkChanged = next.network !== this.config.network;
    this.currentConfig = next;
    if (needsNewView) {
      this.destroyContent();
      this.createContent();
      if (url) await this.show(url);
    } else if (networkChanged) {
      await applyNetworkPreset(this.content.webContents, next.network);
    }
    this.env.notify('state');
  }

  /** Opens the URL; a failed load (offline preset, server down) rejects with Chromium's error. */
  async load(url: string): Promise<void> {
    await this.reopen();
    // The system's scripts go into every document: none loads before they are in place.
    await this.phoneShell.ready.catch(() => undefined);
    await this.content.webContents.loadURL(url);
  }

  /** As load, for opening a phone: a failed load shows Chromium's own error page, as on a phone. */
  async show(url: string): Promise<void> {
    await this.load(url).catch(() => undefined);
  }

  async reload(): Promise<void> {
    await this.reopen();
    this.content.webContents.reload();
  }

  /** The web view is shown again; after closePage it is a new page of the app, in the foreground. */
  private async reopen(): Promise<void> {
    if (this.pageClosed) await this.phoneShell.system.attach().catch(() => undefined);
    this.pageClosed = false;
    this.nativeSide?.reopen();
    this.applyBounds();
  }

  async back(): Promise<void> {
    const history = this.content.webContents.navigationHistory;
    if (history.canGoBack()) history.goBack();
    // The app's back button on its first page leaves the web view; a browser stays where it is.
    else if (this.config.mode === 'app') await this.closePage();
  }

  /** closePage / the close button: the native page goes away; reload brings it back. */
  async closePage(): Promise<void> {
    this.pageClosed = true;
    this.applyBounds();
    this.env.notify('state');
  }

  async clearStorage(): Promise<void> {
    const ses = this.content.webContents.session;
    await ses.clearStorageData();
    await ses.clearCache();
    this.network.clear();
    this.content.webContents.reload();
  }

  async openDevTools(): Promise<void> {
    this.content.webContents.openDevTools({
      mode: 'detach',
      title: `${this.config.profile.name} · DevTools`,
    });
  }

  async screenshot(): Promise<Buffer> {
    const image = await this.content.webContents.capturePage();
    return image.toPNG();
  }

  async dispose(): Promise<void> {
    this.destroy();
  }

  destroy(): void {
    this.destroyContent();
    this.env.gate.forgetSender(this.chrome.webContents.id);
    this.env.window.contentView.removeChildView(this.chrome);
    this.chrome.webContents.close();
  }

  private applyBounds(): void {
    if (!this.sheetBounds) return;
    const { chrome, content } = this.sheetBounds;
    const sheetOpen =
      this.nativeSide?.sheet() != null ||
      this.wechatSide?.payments().sheet() != null ||
      this.phoneShell.system.prompts.current() != null;
    // A native sheet or a system prompt covers the whole phone: the chrome page draws it over a
    // dimmed backdrop.
    this.chrome.setBounds(
      sheetOpen || this.pageClosed ? { ...chrome, height: chrome.height + content.height } : chrome,
    );
    this.content.setBounds(this.pageClosed ? { ...content, height: 0 } : content);
  }

  private createContent(): void {
    const { profile, mode } = this.config;
    const inApp = mode === 'app' && profile.platform !== 'desktop';
    const inWeChat =
      mode === 'browser' &&
      profile.inAppBrowser === 'wechat' &&
      this.env.wechatFactory !== undefined;
    const preload = inApp
      ? join(
          this.env.preloadDir,
          profile.platform === 'ios' ? 'phone-ios.cjs' : 'phone-android.cjs',
        )
      : inWeChat
        ? join(this.env.preloadDir, 'phone-wechat.cjs')
        : undefined;
    this.content = new WebContentsView({
      webPreferences: {
        ...webPreferencesBase,
        partition: this.partition,
        ...(preload ? { preload } : {}),
      },
    });
    const wc = this.content.webContents;
    const ua = userAgentFor(profile, mode);
    wc.setUserAgent(ua);
    const ses = electronSession.fromPartition(this.partition);
    ses.setUserAgent(ua, `${PHONE_LANGUAGE},zh`);
    answerPcSite(ses, this.env.pcSiteOrigin);
    this.env.gate.registerSender(wc.id, {
      role: 'phone',
      phoneId: this.id,
      trustsUrl: sameOrigin(this.env.appOrigin),
    });
    this.env.window.contentView.addChildView(this.content);

    this.log = new BridgeLog();
    this.log.subscribe(() => this.env.notify('bridge-log'));
    if (inApp && (profile.platform === 'ios' || profile.platform === 'android')) {
      this.nativeSide = this.env.nativeFactory({
        deviceId: profile.id,
        log: this.log,
        events: {
          send: (json) => {
            // As native code would with evaluateJavaScript: the page may not have loaded its bridge client yet.
            wc.executeJavaScript(receiveScript(json)).catch(() => undefined);
          },
          changed: () => {
            this.applyBounds();
            this.env.notify('state');
          },
          closePage: () => void this.closePage(),
        },
      });
    } else {
      this.nativeSide = null;
    }
    this.wechatSide =
      inWeChat && this.env.wechatFactory
        ? this.env.wechatFactory({
            deviceId: profile.id,
            changed: () => {
              this.applyBounds();
              this.env.notify('state');
            },
          })
        : null;

    guardPhoneNavigation(
      wc,
      [this.env.appOrigin, this.env.apiOrigin, this.env.pcSiteOrigin],
      (url) => {
        // QA sees in the network log where the page tried to go.
        const requestId = `blocked-${Date.now()}`;
        this.network.apply({
          method: 'Network.requestWillBeSent',
          params: {
            requestId,
            timestamp: 0,
            wallTime: Date.now() / 1000,
            request: { url, method: 'GET', headers: {} },
          },
        });
        this.network.apply({
          method: 'Network.loadingFailed',
          params: { requestId, timestamp: 0, errorText: '已拦截：模拟器只允许访问本应用' },
        });
        this.env.notify('network-log');
      },
    );
    emulatePhone(wc, () => this.config, {
      networkEvent: (event) => {
        if (this.network.apply(event)) this.env.notify('network-log');
      },
    });
    this.phoneShell = createPhoneShell({
      webContents: wc,
      session: ses,
      config: this.config,
      log: this.log,
      native: this.nativeSide,
      webOrigin: this.env.appOrigin,
      closed: () => this.pageClosed,
      close: () => this.closePage(),
      open: (url) => this.load(url),
      changed: () => {
        this.applyBounds();
        this.env.notify('state');
      },
    });
    wc.on('page-title-updated', () => this.env.notify('state'));
    wc.on('did-navigate', () => this.env.notify('state'));
    wc.on('did-navigate-in-page', () => this.env.notify('state'));
    this.applyBounds();
  }

  private destroyContent(): void {
    const wc = this.content.webContents;
    this.phoneShell.dispose();
    this.nativeSide?.dispose();
    this.nativeSide = null;
    this.wechatSide?.dispose();
    this.wechatSide = null;
    this.env.gate.forgetSender(wc.id);
    if (wc.debugger.isAttached()) wc.debugger.detach();
    this.env.window.contentView.removeChildView(this.content);
    wc.close();
  }
}
