/**
 * The host contract: what the control panel asks of a simulator host, whichever host it is.
 *
 * One interface, {@link PanelHost}, implemented once (simulator/hosts/panel-host.ts) over a small
 * adapter per host:
 * - Electron: main's phone manager; the panel preload exposes it over the IPC gate.
 * - Chromium CLI: simulator/hosts/chromium-panel-host.ts; simulator/panel/server-routes.ts serves it
 *   over HTTP (+ server-sent events) and simulator/panel/http-panel-host.ts is the panel's client.
 *
 * Arguments crossing a process boundary are parsed with the zod schemas below, on the IPC gate and
 * in the HTTP routes alike. Each type derives from its one original (devices, network presets, the
 * bridge contract and log, the native session); this module only gathers them. Pure types,
 * constants and schemas: main, preloads, the CLI and the panel import it.
 */
import { z } from 'zod';
import { shareChannelSchema, type SharePayload } from '../../renderer/src/contracts/bridge';
import type { BridgeLogEntry } from '../bridge/bridge-log';
import { toHandlerTable } from '../bridge/protocols/handler-table';
import { BRIDGE_PROTOCOLS, type BridgeProtocol } from '../bridge/protocols/types';
import type { NativeAccount } from '../bridge/native-session';
import type { PaymentRecord } from '../bridge/payment-provider';
import type { PaymentKind } from '../bridge/sheets';
import {
  PHONE_MODES,
  type DeviceProfile,
  type DevicePlatform,
  type PhoneMode,
  type Size,
} from '../devices/types';
import { NETWORK_PRESET_NAMES, type NetworkPreset } from '../hosts/network-presets';

import type { AuditResult } from './audit';
import { shellCommandSchema, type ShellCommand, type ShellState } from './shell';
import { mirrorCommandSchema, type MirrorCommand, type MirrorStatus } from './mirror';
import { baselineCommandSchema, type BaselineCommand, type BaselineOutcome } from './baselines';
import {
  recordCommandSchema,
  replayCommandSchema,
  type RecordCommand,
  type RecordingResult,
  type RecordingStatus,
  type ReplayCommand,
  type ReplayResult,
} from './recording';
export type { BridgeLogEntry } from '../bridge/bridge-log';
export { BRIDGE_PROTOCOLS, type BridgeProtocol } from '../bridge/protocols/types';
export type { NativeAccount } from '../bridge/native-session';
export type { PaymentRecord } from '../bridge/payment-provider';
export type { PhoneMode } from '../devices/types';
export { NETWORK_LABELS, type NetworkPreset } from '../hosts/network-presets';

/** Browser mode: the phone's browser, no bridge. App mode: the native app's web view with the bridge. */
export const phoneModeSchema = z.enum(PHONE_MODES);

/** The network presets of simulator/hosts/network-presets (both hosts apply the same conditions). */
export const networkPresetSchema = z.enum(NETWORK_PRESET_NAMES);

/** The bridge contract's share channels, as QA picks one on the native share sheet. */
export const shareChannelChoiceSchema = z.enum(shareChannelSchema.options);

/**
 * A device the panel can offer in its picker: its screen in CSS points (the device's, not the
 * browser's viewport, which its bars make smaller) and its pixel ratio.
 */
export type DeviceOption = Pick<DeviceProfile, 'id' | 'name' | 'platform'> &
  Size & { pixelRatio: number };

/** A native sheet waiting for QA (or a script) to answer it. */
export type PendingSheet =
  | { kind: 'login' }
  | { kind: 'share'; payload: SharePayload }
  | { kind: 'payment'; payment: PendingPayment };

/** What a native payment sheet shows (Apple's, WeChat Pay's or Alipay's; see simulator/bridge/sheets). */
export type PendingPayment = {
  kind: PaymentKind;
  orderNo: string;
  productId: string | null;
  amountCents: number | null;
  goodsTitle: string | null;
};

