/**
 * The Chromium host's {@link PanelHost}: the CLI's phones (Playwright contexts in one browser)
 * driven by the control panel over HTTP (simulator/panel/server-routes.ts). The panel logic is
 * simulator/hosts/panel-host.ts, shared with Electron; this file is the Playwright adapter.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright';
import {
  createInteractiveLoginSheet,
  createInteractivePaymentSheet,
  createInteractiveShareSheet,
  defaultNativePhone,
  type InteractiveSheet,
  loginSheetSucceedsAs,
  paymentSheetPays,
  shareSheetPicks,
  type LoginSheetContext,
  type LoginSheetOutcome,
  type PaymentSheetOutcome,
  type PaymentSheetRequest,
  type ShareSheetRequest,
} from '../bridge';
import type { ShareChannel } from '../../renderer/src/contracts/bridge';
import type { NetworkLogEntry, PhoneMode } from '../host-contract';
import type { AuditResult } from '../host-contract/audit';
import { launchPhone, type Phone } from './launch-phone';
import { paymentControls } from './payment-controls';
import {
  SimulatorPanelHost,
  type HostPhone,
  type NativeControls,
  type PaymentControls,
  type PhoneBridge,
  type PhoneConfig,
  type PhoneHostAdapter,
  type PhoneNotify,
} from './panel-host';
import { gatedSheet, sheetWaits, type SheetPolicy } from './sheet-policy';
import { placeWindow } from './window-layout';
import { runShellCommand } from './shell/run-command';
import { PageRecorder } from '../recorder/page-recorder';
import type { RecordingsOptions } from './panel-host';
import type { BaselineCommand, BaselineOutcome } from '../host-contract/baselines';
import { runPanelBaselines } from './panel-baselines';
import type { ShellControls } from './host-adapter';

/** Options of {@link ChromiumPanelHost}. */
export type ChromiumPanelHostOptions = {
  browser: Browser;
  apiUrl: string;
  /** Origin serving /app/ and /api-mock/. */
  webUrl: string;
  screenshotsDir: string;
  /**
   * Native login, share and payment sheets: `interactive` wait for the panel's answer, `auto` answer
   * at once (sign in as the device's default member, share to WeChat, pay), `panel` wait only while
   * {@link panelConnected} (see sheet-policy.ts).
   */
  sheets: SheetPolicy;
  /** Whether a control panel is connected now (`sheets: 'panel'`); none when omitted. */
  panelConnected?: () => boolean;
  /** Whether the browser shows windows (DevTools then opens with F12 in each). */
  headed: boolean;
  /** Headed: where the first phone window goes (right of the panel). Default 0. */
  windowsLeft?: number;
  /**
   * The bridge of a phone opened without one of its own: another app's, answered from `handlers`;
   * such a phone opens that app's pages (any http(s) URL, not only this app's origin). The CLI's
   * `--bridge` / `--handlers`; the panel may pick another per phone.
   */
  foreignBridge?: PhoneBridge;
  /** Where recordings go (default: `recordings` beside the screenshots); the CLI's `--record` file. */
  recordings?: RecordingsOptions;
};

/** What a phone keeps when it is relaunched as another device or mode: the native app's account. */
type Carried = { account?: string; defaultPhone?: string };

type Launched = {
  phone: Phone;
  loginSheet: InteractiveSheet<LoginSheetContext, LoginSheetOutcome> | null;
  shareSheet: InteractiveSheet<ShareSheetRequest, ShareChannel | null> | null;
  paymentSheet: InteractiveSheet<PaymentSheetRequest, PaymentSheetOutcome> | null;
  stops: (() => void)[];
};

/** One phone: a Playwright phone, replaced by a new context when its device or mode changes. */
export class ChromiumHostPhone implements HostPhone {
  private readonly recorders = new WeakMap<Phone, PageRecorder>();

  constructor(
    private current: Launched,
    public config: PhoneConfig,
    private readonly relaunch: (
      config: PhoneConfig,
      url: string,
      carried: Carried,
    ) => Promise<Launched>,
    private readonly options: ChromiumPanelHostOptions,
  ) {}

