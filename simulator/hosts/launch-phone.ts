/**
 * The Chromium host: one simulated phone = one Playwright browser context with the profile's
 * emulation, in the system browser or in the native app's web view (the platform's transport
 * wired to a {@link NativeAppSession}), with its bridge, network and share logs.
 */
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright';
import { BRIDGE_HANDLER_NAME } from '../../renderer/src/contracts/bridge';
import {
  BridgeLog,
  connectBridge,
  NativeAppSession,
  receiveScript,
  WeChatBrowser,
  type BridgeConnection,
  type LoginSheet,
  type PaymentSheet,
  type ShareSheet,
} from '../bridge';
import {
  getDevice,
  pageSafeArea,
  toPlaywrightContextOptions,
  type DeviceProfile,
  type PhoneMode,
} from '../devices';
import {
  protocolMismatch,
  protocolUserAgentSuffix,
  type BridgeProtocol,
  type HandlerTable,
} from '../bridge/protocols';
import { launchChromium } from './chromium';
import { installForeignBridge, type ForeignBridgeHandle } from './foreign-bridge-host';
import { nativeTransportScript, webShareScript } from './native-transport';
import type { AuditResult } from '../host-contract/audit';
import { auditPage } from './axe-audit';
import { attachNetworkLog, NetworkLog } from './network-log';
import { networkConditions, type NetworkPreset } from './network-presets';
import { answerPcSite, DEFAULT_PC_SITE_URL } from './pc-site';
import { watchTitles } from './title-watch';
import { weixinJsBridgeScript } from './wechat-bridge-script';
import { PhoneSystem } from './shell/phone-system';
import { playwrightSystemDriver } from './shell/playwright-driver';
import { systemMethods, type SystemMethods } from './shell/phone-methods';
import { launchedFramedScreenshot } from './framed-still';

const NATIVE_BINDING = '__taxSimNativePost';
const WEB_SHARE_BINDING = '__taxSimWebShare';
const WEIXIN_BINDING = '__taxSimWeixinInvoke';

/** Options of {@link launchPhone}. */
export type LaunchPhoneOptions = {
  /** A profile or its id (`iphone-15`). */
  device: DeviceProfile | string;
  mode: PhoneMode;
  /** Where to open: absolute, or a path on `webUrl` (`/app/home`). Omit to open nothing yet. */
  url?: string;
  /** The mock API's origin (the native session signs in there; requests to it are logged). */
  apiUrl: string;
  /** The origin serving the app under /app/ and the API under /api-mock/. */
  webUrl: string;
  network?: NetworkPreset;
  /** Default true. Ignored when `browser` is given. */
  headless?: boolean;
  /** The context's other options (a base URL, permissions…): never the device's emulation. */
  contextOptions?: Omit<BrowserContextOptions, keyof ReturnType<typeof toPlaywrightContextOptions>>;
  /** App mode: how the native login sheet answers (default: sign in as a seeded member). */
  loginSheet?: LoginSheet;
  /** App mode: how the native share sheet answers (default: WeChat). */
  shareSheet?: ShareSheet;
  /** App mode and WeChat's browser: how the native payment sheet answers (default: pays). */
  paymentSheet?: PaymentSheet;
  /** App mode: sign the native app in as this phone before the page opens. */
  account?: string;
  /** App mode: the version in the UA and in getDeviceInfo (default 4.0.0). */
  appversion?: string;
  /** Tells several phones of one model apart (deviceToken, deviceNum). */
  deviceSeed?: string;
  /** App mode: the number the native login sheet offers (default: the device's seeded member). */
  defaultNativePhone?: string;
  /** A running browser to open this phone in (several phones, one Chromium); launched otherwise. */
  browser?: Browser;
  /** The PC site the app's build sends desktops to, answered by a local stand-in page (on desktop profiles, or on any profile when set here). */
  pcSiteUrl?: string;
  /**
   * Service workers: blocked by default, so that network presets and the network log see every
   * request (a worker's own fetches escape per-page emulation). `allow` tests the PWA itself.
   */
  serviceWorkers?: 'block' | 'allow';
  /**
   * The native bridge the page talks to: this app's own (`tax`, default) or another hybrid app's
   * (docs/bridge.md「Other apps' bridges」). Another app's runs in `app` mode (`wechat-sdk`: a WeChat
   * profile in `browser` mode), without this app's session or UA.
   */
  bridge?: BridgeProtocol;
  /** Another app's bridge: how its methods are answered (unknown methods otherwise). */
  handlers?: HandlerTable;
};