export type PhoneSummary = {
  id: string;
  deviceId: string;
  deviceName: string;
  platform: DevicePlatform;
  mode: PhoneMode;
  network: NetworkPreset;
  url: string;
  /** The native title bar's title (bridge setTitle), else the document title. */
  title: string;
  account: NativeAccount | null;
  /** App mode: the number the native login sheet offers (and signs in with when it answers by itself). */
  defaultNativePhone: string | null;
  sheet: PendingSheet | null;
  /** closePage was called: the native page is gone until reloaded. */
  closed: boolean;
  /** The bridge the phone speaks: this app's own (`tax`) or another app's. */
  bridge: BridgeProtocol;
  /** The phone's system (foreground, permissions, prompt, appearance); absent where the host has none. */
  system?: ShellState;
  /** Its recording in progress, if any. */
  recording?: RecordingStatus | null;
  /** While 同步操作 is on: whether it follows. */
  mirror?: MirrorStatus | null;
};

/** One HTTP request a phone made: the entries of simulator/hosts' network log and main's. */
export type NetworkLogEntry = {
  seq: number;
  /** Epoch ms when the request started. */
  at: number;
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  /** null until the response arrives (and for failed requests). */
  status: number | null;
  responseHeaders: Record<string, string> | null;
  /** Text of the response body, cut at the log's size limit. */
  responseBody: string | null;
  /** Chromium's error text (net::ERR_INTERNET_DISCONNECTED, …) when the request failed. */
  failure: string | null;
  durationMs: number | null;
};

/** `foreignBridges`: phones may speak other apps' bridges (the Chromium host; Electron has none). */
export type HostCapabilities = { devTools: boolean; screenshots: boolean; foreignBridges: boolean };

export type HostState = {
  kind: 'electron' | 'chromium';
  capabilities: HostCapabilities;
  /** The mock API's own URL (scenario controls live under its /__sim/). */
  apiUrl: string;
  /** Origin + /app/ of the H5 app the phones load. */
  appUrl: string;
  devices: DeviceOption[];
  phones: PhoneSummary[];
  /** The bridge a new phone speaks unless QA picks another (the CLI's `--bridge`, else `tax`). */
  defaultBridge: BridgeProtocol;
  /** 同步操作 is on (absent: the host has none). */
  mirroring?: boolean;
};

const phoneIdSchema = z.string().min(1).max(40);

/** The bridges as QA reads them (the panel's 桥接协议 picker, refusals). */
export const BRIDGE_LABELS: Readonly<Record<BridgeProtocol, string>> = {
  tax: '本应用（taxBridge）',
  dsbridge: 'DSBridge',
  wvjb: 'WebViewJavascriptBridge（iOS）',
  jsbridge: 'JsBridge（Android）',
  'wechat-sdk': '微信 JS-SDK',
  alipay: '支付宝 AlipayJSBridge',
};

/** This app's own bridge (`tax`) or another app's (simulator/bridge/protocols). */
const bridgeProtocolSchema = z.enum(BRIDGE_PROTOCOLS, {
  error: () => `桥接协议只能是 ${BRIDGE_PROTOCOLS.join('、')}`,
});

/** How another app's methods are answered: checked as the CLI checks `--handlers` (the method and field to fix). */
const handlerTableSchema = z.unknown().transform((value, ctx) => {
  try {
    return toHandlerTable(value);
  } catch (error) {
    ctx.addIssue({
      code: 'custom',
      message: error instanceof Error ? error.message : '方法应答表不合法',
    });
    return z.NEVER;
  }
});

const openPhoneArgsSchema = z.object({
  deviceId: z.string().min(1).max(60),
  mode: phoneModeSchema,
  /**
   * Path under the app (`/app/home?x=1`) or a full URL on the app's origin; any http(s) URL for a
   * phone on another app's bridge.
   */
  url: z.string().min(1).max(2000),
  /** The phone's bridge; the host's default (HostState.defaultBridge) when absent. */
  bridge: bridgeProtocolSchema.optional(),
  /** Another app's bridge: its handler table (the host's own table for its default protocol when absent). */
  handlers: handlerTableSchema.optional(),
});

export type OpenPhoneArgs = z.infer<typeof openPhoneArgsSchema>;