  /** The Playwright phone (its page, context, logs), for the CLI and tests. */
  get phone(): Phone {
    return this.current.phone;
  }
  get closed(): boolean {
    return this.phone.closed;
  }
  url(): string {
    return this.phone.page.url();
  }
  title(): Promise<string> {
    return this.phone.title();
  }
  async load(url: string): Promise<void> {
    await (this.phone.closed ? this.phone.reopen(url) : this.phone.goto(url));
  }
  async reload(): Promise<void> {
    if (this.phone.closed) await this.phone.reopen();
    else await this.phone.page.reload();
  }
  async back(): Promise<void> {
    if (!this.phone.closed) await this.phone.page.goBack();
  }
  async closePage(): Promise<void> {
    if (!this.phone.closed) await this.phone.page.close();
  }
  clearStorage(): Promise<void> {
    return this.phone.clearStorage();
  }
  async openDevTools(): Promise<void> {
    throw new Error(
      this.options.headed
        ? 'Chromium 模式下请在手机窗口里按 F12 打开开发者工具'
        : '无界面模式没有开发者工具，请去掉 --headless 重新启动',
    );
  }
  screenshot(): Promise<Buffer> {
    return this.phone.screenshot();
  }
  async reconfigure(next: PhoneConfig): Promise<void> {
    if (next.profile.id !== this.config.profile.id || next.mode !== this.config.mode) {
      // Another device or mode is another browser context (UA, metrics, transport are fixed per context).
      // Its bridge and handler table come along in `next` (panel-host.ts keeps them).
      const url = this.phone.closed
        ? `${new URL(this.options.webUrl).origin}/app/`
        : this.phone.page.url();
      // The account stays the phone's: the one signed in, and the one the login sheet offers.
      const session = this.phone.bridge;
      const account = session?.signedIn?.user.phone;
      const launched = await this.relaunch(next, url, {
        ...(account ? { account } : {}),
        ...(session ? { defaultPhone: session.defaultPhone } : {}),
      });
      await dispose(this.current);
      this.current = launched;
    } else if (next.network !== this.config.network) {
      await this.phone.setNetwork(next.network);
    }
    this.config = next;
  }
  native(): NativeControls | null {
    const session = this.phone.bridge;
    if (!session) return null;
    const { loginSheet, shareSheet } = this.current;
    return {
      account: () => session.signedIn,
      defaultPhone: () => session.defaultPhone,
      sheet: () => {
        if (loginSheet?.current()) return { kind: 'login' };
        const share = shareSheet?.current();
        return share ? { kind: 'share', payload: share.payload } : null;
      },
      loginAs: (phone) => session.loginAs(phone),
      logout: () => session.logout(),
      answerLoginSheet: (answer) => {
        const outcome: LoginSheetOutcome =
          answer.action === 'succeed' ? { action: 'login', phone: answer.phone } : answer;
        if (!loginSheet?.answer(outcome)) throw new Error('没有打开的登录面板');
      },
      answerShareSheet: (answer) => {
        if (!shareSheet?.answer(answer)) throw new Error('没有打开的分享面板');
      },
    };
  }
  payments(): PaymentControls | null {
    const source = this.phone.bridge ?? this.phone.wechat;
    return source ? paymentControls(this.current.paymentSheet, () => source.payments) : null;
  }
  shell(): ShellControls {
    const { phone } = this;
    return {
      state: () => phone.system.state(),
      run: (command) =>
        runShellCommand(phone, phone.page.viewportSize() ?? { width: 390, height: 700 }, command),
    };
  }
  recorder(): PageRecorder {
    const { phone } = this;
    let recorder = this.recorders.get(phone);
    if (!recorder) {
      recorder = new PageRecorder(phone.context, () => phone.page);
      this.recorders.set(phone, recorder);
    }
    return recorder;
  }
  bridgeLog() {
    return [...this.phone.bridgeLog.entries()];
  }
  networkLog(): NetworkLogEntry[] {
    return this.phone.networkLog.entries().map((e) => ({ ...e }));
  }
  audit(): Promise<AuditResult> {
    return this.phone.audit();
  }
  dispose(): Promise<void> {
    return dispose(this.current);
  }
}

async function dispose(launched: Launched): Promise<void> {
  // Sheets left open are answered as closed so the native session settles.
  launched.loginSheet?.answer({ action: 'cancel' });
  launched.shareSheet?.answer(null);
  launched.paymentSheet?.answer({ action: 'cancel' });
  for (const stop of launched.stops) stop();
  await launched.phone.close();
}

class ChromiumAdapter implements PhoneHostAdapter<ChromiumHostPhone> {
  readonly kind = 'chromium';
  readonly capabilities = { devTools: false, screenshots: true, foreignBridges: true };
  readonly apiUrl: string;
  readonly appUrl: string;
  readonly screenshotsDir: string;
  readonly defaultBridge: PhoneBridge | null;
  private readonly webOrigin: string;

  constructor(private readonly options: ChromiumPanelHostOptions) {
    this.defaultBridge = options.foreignBridge ?? null;
    this.webOrigin = new URL(options.webUrl).origin;
    this.apiUrl = options.apiUrl;
    this.appUrl = `${this.webOrigin}/app/`;
    this.screenshotsDir = options.screenshotsDir;
  }

  /** Where 截图基线 keeps its baselines and reports: beside the screenshots. */
  get baselinesDir(): string {
    return join(this.options.screenshotsDir, '..', 'baselines');
  }

  runBaselines(
    command: BaselineCommand,
    phones: readonly { deviceId: string; mode: PhoneMode }[],
  ): Promise<BaselineOutcome> {
    return runPanelBaselines(
      { browser: this.options.browser, dir: this.baselinesDir },
      command,
      phones,
    );
  }

