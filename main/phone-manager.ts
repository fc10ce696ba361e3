/**
 * The Electron host's PanelHost: owns the phones window and its phones, and answers the panel
 * (through the IPC gate) and the phones' chrome views.
 */
import { BaseWindow } from 'electron';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { devices, getDevice, supportsAppMode } from '../simulator/devices';
import type {
  DeviceOption,
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
} from '../simulator/panel/host-contract';
import type { IpcGate } from './ipc-gate';
import { layoutPhones } from './layout';
import type { NativeSideFactory } from './native-side';
import { resolveAppUrl } from './navigation-policy';
import { Phone } from './phone';
import { sendSimRequest } from '../simulator/panel/sim-request';
import { phoneLabel, screenshotFileName } from './screenshot-names';

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
};

export class PhoneManager implements PanelHost {
  private readonly phones = new Map<string, Phone>();
  private readonly listeners = new Set<(event: HostEvent) => void>();
  private window: BaseWindow | null = null;
  private nextSlot = 1;
  private readonly appOrigin: string;
  private readonly apiOrigin: string;

  constructor(private readonly options: PhoneManagerOptions) {
    this.appOrigin = new URL(options.appUrl).origin;
    this.apiOrigin = new URL(options.apiUrl).origin;
  }

  async getState(): Promise<HostState> {
    const deviceOptions: DeviceOption[] = devices.map((d) => ({ id: d.id, name: d.name, platform: d.platform, width: d.browserViewport.width, height: d.browserViewport.height }));
    return {
      kind: 'electron',
      capabilities: { devTools: true, screenshots: true },
      apiUrl: this.options.apiUrl,
      appUrl: this.options.appUrl,
      devices: deviceOptions,
      phones: [...this.phones.values()].map((p) => p.summary()),
    };
  }

  async openPhone(args: OpenPhoneArgs): Promise<PhoneSummary> {
    const profile = getDevice(args.deviceId);
    if (args.mode === 'app' && !supportsAppMode(profile)) throw new Error(`「${profile.name}」没有 App，只能用浏览器模式`);
    const url = this.resolve(args.url);
    const slot = this.nextSlot++;
    const id = `phone-${slot}`;
    const window = this.ensureWindow();
    const phone = new Phone(id, `persist:phone-${slot}`, { profile, mode: args.mode, network: 'wifi' }, {
      gate: this.options.gate,
      window,
      appOrigin: this.appOrigin,
      apiOrigin: this.apiOrigin,
      pcSiteOrigin: new URL(this.options.pcSiteUrl).origin,
      preloadDir: this.options.preloadDir,
      chromePageUrl: this.options.chromePageUrl,
      nativeFactory: this.options.nativeFactory,
      notify: (kind) => this.emit(kind === 'state' ? { type: 'state' } : { type: kind, phoneId: id }),
    });
    this.phones.set(id, phone);
    this.relayout();
    await phone.load(url);
    this.emit({ type: 'state' });
    return phone.summary();
  }

  async closePhone(phoneId: string): Promise<void> {
    const phone = this.phone(phoneId);
    phone.destroy();
    this.phones.delete(phoneId);
    this.relayout();
    this.emit({ type: 'state' });
  }

  async updatePhone(phoneId: string, patch: PhonePatch): Promise<PhoneSummary> {
    const phone = this.phone(phoneId);
    const profile = patch.deviceId ? getDevice(patch.deviceId) : phone.profile;
    const mode = patch.mode ?? phone.summary().mode;
    if (mode === 'app' && !supportsAppMode(profile)) throw new Error(`「${profile.name}」没有 App，只能用浏览器模式`);
    await phone.reconfigure({ profile, mode, ...(patch.network ? { network: patch.network } : {}) });
    this.relayout();
    return phone.summary();
  }

  async navigateAll(input: string): Promise<void> {
    const url = this.resolve(input);
    await Promise.all([...this.phones.values()].map((p) => p.load(url)));
  }

  async reload(phoneId: string): Promise<void> {
    this.phone(phoneId).reload();
  }