const phonePatchSchema = z
  .object({
    deviceId: z.string().min(1).max(60),
    mode: phoneModeSchema,
    network: networkPresetSchema,
  })
  .partial();
export type PhonePatch = z.infer<typeof phonePatchSchema>;

export const phoneNumberSchema = z.string().regex(/^1[3-9]\d{9}$/, '请输入正确手机号');

/** QA's answer to the native login sheet. */
const loginSheetAnswerSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('succeed'), phone: phoneNumberSchema }),
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('fail'), message: z.string().min(1).max(200) }),
]);
export type LoginSheetAnswer = z.infer<typeof loginSheetAnswerSchema>;

/** QA's answer to a native payment sheet: pay, close it, or make the payment fail. */
const paymentSheetAnswerSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pay') }),
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('fail'), message: z.string().min(1).max(200) }),
]);
export type PaymentSheetAnswer = z.infer<typeof paymentSheetAnswerSchema>;

/** QA's answer to the native share sheet: a channel, or null to dismiss it. */
const shareSheetAnswerSchema = shareChannelChoiceSchema.nullable();
export type ShareSheetAnswer = z.infer<typeof shareSheetAnswerSchema>;

/** Scenario and SMS calls go to the mock API, but only under its /__sim/ prefix. */
const simRequestSchema = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
  path: z
    .string()
    .max(500)
    .regex(/^\/__sim\/[A-Za-z0-9/_\-.?=&%]*$/, '只能访问模拟服务的 /__sim/ 接口')
    // URL resolution would turn /__sim/../x into /x.
    .refine((p) => !p.includes('..'), '只能访问模拟服务的 /__sim/ 接口'),
  body: z.unknown().optional(),
});
export type SimRequest = z.infer<typeof simRequestSchema>;
export type SimResponse = { status: number; body: unknown };

export type ScreenshotResult = { dir: string; files: string[] };

/** How one phone fared in 全部前往: `error` says why in Chinese, null when the page opened. */
export type NavigateOutcome = { phoneId: string; label: string; error: string | null };

/** Pushed to the panel when something changed; the panel re-reads what it shows. */
export type HostEvent =
  | { type: 'state' }
  | { type: 'bridge-log'; phoneId: string }
  | { type: 'network-log'; phoneId: string };

/**
 * The panel's view of a simulator host. Every method may reject with an Error whose message is
 * Chinese and fit to show QA.
 */
export interface PanelHost {
  getState(): Promise<HostState>;
  openPhone(args: OpenPhoneArgs): Promise<PhoneSummary>;
  closePhone(phoneId: string): Promise<void>;
  updatePhone(phoneId: string, patch: PhonePatch): Promise<PhoneSummary>;
  /** One URL bar for all phones: each phone is tried, one failing does not stop the others. */
  navigateAll(url: string): Promise<NavigateOutcome[]>;
  /** One phone's address bar: a path on the app's origin or a full URL on it. */
  navigate(phoneId: string, url: string): Promise<void>;
  reload(phoneId: string): Promise<void>;
  back(phoneId: string): Promise<void>;
  /** The native title bar's close button: the web page goes away, as closePage does (reload reopens it). */
  closePage(phoneId: string): Promise<void>;
  clearStorage(phoneId: string): Promise<void>;
  openDevTools(phoneId: string): Promise<void>;
  screenshotAll(): Promise<ScreenshotResult>;
  /** Log the native app in as this phone number (as QA would in the app), or switch to it. */
  nativeLogin(phoneId: string, phone: string): Promise<NativeAccount>;
  nativeLogout(phoneId: string): Promise<void>;
  answerLoginSheet(phoneId: string, answer: LoginSheetAnswer): Promise<void>;
  answerShareSheet(phoneId: string, answer: ShareSheetAnswer): Promise<void>;
  /** Answers the payment sheet of the native app (app mode) or of WeChat's browser (a WeChat profile). */
  answerPaymentSheet(phoneId: string, answer: PaymentSheetAnswer): Promise<void>;
  /** Every payment attempt on the phone's payment sheets, oldest first (empty where there are none). */
  paymentLog(phoneId: string): Promise<PaymentRecord[]>;
  bridgeLog(phoneId: string): Promise<BridgeLogEntry[]>;
  networkLog(phoneId: string): Promise<NetworkLogEntry[]>;
  /** An accessibility audit (axe-core, in Chinese) of the page the phone shows. */
  audit(phoneId: string): Promise<AuditResult>;
  simRequest(request: SimRequest): Promise<SimResponse>;
  /** The phone's system: background, a notification or link, back, permissions and prompts, gestures, appearance. */
  shell(phoneId: string, command: ShellCommand): Promise<void>;
  /** Records the phone into a Playwright spec: start, assertions, stop (answers the written spec). */
  record(phoneId: string, command: RecordCommand): Promise<RecordingResult | null>;
  /** Replays a recording this host wrote on other phones, one result per phone. */
  replay(command: ReplayCommand): Promise<ReplayResult[]>;
  /** 截图基线: the open phones (or one) pictured on the main pages, saved as baselines or compared. */
  baselines(command: BaselineCommand): Promise<BaselineOutcome>;
  /** 同步操作: input on one phone repeated on the others, by element. */
  mirror(command: MirrorCommand): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: HostEvent) => void): () => void;
}