  /** A path on the app's origin (`/app/home?x=1`, `home`) or a full URL on it; nothing else. */
  resolveUrl(input: string): string | null {
    const trimmed = input.trim();
    const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed)
      ? trimmed
      : trimmed.startsWith('/')
        ? `${this.webOrigin}${trimmed}`
        : `${this.webOrigin}/app/${trimmed}`;
    try {
      const url = new URL(candidate);
      return url.origin === this.webOrigin ? url.href : null;
    } catch {
      return null;
    }
  }

  async createPhone({
    id,
    config,
    url,
    notify,
  }: {
    id: string;
    config: PhoneConfig;
    url: string;
    notify: PhoneNotify;
  }): Promise<ChromiumHostPhone> {
    const relaunch = (next: PhoneConfig, at: string, carried: Carried) =>
      this.launch(id, next, at, notify, carried);
    return new ChromiumHostPhone(await relaunch(config, url, {}), config, relaunch, this.options);
  }

  /** Headed: phones side by side, in the order they were opened. */
  async arrange(phones: readonly ChromiumHostPhone[]): Promise<void> {
    if (!this.options.headed) return;
    let left = this.options.windowsLeft ?? 0;
    for (const { phone } of phones) {
      if (!phone.closed) left = await placeWindow(phone.context, phone.page, left);
    }
  }

  private async launch(
    id: string,
    config: PhoneConfig,
    url: string,
    notify: PhoneNotify,
    carried: Carried,
  ): Promise<Launched> {
    const { profile, mode, network, bridge } = config;
    const defaultPhone = carried.defaultPhone ?? defaultNativePhone(profile.id, id);
    const interactive = this.options.sheets !== 'auto' && mode === 'app';
    const loginSheet = interactive ? createInteractiveLoginSheet() : null;
    const shareSheet = interactive ? createInteractiveShareSheet() : null;
    // WeChat's browser has a payment sheet too (JSAPI), though no native app.
    const paymentSheet =
      this.options.sheets !== 'auto' && (mode === 'app' || profile.inAppBrowser === 'wechat')
        ? createInteractivePaymentSheet()
        : null;
    // Decided as each sheet opens: with no panel connected it answers as the session's default would.
    const waits = (): boolean =>
      sheetWaits(this.options.sheets, this.options.panelConnected?.() ?? false);
    const phone = await launchPhone({
      device: profile,
      mode,
      url,
      apiUrl: this.options.apiUrl,
      webUrl: this.options.webUrl,
      network,
      browser: this.options.browser,
      deviceSeed: id,
      ...(bridge ? { bridge: bridge.protocol, handlers: bridge.handlers } : {}),
      defaultNativePhone: defaultPhone,
      ...(carried.account ? { account: carried.account } : {}),
      ...(loginSheet
        ? {
            loginSheet: gatedSheet(loginSheet, waits, loginSheetSucceedsAs(defaultPhone)),
          }
        : {}),
      ...(shareSheet
        ? { shareSheet: gatedSheet(shareSheet, waits, shareSheetPicks('wechat')) }
        : {}),
      ...(paymentSheet
        ? { paymentSheet: gatedSheet(paymentSheet, waits, paymentSheetPays()) }
        : {}),
    });
    const state = (): void => notify('state');
    const stops = [
      phone.bridgeLog.subscribe(() => notify('bridge-log')),
      phone.networkLog.subscribe(() => notify('network-log')),
      phone.onTitleChange(state),
      ...(phone.bridge
        ? [
            phone.bridge.on('account', state),
            phone.bridge.on('title', state),
            phone.bridge.on('close', state),
          ]
        : []),
      ...(loginSheet ? [loginSheet.onChange(state)] : []),
      ...(shareSheet ? [shareSheet.onChange(state)] : []),
      ...(paymentSheet ? [paymentSheet.onChange(state)] : []),
      ...(phone.bridge ? [phone.bridge.on('payment', state)] : []),
      ...(phone.wechat ? [phone.wechat.on('payment', state)] : []),
      phone.system.onChange(state),
    ];
    phone.context.on('page', (page) => page.on('framenavigated', state));
    phone.page.on('framenavigated', state);
    return { phone, loginSheet, shareSheet, paymentSheet, stops };
  }
}

export class ChromiumPanelHost extends SimulatorPanelHost<ChromiumHostPhone> {
  /** Where 截图基线 keeps its baselines and reports (served to the panel by screen-routes.ts). */
  readonly baselinesDir: string;

  constructor(options: ChromiumPanelHostOptions) {
    const adapter = new ChromiumAdapter(options);
    super(adapter, options.recordings);
    this.baselinesDir = adapter.baselinesDir;
  }

  /** The Playwright phones, in the order they were opened. */
  phones(): Phone[] {
    return this.all().map((p) => p.phone);
  }
}
