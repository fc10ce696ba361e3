/**
 * The Chromium host's {@link PanelHost}: the CLI's phones (Playwright contexts in one browser)
 * driven by the control panel over HTTP (simulator/panel/server-routes.ts), as Electron's phone
 * manager is over IPC.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { createInteractiveLoginSheet, createInteractiveShareSheet, Emitter, type InteractiveSheet, type LoginSheetContext, type LoginSheetOutcome, type ShareSheetRequest } from '../bridge';
import type { ShareChannel } from '../../renderer/src/contracts/bridge';
import { devices, getDevice, supportsAppMode, type PhoneMode } from '../devices';
import type {
  HostEvent,
  HostState,
  LoginSheetAnswer,
  NativeAccount,
  OpenPhoneArgs,
  PanelHost,
  PhonePatch,
  PhoneSummary,
  ScreenshotResult,
  ShareSheetAnswer,
  SimRequest,
  SimResponse,
} from '../panel/host-contract';
import { launchPhone, type Phone } from './launch-phone';
import type { NetworkPreset } from './network-presets';
import { placeWindow } from './window-layout';
import { sendSimRequest } from '../panel/sim-request';

/** Options of {@link ChromiumPanelHost}. */
export type ChromiumPanelHostOptions = {
  browser: Browser;
  apiUrl: string;
  /** Origin serving /app/ and /api-mock/. */
  webUrl: string;
  screenshotsDir: string;
  /**
   * `interactive`: native login and share sheets wait for the panel's answer (headed use).
   * `auto`: they answer at once (sign in as the device's default member, share to WeChat).
   */
  sheets: 'interactive' | 'auto';
  /** Whether the browser shows windows (DevTools then opens with F12 in each). */
  headed: boolean;
  /** Headed: where the first phone window goes (right of the panel). Default 0. */
  windowsLeft?: number;
};

type Slot = {
  id: string;
  phone: Phone;
  network: NetworkPreset;
  loginSheet: InteractiveSheet<LoginSheetContext, LoginSheetOutcome> | null;
  shareSheet: InteractiveSheet<ShareSheetRequest, ShareChannel | null> | null;
  stops: (() => void)[];
};

export class ChromiumPanelHost implements PanelHost {
  private readonly slots = new Map<string, Slot>();
  private readonly events = new Emitter<{ event: HostEvent }>();
  private nextSlot = 1;
  private readonly webOrigin: string;

  constructor(private readonly options: ChromiumPanelHostOptions) {
    this.webOrigin = new URL(options.webUrl).origin;
  }

  /** The phones, in the order they were opened. */
  phones(): Phone[] {
    return [...this.slots.values()].map((s) => s.phone);
  }

  async getState(): Promise<HostState> {
    return {
      kind: 'chromium',
      capabilities: { devTools: false, screenshots: true },
      apiUrl: this.options.apiUrl,
      appUrl: `${this.webOrigin}/app/`,
      devices: devices.map((d) => ({ id: d.id, name: d.name, platform: d.platform, width: d.browserViewport.width, height: d.browserViewport.height })),
      phones: await Promise.all([...this.slots.values()].map((s) => this.summary(s))),
    };
  }

  async openPhone(args: OpenPhoneArgs): Promise<PhoneSummary> {
    const url = this.resolve(args.url);
    const device = getDevice(args.deviceId);
    if (args.mode === 'app' && !supportsAppMode(device)) throw new Error(`「${device.name}」没有 App，只能用浏览器模式`);
    // Numbered only once it is sure to open: QA's phone-1, phone-2 … have no gaps.
    const id = `phone-${this.nextSlot++}`;
    const slot = await this.launch(id, args.deviceId, args.mode, url, 'wifi');
    this.slots.set(id, slot);
    await this.arrangeWindows();
    this.emit({ type: 'state' });
    return this.summary(slot);
  }

  async closePhone(phoneId: string): Promise<void> {
    const slot = this.slot(phoneId);
    this.slots.delete(phoneId);
    await this.dispose(slot);
    this.emit({ type: 'state' });
  }

