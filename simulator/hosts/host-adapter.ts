/**
 * What a host supplies to the one PanelHost (panel-host.ts): its phones and where their windows
 * go. Electron's adapter is main/phone-manager.ts, Playwright's chromium-panel-host.ts.
 */
import type {
  BridgeLogEntry,
  HostCapabilities,
  HostState,
  LoginSheetAnswer,
  NativeAccount,
  NetworkLogEntry,
  NetworkPreset,
  PaymentRecord,
  PaymentSheetAnswer,
  PendingSheet,
  PhoneMode,
  ShareSheetAnswer,
} from '../host-contract';
import type { AuditResult } from '../host-contract/audit';
import type { ShellCommand, ShellState } from '../host-contract/shell';
import type { PhoneRecorder } from '../recorder/host-recordings';
import type { BaselineCommand, BaselineOutcome } from '../host-contract/baselines';
import type { DeviceProfile } from '../devices';
import type { ForeignProtocol, HandlerTable } from '../bridge/protocols/types';

/** Another app's bridge on one phone, and how its methods are answered. */
export type PhoneBridge = { protocol: ForeignProtocol; handlers: HandlerTable };

/**
 * A phone's device, mode and network: what QA picks. `bridge`: the phone speaks another app's
 * bridge (absent: this app's own); it stays when the device or mode changes.
 */
export type PhoneConfig = {
  profile: DeviceProfile;
  mode: PhoneMode;
  network: NetworkPreset;
  bridge?: PhoneBridge;
};

/** The native app of a phone in app mode, as QA drives it. */
export interface NativeControls {
  account(): NativeAccount | null;
  defaultPhone(): string;
  sheet(): PendingSheet | null;
  loginAs(phone: string): Promise<NativeAccount>;
  logout(): Promise<void>;
  /** @throws Error 没有打开的登录面板 */
  answerLoginSheet(answer: LoginSheetAnswer): void;
  /** @throws Error 没有打开的分享面板 */
  answerShareSheet(answer: ShareSheetAnswer): void;
}

/**
 * A phone's payment sheets: the native app's (app mode: Apple, WeChat Pay and Alipay SDKs) or
 * WeChat's browser (JSAPI).
 */
export interface PaymentControls {
  /** The open payment sheet, or null. */
  sheet(): PendingSheet | null;
  /** @throws Error 没有打开的支付面板 */
  answer(answer: PaymentSheetAnswer): void;
  log(): PaymentRecord[];
}

/** The phone's system around the page (simulator/hosts/shell). */
export interface ShellControls {
  state(): ShellState;
  run(command: ShellCommand): Promise<void>;
}

/** One phone as a host runs it. */
export interface HostPhone {
  readonly config: PhoneConfig;
  /** closePage was called (or the page closed): gone until reloaded. */
  readonly closed: boolean;
  url(): string;
  /** The native title bar's title (setTitle), else the document title. */
  title(): Promise<string>;
  /** Opens `url` (reopening a closed page). @throws Error when the page cannot load. */
  load(url: string): Promise<void>;
  reload(): Promise<void>;
  back(): Promise<void>;
  closePage(): Promise<void>;
  clearStorage(): Promise<void>;
  openDevTools(): Promise<void>;
  screenshot(): Promise<Buffer>;
  /** Another device, mode or network; the phone keeps its id and storage where the host can. */
  reconfigure(next: PhoneConfig): Promise<void>;
  /** App mode's native app; null in the browser. */
  native(): NativeControls | null;
  /** Its payment sheets; null (or absent) where it has none. */
  payments?(): PaymentControls | null;
  /** Its system (lifecycle, links, prompts, gestures, appearance); absent where the host has none. */
  shell?(): ShellControls;
  /** Its page's taps and typing for a recording (simulator/recorder); absent where the host has none. */
  recorder?(): PhoneRecorder;
  bridgeLog(): BridgeLogEntry[];
  networkLog(): NetworkLogEntry[];
  /** axe-core on the page it shows now. */
  audit(): Promise<AuditResult>;
  dispose(): Promise<void>;
}

/** What a phone tells the host: something about it changed. */
export type PhoneNotify = (kind: 'state' | 'bridge-log' | 'network-log') => void;

/** The host-specific part. */
export interface PhoneHostAdapter<P extends HostPhone> {
  readonly kind: HostState['kind'];
  readonly capabilities: HostCapabilities;
  readonly apiUrl: string;
  /** Origin + /app/ of the app the phones load. */
  readonly appUrl: string;
  /** Screenshots go into a new folder under it, one per 截图. */
  readonly screenshotsDir: string;
  /**
   * A path or URL QA typed, resolved on the app's origin; null when it would leave the app's
   * origin (a phone on another app's bridge may open any http(s) URL besides: panel-host.ts).
   */
  resolveUrl(input: string): string | null;
  /** The bridge of a phone opened without one (the CLI's `--bridge`); null or absent: this app's own. */
  readonly defaultBridge?: PhoneBridge | null;
  /** Creates a phone showing `url` (a phone opened offline shows the browser's offline page). */
  createPhone(spec: {
    id: string;
    slot: number;
    config: PhoneConfig;
    url: string;
    notify: PhoneNotify;
  }): Promise<P>;
  /** Lays the phones out (in the order they were opened). */
  arrange(phones: readonly P[]): Promise<void> | void;
  /** 截图基线 for these devices and modes; absent where the host has no browser of its own to take them. */
  runBaselines?(
    command: BaselineCommand,
    phones: readonly { deviceId: string; mode: PhoneMode }[],
  ): Promise<BaselineOutcome>;
}