/** The PanelHost methods that are plain request/answer calls (everything but subscribe). */
export type PanelHostCall = Exclude<keyof PanelHost, 'subscribe'>;

/**
 * Argument schemas of every {@link PanelHostCall}, as a tuple per call. The IPC gate and the HTTP
 * routes parse with these, so both transports accept exactly the same calls.
 */
export const panelCallArgs = {
  getState: z.tuple([]),
  openPhone: z.tuple([openPhoneArgsSchema]),
  closePhone: z.tuple([phoneIdSchema]),
  updatePhone: z.tuple([phoneIdSchema, phonePatchSchema]),
  navigateAll: z.tuple([z.string().min(1).max(2000)]),
  navigate: z.tuple([phoneIdSchema, z.string().min(1).max(2000)]),
  reload: z.tuple([phoneIdSchema]),
  back: z.tuple([phoneIdSchema]),
  closePage: z.tuple([phoneIdSchema]),
  clearStorage: z.tuple([phoneIdSchema]),
  openDevTools: z.tuple([phoneIdSchema]),
  screenshotAll: z.tuple([]),
  nativeLogin: z.tuple([phoneIdSchema, phoneNumberSchema]),
  nativeLogout: z.tuple([phoneIdSchema]),
  answerLoginSheet: z.tuple([phoneIdSchema, loginSheetAnswerSchema]),
  answerShareSheet: z.tuple([phoneIdSchema, shareSheetAnswerSchema]),
  answerPaymentSheet: z.tuple([phoneIdSchema, paymentSheetAnswerSchema]),
  paymentLog: z.tuple([phoneIdSchema]),
  bridgeLog: z.tuple([phoneIdSchema]),
  networkLog: z.tuple([phoneIdSchema]),
  audit: z.tuple([phoneIdSchema]),
  simRequest: z.tuple([simRequestSchema]),
  shell: z.tuple([phoneIdSchema, shellCommandSchema]),
  record: z.tuple([phoneIdSchema, recordCommandSchema]),
  replay: z.tuple([replayCommandSchema]),
  mirror: z.tuple([mirrorCommandSchema]),
  baselines: z.tuple([baselineCommandSchema]),
} as const satisfies { [K in PanelHostCall]: z.ZodTuple };

/** The calls, as a runtime list (preloads cannot import zod, so they keep their own typed copy). */
export const PANEL_CALLS = Object.keys(panelCallArgs) as PanelHostCall[];

/**
 * `window.taxSim` as the Electron panel preload exposes it: the PanelHost calls, and `onEvent` in
 * place of `subscribe` (contextBridge passes the listener across worlds as a proxy function).
 */
export type TaxSimApi = Omit<PanelHost, 'subscribe'> & {
  onEvent(listener: (event: HostEvent) => void): () => void;
};