  async back(phoneId: string): Promise<void> {
    this.phone(phoneId).back();
  }

  async closePage(phoneId: string): Promise<void> {
    this.phone(phoneId).close();
  }

  async clearStorage(phoneId: string): Promise<void> {
    await this.phone(phoneId).clearStorage();
    this.emit({ type: 'network-log', phoneId });
  }

  async openDevTools(phoneId: string): Promise<void> {
    this.phone(phoneId).openDevTools();
  }

  async screenshotAll(): Promise<ScreenshotResult> {
    if (this.phones.size === 0) throw new Error('还没有打开手机');
    const dir = join(this.options.screenshotsDir, new Date().toISOString().replace(/[:.]/g, '-'));
    await mkdir(dir, { recursive: true });
    const files: string[] = [];
    for (const phone of this.phones.values()) {
      const summary = phone.summary();
      const file = join(dir, screenshotFileName(summary));
      await writeFile(file, await phone.screenshot());
      files.push(file);
    }
    return { dir, files };
  }

  async nativeLogin(phoneId: string, phone: string): Promise<NativeAccount> {
    const account = await this.phone(phoneId).nativeSide().loginAs(phone);
    this.emit({ type: 'state' });
    return account;
  }

  async nativeLogout(phoneId: string): Promise<void> {
    await this.phone(phoneId).nativeSide().logout();
    this.emit({ type: 'state' });
  }

  async answerLoginSheet(phoneId: string, answer: LoginSheetAnswer): Promise<void> {
    this.phone(phoneId).nativeSide().answerLoginSheet(answer);
  }

  async answerShareSheet(phoneId: string, answer: ShareSheetAnswer): Promise<void> {
    this.phone(phoneId).nativeSide().answerShareSheet(answer);
  }

  async bridgeLog(phoneId: string) {
    return this.phone(phoneId).bridgeLog();
  }

  async networkLog(phoneId: string) {
    return this.phone(phoneId).network.list();
  }

  simRequest(request: SimRequest): Promise<SimResponse> {
    return sendSimRequest(this.options.apiUrl, request);
  }

  /** main forwards these to the panel and the chrome views over IPC. */
  subscribe(listener: (event: HostEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A phone's raw bridge message, delivered by the gate (which established the sender's phone). */
  receiveBridgeMessage(phoneId: string, raw: unknown): void {
    this.phone(phoneId).receiveBridgeMessage(raw);
  }

  dispose(): void {
    for (const phone of this.phones.values()) phone.destroy();
    this.phones.clear();
    this.window?.destroy();
    this.window = null;
  }

  private emit(event: HostEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  private phone(phoneId: string): Phone {
    const phone = this.phones.get(phoneId);
    if (!phone) throw new Error(`没有这台手机：${phoneId}`);
    return phone;
  }

  private resolve(input: string): string {
    const url = resolveAppUrl(input, this.appOrigin, [this.appOrigin, this.apiOrigin]);
    if (!url) throw new Error('只能打开本应用的地址（如 /app/home?from=qa）');
    return url;
  }

  private ensureWindow(): BaseWindow {
    if (this.window && !this.window.isDestroyed()) return this.window;
    const window = new BaseWindow({ width: 480, height: 900, title: '手机模拟器', backgroundColor: '#1f2329' });
    window.on('closed', () => {
      // Closing the phones window closes its phones; the panel stays to open new ones.
      for (const phone of this.phones.values()) phone.destroy();
      this.phones.clear();
      this.window = null;
      this.emit({ type: 'state' });
    });
    this.window = window;
    return window;
  }

  private relayout(): void {
    if (!this.window) return;
    const phones = [...this.phones.values()];
    const { slots, width, height } = layoutPhones(phones.map((p) => p.box()));
    phones.forEach((phone, i) => {
      const slot = slots[i];
      if (slot) phone.place(slot.chrome, slot.content);
    });
    this.window.setContentSize(width, height);
    this.window.setTitle(`手机模拟器 — ${phones.map((p) => phoneLabel(p.summary())).join('　|　')}`);
  }
}