  async updatePhone(phoneId: string, patch: PhonePatch): Promise<PhoneSummary> {
    const slot = this.slot(phoneId);
    const deviceId = patch.deviceId ?? slot.phone.device.id;
    const mode = patch.mode ?? slot.phone.mode;
    const network = patch.network ?? slot.network;
    if (deviceId !== slot.phone.device.id || mode !== slot.phone.mode) {
      // Another device or mode is another browser context (UA, metrics, transport are fixed per context).
      const url = slot.phone.closed ? `${this.webOrigin}/app/` : slot.phone.page.url();
      const next = await this.launch(phoneId, deviceId, mode, url, network);
      await this.dispose(slot);
      this.slots.set(phoneId, next);
      await this.arrangeWindows();
    } else if (network !== slot.network) {
      slot.network = network;
      await slot.phone.setNetwork(network);
    }
    this.emit({ type: 'state' });
    return this.summary(this.slot(phoneId));
  }

  async navigateAll(url: string): Promise<void> {
    const target = this.resolve(url);
    await Promise.all([...this.slots.values()].map((s) => (s.phone.closed ? s.phone.reopen(target) : s.phone.goto(target))));
    this.emit({ type: 'state' });
  }

  async reload(phoneId: string): Promise<void> {
    const { phone } = this.slot(phoneId);
    if (phone.closed) await phone.reopen();
    else await phone.page.reload();
    this.emit({ type: 'state' });
  }

  async back(phoneId: string): Promise<void> {
    const { phone } = this.slot(phoneId);
    if (!phone.closed) await phone.page.goBack();
    this.emit({ type: 'state' });
  }

  async closePage(phoneId: string): Promise<void> {
    const { phone } = this.slot(phoneId);
    if (!phone.closed) await phone.page.close();
    this.emit({ type: 'state' });
  }

  async clearStorage(phoneId: string): Promise<void> {
    await this.slot(phoneId).phone.clearStorage();
  }

  async openDevTools(): Promise<void> {
    throw new Error(this.options.headed ? 'Chromium 模式下请在手机窗口里按 F12 打开开发者工具' : '无界面模式没有开发者工具，请去掉 --headless 重新启动');
  }

  async screenshotAll(): Promise<ScreenshotResult> {
    if (this.slots.size === 0) throw new Error('还没有打开手机');
    const dir = join(this.options.screenshotsDir, new Date().toISOString().replace(/[:.]/g, '-'));
    await mkdir(dir, { recursive: true });
    const files: string[] = [];
    for (const slot of this.slots.values()) {
      if (slot.phone.closed) continue;
      const file = join(dir, `${slot.id}-${slot.phone.device.id}-${slot.phone.mode}.png`);
      await writeFile(file, await slot.phone.screenshot());
      files.push(file);
    }
    return { dir, files };
  }

  async nativeLogin(phoneId: string, phone: string): Promise<NativeAccount> {
    const session = this.native(phoneId);
    await session.loginAs(phone);
    const account = this.account(this.slot(phoneId));
    if (!account) throw new Error('登录失败，请稍后重试');
    this.emit({ type: 'state' });
    return account;
  }

  async nativeLogout(phoneId: string): Promise<void> {
    await this.native(phoneId).logout();
    this.emit({ type: 'state' });
  }

  async answerLoginSheet(phoneId: string, answer: LoginSheetAnswer): Promise<void> {
    const sheet = this.slot(phoneId).loginSheet;
    const outcome: LoginSheetOutcome = answer.action === 'succeed' ? { action: 'login', phone: answer.phone } : answer;
    if (!sheet?.answer(outcome)) throw new Error('没有打开的登录面板');
  }

  async answerShareSheet(phoneId: string, answer: ShareSheetAnswer): Promise<void> {
    const sheet = this.slot(phoneId).shareSheet;
    if (!sheet?.answer(answer)) throw new Error('没有打开的分享面板');
  }

  async bridgeLog(phoneId: string) {
    return [...this.slot(phoneId).phone.bridgeLog.entries()];
  }

  async networkLog(phoneId: string) {
    return this.slot(phoneId).phone.networkLog.entries().map((e) => ({ ...e }));
  }

  simRequest(request: SimRequest): Promise<SimResponse> {
    return sendSimRequest(this.options.apiUrl, request);
  }

  subscribe(listener: (event: HostEvent) => void): () => void {
    return this.events.on('event', listener);
  }

  /** Closes every phone (not the browser, which the caller owns). */
  async closeAll(): Promise<void> {
    const slots = [...this.slots.values()];
    this.slots.clear();
    await Promise.all(slots.map((s) => this.dispose(s)));
  }