/** One share as the phone saw it: through the native bridge (app) or the Web Share API (browser). */
type ShareLogEntry = {
  at: number;
  via: 'bridge' | 'web-share';
  payload: unknown;
  /** The channel chosen on the native sheet; null when cancelled or for Web Share. */
  channel: string | null;
};

/** A running simulated phone; its system's methods (background, gestures, prompts…) in phone-methods.ts. */
export type Phone = SystemMethods & {
  readonly device: DeviceProfile;
  readonly mode: PhoneMode;
  readonly context: BrowserContext;
  /** The current page (a new one after {@link Phone.reopen}). */
  readonly page: Page;
  /** The native app (app mode); null in the browser. */
  readonly bridge: NativeAppSession | null;
  /** WeChat's browser (a WeChat profile: WeixinJSBridge and its payment sheet); null elsewhere. */
  readonly wechat: WeChatBrowser | null;
  /** Another app's bridge (`bridge` option other than `tax`); null for this app's own. */
  readonly foreign: ForeignBridgeHandle | null;
  readonly bridgeLog: BridgeLog;
  readonly networkLog: NetworkLog;
  readonly shareLog: readonly ShareLogEntry[];
  /** The native title bar: the last setTitle, else the document title (as a web view's title bar shows it). In the browser: the tab's title. */
  title(): Promise<string>;
  /** Calls `listener` when the title may have changed (the page's own, or a navigation). Returns the unsubscribe function. */
  onTitleChange(listener: () => void): () => void;
  /** Whether the page was closed (closePage in the app, or closed by the host). */
  readonly closed: boolean;
  readonly network: NetworkPreset;
  /** Switches the network preset (Wi-Fi, 4G, 3G, offline). */
  setNetwork(preset: NetworkPreset): Promise<void>;
  /** Opens a URL (absolute, or a path on webUrl). */
  goto(url: string): Promise<void>;
  /** Opens a URL, reopening the page first when it was closed. */
  load(url: string): Promise<void>;
  /** Opens a fresh page in the same phone (after closePage), at `url` or the last URL. */
  reopen(url?: string): Promise<void>;
  screenshot(path?: string): Promise<Buffer>;
  /** The phone in its frame as the panel draws it (bezel, status bar, native or browser bars). */
  framedScreenshot(path?: string): Promise<Buffer>;
  /** An accessibility audit (axe-core, its rule texts in Chinese) of the page shown now. */
  audit(): Promise<AuditResult>;
  /** Clears cookies and storage of the phone (the app's data). */
  clearStorage(): Promise<void>;
  /** Closes the phone (and the browser when this phone launched it). */
  close(): Promise<void>;
};

/**
 * Launches a simulated phone.
 * @throws Error for an unknown device id or app mode on a desktop profile.
 */
