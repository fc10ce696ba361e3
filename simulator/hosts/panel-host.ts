/**
 * The one {@link PanelHost}: what the control panel asks of a simulator, over a small adapter per
 * host (Electron's views in main/, Playwright contexts in chromium-panel-host.ts). Numbering,
 * checks, URL resolution, events, screenshots, native accounts and 全部前往's per-phone report live
 * here once; an adapter only creates phones and places their windows.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  BridgeLogEntry,
  HostEvent,
  HostState,
  LoginSheetAnswer,
  NativeAccount,
  NavigateOutcome,
  NetworkLogEntry,
  NetworkPreset,
  OpenPhoneArgs,
  PaymentRecord,
  PaymentSheetAnswer,
  PanelHost,
  PhoneMode,
  PhonePatch,
  PhoneSummary,
  ScreenshotResult,
  ShareSheetAnswer,
  SimRequest,
  SimResponse,
} from '../host-contract';
import type { AuditResult } from '../host-contract/audit';
import type { ShellCommand } from '../host-contract/shell';
import type {
  RecordCommand,
  RecordingResult,
  ReplayCommand,
  ReplayResult,
} from '../host-contract/recording';
import type { MirrorCommand } from '../host-contract/mirror';
import type { BaselineCommand, BaselineOutcome } from '../host-contract/baselines';
import { QaSessions, type RecordingsOptions } from './qa-sessions';
import { devices, getDevice, supportsAppMode, type DeviceProfile } from '../devices';
import type { HostPhone, NativeControls, PhoneHostAdapter, PhoneNotify } from './host-adapter';
import { Emitter } from '../bridge/emitter';
import { navigationFailureMessage } from './navigation-failure';
import { phoneLabel, screenshotFileName } from './phone-names';
import { sendSimRequest } from './sim-request';
import { summarize } from './phone-summary';
import { assertBridgeFits, choosePhoneBridge, webPageUrl } from './phone-bridge';

export type {
  HostPhone,
  PhoneBridge,
  NativeControls,
  PaymentControls,
  PhoneConfig,
  PhoneHostAdapter,
  PhoneNotify,
} from './host-adapter';

const NOT_APP_URL = '只能打开本应用的地址（如 /app/home?from=qa）';
const NOT_WEB_URL = '请输入完整的网页地址（http:// 或 https://）或本应用的地址';

export type { RecordingsOptions } from './qa-sessions';

export class SimulatorPanelHost<P extends HostPhone> implements PanelHost {
  private readonly slots = new Map<string, P>();
  private readonly events = new Emitter<{ event: HostEvent }>();
  private nextSlot = 1;
  private readonly sessions: QaSessions<P>;

  constructor(
    protected readonly adapter: PhoneHostAdapter<P>,
    recordings: RecordingsOptions = {},
  ) {
    this.sessions = new QaSessions({
      phones: () => [...this.slots.entries()],
      phone: (phoneId) => this.phone(phoneId),
      appOrigin: new URL(adapter.appUrl).origin,
      screenshotsDir: adapter.screenshotsDir,
      recordings,
      changed: () => this.emit({ type: 'state' }),
      load: (phoneId, url) => this.phone(phoneId).load(url),
    });
  }

  /** The phones, in the order they were opened. */
  protected all(): P[] {
    return [...this.slots.values()];
  }

  async getState(): Promise<HostState> {
    return {
      kind: this.adapter.kind,
      capabilities: this.adapter.capabilities,
      apiUrl: this.adapter.apiUrl,
      appUrl: this.adapter.appUrl,
      devices: devices.map((d) => ({
        id: d.id,
        name: d.name,
        platform: d.platform,
        width: d.screen.width,
        height: d.screen.height,
        pixelRatio: d.deviceScaleFactor,
      })),
      phones: await Promise.all(
        [...this.slots.entries()].map(([id, phone]) =>
          summarize(id, phone, this.sessions.status(id)),
        ),
      ),
      defaultBridge: this.adapter.defaultBridge?.protocol ?? 'tax',
      mirroring: this.sessions.mirroring,
    };
  }

  async openPhone(args: OpenPhoneArgs): Promise<PhoneSummary> {
    const profile = getDevice(args.deviceId);
    assertModeFits(profile, args.mode);
    const bridge = choosePhoneBridge(
      args,
      {
        foreignBridges: this.adapter.capabilities.foreignBridges,
        defaultBridge: this.adapter.defaultBridge ?? null,
      },
      profile,
      args.mode,
    );
    const url = this.resolve(args.url, bridge !== null);
    // Numbered once it is sure to open: QA's phone-1, phone-2 … have no gaps.
    const slot = this.nextSlot;
    const id = `phone-${slot}`;
    const notify: PhoneNotify = (kind) =>
      this.emit(kind === 'state' ? { type: 'state' } : { type: kind, phoneId: id });
    const phone = await inChinese(
      this.adapter.createPhone({
        id,
        slot,
        config: { profile, mode: args.mode, network: 'wifi', ...(bridge ? { bridge } : {}) },
        url,
        notify,
      }),
      'wifi',
    );
    this.nextSlot += 1;
    this.slots.set(id, phone);
    await this.adapter.arrange(this.all());
    await this.sessions.phoneOpened(id);
    this.emit({ type: 'state' });
    return summarize(id, phone);
  }

  async closePhone(phoneId: string): Promise<void> {
    const phone = this.phone(phoneId);
    await this.sessions.phoneClosing(phoneId);
    this.slots.delete(phoneId);
    await phone.dispose();
    await this.adapter.arrange(this.all());
    this.emit({ type: 'state' });
  }

  async updatePhone(phoneId: string, patch: PhonePatch): Promise<PhoneSummary> {
    const phone = this.phone(phoneId);
    const profile = patch.deviceId ? getDevice(patch.deviceId) : phone.config.profile;
    const mode = patch.mode ?? phone.config.mode;
    assertModeFits(profile, mode);
    const switching = profile !== phone.config.profile || mode !== phone.config.mode;
    if (switching) this.sessions.assertCanSwitch(phoneId);
    // The phone keeps its bridge on another device or mode, where that bridge can run.
    const { bridge } = phone.config;
    assertBridgeFits(bridge, profile, mode);
    await phone.reconfigure({
      profile,
      mode,
      network: patch.network ?? phone.config.network,
      ...(bridge ? { bridge } : {}),
    });
    if (switching) await this.sessions.phoneSwitched(phoneId);
    await this.adapter.arrange(this.all());
    this.emit({ type: 'state' });
    return summarize(phoneId, phone);
  }

  async navigateAll(input: string): Promise<NavigateOutcome[]> {
    // Refused at once when no phone may open it; else each phone by its own rule.
    if (!this.adapter.resolveUrl(input) && !this.all().some((p) => p.config.bridge))
      throw new Error(NOT_APP_URL);
    const outcomes = await Promise.all(
      [...this.slots.entries()].map(async ([phoneId, phone]): Promise<NavigateOutcome> => {
        const label = phoneLabel({
          deviceName: phone.config.profile.name,
          mode: phone.config.mode,
        });
        try {
          await phone.load(this.resolve(input, phone.config.bridge !== undefined));
          return { phoneId, label, error: null };
        } catch (error) {
          return { phoneId, label, error: navigationFailureMessage(error, phone.config.network) };
        }
      }),
    );
    this.emit({ type: 'state' });
    return outcomes;
  }

  async navigate(phoneId: string, input: string): Promise<void> {
    const phone = this.phone(phoneId);
    const url = this.resolve(input, phone.config.bridge !== undefined);
    await inChinese(phone.load(url), phone.config.network);
    this.sessions.afterNavigate(phoneId, url);
    this.emit({ type: 'state' });
  }

  async reload(phoneId: string): Promise<void> {
    const phone = this.phone(phoneId);
    await inChinese(phone.reload(), phone.config.network);
    this.emit({ type: 'state' });
  }

  async back(phoneId: string): Promise<void> {
    const phone = this.phone(phoneId);
    await inChinese(phone.back(), phone.config.network);
    this.emit({ type: 'state' });
  }

  async closePage(phoneId: string): Promise<void> {
    await this.phone(phoneId).closePage();
    this.emit({ type: 'state' });
  }

  async clearStorage(phoneId: string): Promise<void> {
    await this.phone(phoneId).clearStorage();
    this.emit({ type: 'network-log', phoneId });
  }

  async openDevTools(phoneId: string): Promise<void> {
    await this.phone(phoneId).openDevTools();
  }

  async screenshotAll(): Promise<ScreenshotResult> {
    if (this.slots.size === 0) throw new Error('还没有打开手机');
    const dir = join(this.adapter.screenshotsDir, new Date().toISOString().replace(/[:.]/g, '-'));
    await mkdir(dir, { recursive: true });
    const files: string[] = [];
    for (const [id, phone] of this.slots) {
      if (phone.closed) continue;
      const file = join(
        dir,
        screenshotFileName({ id, deviceId: phone.config.profile.id, mode: phone.config.mode }),
      );
      await writeFile(file, await phone.screenshot());
      files.push(file);
    }
    return { dir, files };
  }

  async nativeLogin(phoneId: string, phone: string): Promise<NativeAccount> {
    const account = await this.native(phoneId).loginAs(phone);
    this.emit({ type: 'state' });
    return account;
  }

  async nativeLogout(phoneId: string): Promise<void> {
    await this.native(phoneId).logout();
    this.emit({ type: 'state' });
  }

  async answerLoginSheet(phoneId: string, answer: LoginSheetAnswer): Promise<void> {
    const native = this.native(phoneId);
    native.answerLoginSheet(answer);
    this.sessions.afterLoginSheet(phoneId, answer, native.defaultPhone());
  }

  async answerShareSheet(phoneId: string, answer: ShareSheetAnswer): Promise<void> {
    this.native(phoneId).answerShareSheet(answer);
    this.sessions.afterShareSheet(phoneId, answer);
  }

  async answerPaymentSheet(phoneId: string, answer: PaymentSheetAnswer): Promise<void> {
    const payments = this.phone(phoneId).payments?.();
    if (!payments) throw new Error('该手机没有原生支付（请用 App 模式或微信浏览器）');
    payments.answer(answer);
    this.sessions.afterPaymentSheet(phoneId, answer);
  }

  async paymentLog(phoneId: string): Promise<PaymentRecord[]> {
    return this.phone(phoneId).payments?.()?.log() ?? [];
  }

  async bridgeLog(phoneId: string): Promise<BridgeLogEntry[]> {
    return this.phone(phoneId).bridgeLog();
  }

  async networkLog(phoneId: string): Promise<NetworkLogEntry[]> {
    return this.phone(phoneId).networkLog();
  }

  audit(phoneId: string): Promise<AuditResult> {
    return this.phone(phoneId).audit();
  }

  async simRequest(request: SimRequest): Promise<SimResponse> {
    const response = await sendSimRequest(this.adapter.apiUrl, request);
    this.sessions.afterSimRequest(request, response.status);
    return response;
  }

  async shell(phoneId: string, command: ShellCommand): Promise<void> {
    const shell = this.phone(phoneId).shell?.();
    if (!shell)
      throw new Error('这个模拟器还不能模拟系统操作，请用 Chromium 模拟器（npm run sim）');
    await shell.run(command);
    this.emit({ type: 'state' });
  }

  record(phoneId: string, command: RecordCommand): Promise<RecordingResult | null> {
    this.phone(phoneId);
    return this.sessions.record(phoneId, command);
  }

  replay(command: ReplayCommand): Promise<ReplayResult[]> {
    return this.sessions.replay(command);
  }

  baselines(command: BaselineCommand): Promise<BaselineOutcome> {
    const run = this.adapter.runBaselines;
    if (!run) throw new Error('这个模拟器还不能对比截图基线，请用 Chromium 模拟器（npm run sim）');
    const phones = command.phoneId ? [this.phone(command.phoneId)] : this.all();
    return run.call(
      this.adapter,
      command,
      phones.map((p) => ({ deviceId: p.config.profile.id, mode: p.config.mode })),
    );
  }

  mirror(command: MirrorCommand): Promise<void> {
    if (command.action === 'include') this.phone(command.phoneId);
    return this.sessions.mirrorCommand(command);
  }

  /** Writes what is still recording (the simulator is closing). */
  stopRecordings(): Promise<RecordingResult[]> {
    return this.sessions.stopRecordings();
  }

  /** Returns the unsubscribe function. */
  subscribe(listener: (event: HostEvent) => void): () => void {
    return this.events.on('event', listener);
  }

  /** Closes every phone. */
  async closeAll(): Promise<void> {
    const phones = this.all();
    this.slots.clear();
    await Promise.all(phones.map((p) => p.dispose()));
    this.emit({ type: 'state' });
  }

  /** A phone by id. @throws Error 没有这台手机 */
  protected phone(phoneId: string): P {
    const phone = this.slots.get(phoneId);
    if (!phone) throw new Error(`没有这台手机：${phoneId}`);
    return phone;
  }

  private native(phoneId: string): NativeControls {
    const native = this.phone(phoneId).native();
    if (!native) throw new Error('该手机处于浏览器模式，没有原生 App');
    return native;
  }

  private emit(event: HostEvent): void {
    this.events.emit('event', event);
  }

  /** This app's origin; for a phone on another app's bridge (`foreign`) any http(s) URL too. */
  private resolve(input: string, foreign: boolean): string {
    const url = this.adapter.resolveUrl(input) ?? (foreign ? webPageUrl(input) : null);
    if (!url) throw new Error(foreign ? NOT_WEB_URL : NOT_APP_URL);
    return url;
  }
}

/** A page load's failure as QA reads it (the panel shows the message as is). */
async function inChinese<T>(loading: Promise<T>, network: NetworkPreset): Promise<T> {
  try {
    return await loading;
  } catch (error) {
    throw new Error(navigationFailureMessage(error, network));
  }
}

function assertModeFits(profile: DeviceProfile, mode: PhoneMode): void {
  if (mode === 'app' && !supportsAppMode(profile))
    throw new Error(`「${profile.name}」没有 App，只能用浏览器模式`);
}