  /** Headed: phones side by side, in the order they were opened. */
  private async arrangeWindows(): Promise<void> {
    let left = this.options.windowsLeft ?? 0;
    if (!this.options.headed) return;
    for (const { phone } of this.slots.values()) {
      if (!phone.closed) left = await placeWindow(phone.context, phone.page, left);
    }
  }

  private emit(event: HostEvent): void {
    this.events.emit('event', event);
  }

  private async launch(id: string, deviceId: string, mode: PhoneMode, url: string, network: NetworkPreset): Promise<Slot> {
    const device = getDevice(deviceId);
    if (mode === 'app' && !supportsAppMode(device)) throw new Error(`「${device.name}」没有 App，只能用浏览器模式`);
    const interactive = this.options.sheets === 'interactive' && mode === 'app';
    const loginSheet = interactive ? createInteractiveLoginSheet() : null;
    const shareSheet = interactive ? createInteractiveShareSheet() : null;
    const phone = await launchPhone({
      device,
      mode,
      url,
      apiUrl: this.options.apiUrl,
      webUrl: this.options.webUrl,
      network,
      browser: this.options.browser,
      deviceSeed: id,
      ...(loginSheet ? { loginSheet: loginSheet.open } : {}),
      ...(shareSheet ? { shareSheet: shareSheet.open } : {}),
    });
    const state = (): void => this.emit({ type: 'state' });
    const stops = [
      phone.bridgeLog.subscribe(() => this.emit({ type: 'bridge-log', phoneId: id })),
      phone.networkLog.subscribe(() => this.emit({ type: 'network-log', phoneId: id })),
      ...(phone.bridge ? [phone.bridge.on('account', state), phone.bridge.on('title', state), phone.bridge.on('close', state)] : []),
      ...(loginSheet ? [loginSheet.onChange(state)] : []),
      ...(shareSheet ? [shareSheet.onChange(state)] : []),
    ];
    phone.context.on('page', (page) => page.on('framenavigated', state));
    phone.page.on('framenavigated', state);
    return { id, phone, network, loginSheet, shareSheet, stops };
  }

  private async dispose(slot: Slot): Promise<void> {
    // Sheets left open are answered as closed so the native session settles.
    slot.loginSheet?.answer({ action: 'cancel' });
    slot.shareSheet?.answer(null);
    for (const stop of slot.stops) stop();
    await slot.phone.close();
  }

  private slot(phoneId: string): Slot {
    const slot = this.slots.get(phoneId);
    if (!slot) throw new Error(`没有这台手机：${phoneId}`);
    return slot;
  }

  private native(phoneId: string) {
    const { phone } = this.slot(phoneId);
    if (!phone.bridge) throw new Error('浏览器模式没有原生 App');
    return phone.bridge;
  }

  private account(slot: Slot): NativeAccount | null {
    const session = slot.phone.bridge;
    if (!session?.token || !session.user) return null;
    return { phone: session.user.phone, nickname: session.user.nickname, token: session.token };
  }

  private async summary(slot: Slot): Promise<PhoneSummary> {
    const { phone } = slot;
    const share = slot.shareSheet?.current();
    return {
      id: slot.id,
      deviceId: phone.device.id,
      deviceName: phone.device.name,
      platform: phone.device.platform,
      mode: phone.mode,
      network: slot.network,
      url: phone.closed ? '' : phone.page.url(),
      title: await phone.title().catch(() => ''),
      account: this.account(slot),
      sheet: slot.loginSheet?.current() ? { kind: 'login' } : share ? { kind: 'share', payload: share.payload } : null,
      closed: phone.closed,
    };
  }

  /** A path on the app's origin (`/app/home?x=1`, `home`) or a full URL on it; nothing else. */
  private resolve(input: string): string {
    const trimmed = input.trim();
    const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : trimmed.startsWith('/') ? `${this.webOrigin}${trimmed}` : `${this.webOrigin}/app/${trimmed}`;
    let url: URL;
    try {
      url = new URL(candidate);
    } catch {
      throw new Error('只能打开本应用的地址（如 /app/home?from=qa）');
    }
    if (url.origin !== this.webOrigin) throw new Error('只能打开本应用的地址（如 /app/home?from=qa）');
    return url.href;
  }
}
