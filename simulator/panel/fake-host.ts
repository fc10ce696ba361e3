/**
 * An in-memory PanelHost for the panel's tests: it keeps phones and logs like a real host and
 * records every call, so tests assert what QA sees and what the host was asked to do.
 */
import { vi } from 'vitest';
import { fakeSimState } from './fake-answers';
import type { AuditResult } from '../host-contract/audit';
import type {
  BridgeLogEntry,
  HostEvent,
  HostState,
  NavigateOutcome,
  NetworkLogEntry,
  OpenPhoneArgs,
  PanelHost,
  PaymentRecord,
  PhoneSummary,
  SimRequest,
  SimResponse,
} from '../host-contract';

const FAKE_DEVICES: HostState['devices'] = [
  { id: 'iphone-se', name: 'iPhone SE', platform: 'ios', width: 375, height: 667, pixelRatio: 2 },
  { id: 'iphone-15', name: 'iPhone 15', platform: 'ios', width: 393, height: 852, pixelRatio: 3 },
  {
    id: 'pixel-8',
    name: 'Pixel 8',
    platform: 'android',
    width: 412,
    height: 915,
    pixelRatio: 2.625,
  },
  {
    id: 'desktop-chrome-windows',
    name: 'Windows Chrome',
    platform: 'desktop',
    width: 1366,
    height: 768,
    pixelRatio: 1,
  },
];

export function phoneSummary(overrides: Partial<PhoneSummary> = {}): PhoneSummary {
  return {
    id: 'phone-1',
    deviceId: 'iphone-15',
    deviceName: 'iPhone 15',
    platform: 'ios',
    mode: 'app',
    network: 'wifi',
    url: 'http://127.0.0.1:4800/app/home',
    title: '首页',
    account: null,
    defaultNativePhone: '13800000055',
    sheet: null,
    closed: false,
    bridge: 'tax',
    ...overrides,
  };
}

export class FakeHost implements PanelHost {
  phones: PhoneSummary[] = [];
  bridge: Record<string, BridgeLogEntry[]> = {};
  network: Record<string, NetworkLogEntry[]> = {};
  /** The mock API's answer to a /__sim/ call: no SMS yet and no scenario, unless a test says otherwise. */
  simAnswer: (request: SimRequest) => SimResponse = (request) => ({
    status: 200,
    body: {
      success: true,
      code: 200,
      msg: '操作成功',
      data: request.path.startsWith('/__sim/sms') ? [] : fakeSimState(),
    },
  });
  private readonly listeners = new Set<(event: HostEvent) => void>();

  emit(event: HostEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  getState = vi.fn(async (): Promise<HostState> => ({
    kind: 'chromium',
    capabilities: { devTools: false, screenshots: true, foreignBridges: true },
    apiUrl: 'http://127.0.0.1:3900',
    appUrl: 'http://127.0.0.1:4800/app/',
    devices: FAKE_DEVICES,
    phones: this.phones.map((p) => ({ ...p })),
    defaultBridge: 'tax',
  }));
  openPhone = vi.fn(async (args: OpenPhoneArgs) => {
    const device = FAKE_DEVICES.find((d) => d.id === args.deviceId);
    const phone = phoneSummary({
      id: `phone-${this.phones.length + 1}`,
      deviceId: args.deviceId,
      deviceName: device?.name ?? args.deviceId,
      platform: device?.platform ?? 'ios',
      mode: args.mode,
      url: args.url.startsWith('/') ? `http://127.0.0.1:4800${args.url}` : args.url,
      bridge: args.bridge ?? 'tax',
    });
    this.phones.push(phone);
    this.emit({ type: 'state' });
    return phone;
  });
  closePhone = vi.fn(async (id: string) => {
    this.phones = this.phones.filter((p) => p.id !== id);
    this.emit({ type: 'state' });
  });
  updatePhone = vi.fn(async (id: string, patch: Partial<PhoneSummary>) => {
    const phone = this.phones.find((p) => p.id === id);
    if (!phone) throw new Error(`没有这台手机：${id}`);
    Object.assign(phone, patch);
    this.emit({ type: 'state' });
    return phone;
  });
  navigateAll = vi.fn(async (_url: string): Promise<NavigateOutcome[]> =>
    this.phones.map((p) => ({
      phoneId: p.id,
      label: `${p.deviceName} · ${p.mode === 'app' ? 'App 内' : '浏览器'}`,
      error: null,
    })),
  );
  navigate = vi.fn(async (id: string, url: string) => {
    const phone = this.phones.find((p) => p.id === id);
    if (!phone) throw new Error(`没有这台手机：${id}`);
    phone.url = url.startsWith('/') ? `http://127.0.0.1:4800${url}` : url;
    this.emit({ type: 'state' });
  });
  reload = vi.fn(async (_id: string) => undefined);
  back = vi.fn(async (_id: string) => undefined);
  closePage = vi.fn(async (_id: string) => undefined);
  clearStorage = vi.fn(async (_id: string) => undefined);
  openDevTools = vi.fn(async (_id: string) => undefined);
  screenshotAll = vi.fn(async () => ({
    dir: '/tmp/sim-shots/2026-11-21',
    files: this.phones.map((p) => `/tmp/sim-shots/2026-11-21/${p.id}.png`),
  }));
  nativeLogin = vi.fn(async (id: string, phone: string) => {
    const account = {
      token: 'tok-1',
      user: { id: 7, phone, nickname: '税友小王', userTypeCode: 0 as const },
    };
    const target = this.phones.find((p) => p.id === id);
    if (target) target.account = account;
    this.emit({ type: 'state' });
    return account;
  });
  nativeLogout = vi.fn(async (id: string) => {
    const target = this.phones.find((p) => p.id === id);
    if (target) target.account = null;
    this.emit({ type: 'state' });
  });
  answerLoginSheet = vi.fn(async (_id: string, _answer: unknown) => undefined);
  answerShareSheet = vi.fn(async (_id: string, _answer: unknown) => undefined);
  answerPaymentSheet = vi.fn(async (_id: string, _answer: unknown) => undefined);
  paymentLog = vi.fn(async (_id: string): Promise<PaymentRecord[]> => []);
  bridgeLog = vi.fn(async (id: string) => this.bridge[id] ?? []);
  networkLog = vi.fn(async (id: string) => this.network[id] ?? []);
  /** What 检查无障碍 finds per phone (a clean page when not set). */
  audits: Record<string, AuditResult> = {};
  audit = vi.fn(
    async (id: string): Promise<AuditResult> =>
      this.audits[id] ?? { url: '', at: 0, violations: [], passes: 0, incomplete: 0 },
  );
  simRequest = vi.fn(async (request: SimRequest) => this.simAnswer(request));
  shell = vi.fn(async (_id: string, _command: unknown) => undefined);
  record = vi.fn(async (_id: string, _command: unknown) => null);
  mirror = vi.fn(async (_command: unknown) => undefined);
  replay = vi.fn(async (_command: unknown) => []);
  baselines = vi.fn(async (_command: unknown) => ({ pictures: 0, failures: [], reportUrl: null }));
  subscribe(listener: (event: HostEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