export async function launchPhone(options: LaunchPhoneOptions): Promise<Phone> {
  const device = typeof options.device === 'string' ? getDevice(options.device) : options.device;
  const { mode } = options;
  const protocol = options.bridge && options.bridge !== 'tax' ? options.bridge : null;
  const mismatch = protocol ? protocolMismatch(protocol, device, mode) : null;
  if (mismatch) throw new Error(mismatch);
  const webUrl = options.webUrl.replace(/\/+$/, '');
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const contextOptions = toPlaywrightContextOptions(device, mode, options.appversion);
  // Another app's web view: the system UA (not this app's ` TaxApp/`), plus the app's own words.
  if (protocol)
    contextOptions.userAgent =
      toPlaywrightContextOptions(device, 'browser').userAgent + protocolUserAgentSuffix(protocol);
  const insets = pageSafeArea(device, mode);
  const session =
    !protocol && mode === 'app' && device.platform !== 'desktop'
      ? new NativeAppSession({
          device,
          apiUrl,
          appversion: options.appversion,
          loginSheet: options.loginSheet,
          shareSheet: options.shareSheet,
          paymentSheet: options.paymentSheet,
          deviceSeed: options.deviceSeed,
          defaultPhone: options.defaultNativePhone,
        })
      : null;
  const wechat =
    !protocol && mode === 'browser' && device.inAppBrowser === 'wechat'
      ? new WeChatBrowser({ device, apiUrl, paymentSheet: options.paymentSheet })
      : null;
  if (session && options.account) await session.loginAs(options.account);

  const ownBrowser = options.browser ? null : await launchChromium({ headless: options.headless });
  const browser = options.browser ?? ownBrowser;
  if (!browser) throw new Error('没有可用的浏览器');
  const context = await browser.newContext({
    ...options.contextOptions,
    ...contextOptions,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });

  const bridgeLog = new BridgeLog();
  const networkLog = new NetworkLog();
  const shareLog: ShareLogEntry[] = [];
  const resolveUrl = (url: string): string => new URL(url, `${webUrl}/`).toString();
  const isApi = (url: string): boolean =>
    url.startsWith(`${apiUrl}/`) || url.startsWith(`${webUrl}/api-mock/`);
  const stopNetworkLog = attachNetworkLog(context, networkLog, isApi);

  // Only desktops are sent to the PC site (docs/product.md「首页与导航」), and any route makes
  // Playwright intercept every request of the context, so phones go without the stand-in.
  if (device.platform === 'desktop' || options.pcSiteUrl)
    await answerPcSite(context, options.pcSiteUrl ?? DEFAULT_PC_SITE_URL);

  // Assigned by openPage() below, before anything reads it.
  let page!: Page;
  let cdp: CDPSession | null = null;
  let network: NetworkPreset = options.network ?? 'wifi';
  let lastUrl = options.url ? resolveUrl(options.url) : null;
  let connection: BridgeConnection | null = null;
  let closeRequested = false;
  const titleListeners = new Set<() => void>();
  await watchTitles(context, () => titleListeners.forEach((listener) => listener()));

  const foreign = protocol
    ? await installForeignBridge({
        context,
        protocol,
        device,
        handlers: options.handlers,
        paymentSheet: options.paymentSheet,
        log: bridgeLog,
        page: () => page,
      })
    : null;
  if (session) {
    await context.addInitScript({
      content: nativeTransportScript({
        platform: session.device.platform === 'android' ? 'android' : 'ios',
        handlerName: BRIDGE_HANDLER_NAME,
        bindingName: NATIVE_BINDING,
      }),
    });
    connection = connectBridge({
      session,
      log: bridgeLog,
      // As the native side's evaluateJavaScript: into whatever page the web view shows now.
      deliver: (json) => page.evaluate(receiveScript(json)),
    });
    const bridgeConnection = connection;
    await context.exposeBinding(NATIVE_BINDING, async (_source, raw: unknown) => {
      await bridgeConnection.receive(raw);
      // closePage: the answer is delivered first, then the web view goes away.
      if (closeRequested) {
        closeRequested = false;
        await page.close().catch(() => undefined);
      }
    });
    session.on('close', () => {
      closeRequested = true;
    });
    session.on('share', (record) =>
      shareLog.push({
        at: record.at,
        via: 'bridge',
        payload: record.payload,
        channel: record.channel,
      }),
    );
  } else if (device.platform !== 'desktop' && !foreign) {
    if (wechat) {
      await context.addInitScript({ content: weixinJsBridgeScript(WEIXIN_BINDING) });
      await context.exposeBinding(WEIXIN_BINDING, (_source, raw: unknown) => {
        const call =
          raw && typeof raw === 'object' ? (raw as { name?: unknown; params?: unknown }) : {};
        return wechat.invoke(typeof call.name === 'string' ? call.name : '', call.params);
      });
    }
    await context.addInitScript({ content: webShareScript(WEB_SHARE_BINDING) });
    await context.exposeBinding(WEB_SHARE_BINDING, (_source, data: unknown) => {
      shareLog.push({ at: Date.now(), via: 'web-share', payload: data, channel: null });
    });
  }

  const system = new PhoneSystem({
    device,
    mode,
    driver: playwrightSystemDriver(context, () => page, contextOptions.locale),
    session,
    log: bridgeLog,
    webOrigin: new URL(webUrl).origin,
    language: contextOptions.locale,
    open: (url) => phone.load(url),
  });
  await system.install();

  const applyNetwork = async (): Promise<void> => {
    const conditions = networkConditions(network);
    // Context-level offline also covers requests Playwright routes; CDP throttles this page.
    await context.setOffline(conditions.offline);
    cdp ??= await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: conditions.offline,
      latency: conditions.latency,
      downloadThroughput: conditions.downloadThroughput,
      uploadThroughput: conditions.uploadThroughput,
    });
  };

  const openPage = async (): Promise<void> => {
    page = await context.newPage();
    cdp = null;
    session?.reopen();
    foreign?.attachPage(page);
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || frame.url() === lastUrl) return;
      lastUrl = frame.url();
      // A new page's title bar shows the new document until that page sets its own title.
      session?.pageNavigated();
      titleListeners.forEach((listener) => listener());
    });
    // A fresh page is unthrottled: only other presets need the DevTools session (launch cost).
    if (network !== 'wifi') await applyNetwork();
    if (Object.values(insets).some((v) => v > 0)) {
      cdp ??= await context.newCDPSession(page);
      // Experimental in the DevTools protocol: an older Chromium without it just shows no insets.
      await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets }).catch(() => undefined);
    }
    await system.attach();
  };

  await openPage();
  if (lastUrl) {
    // Opened offline, a phone shows the browser's own offline page; that is what QA asked for.
    await page.goto(lastUrl).catch((error: unknown) => {
      if (network !== 'offline') throw error;
    });
  }

  const phone: Phone = {
    ...systemMethods(system),
    device,
    mode,
    context,
    get page() {
      return page;
    },
    bridge: session,
    wechat,
    foreign: foreign?.handle ?? null,
    bridgeLog,
    networkLog,
    shareLog,
    async title() {
      if (session?.title) return session.title;
      return page.isClosed() ? '' : page.title();
    },
    onTitleChange(listener) {
      titleListeners.add(listener);
      return () => titleListeners.delete(listener);
    },
    get closed() {
      return page.isClosed();
    },
    get network() {
      return network;
    },
    async setNetwork(preset) {
      network = preset;
      if (!page.isClosed()) await applyNetwork();
    },
    async goto(url) {
      lastUrl = resolveUrl(url);
      await page.goto(lastUrl);
    },
    async load(url) {
      await (page.isClosed() ? phone.reopen(url) : phone.goto(url));
    },
    async reopen(url) {
      if (!page.isClosed()) await page.close();
      await openPage();
      const target = url ? resolveUrl(url) : lastUrl;
      if (target) await page.goto(target);
    },
    screenshot: (path) => page.screenshot(path ? { path } : {}),
    framedScreenshot: (path) => launchedFramedScreenshot(browser, phone, path),
    // A string, not a function: see native-transport.ts on runner helpers inside the page.
    audit: () => auditPage((script) => page.evaluate(script)),
    async clearStorage() {
      await context.clearCookies();
      // A string, not a function: see native-transport.ts on runner helpers inside the page.
      await page.evaluate('localStorage.clear(); sessionStorage.clear();').catch(() => undefined);
    },
    async close() {
      system.dispose();
      connection?.dispose();
      stopNetworkLog();
      await context.close().catch(() => undefined);
      if (ownBrowser) await ownBrowser.close().catch(() => undefined);
    },
  };

  return phone;
}
