/**
 * A stand-in for the parts of Electron the phones use, for main's unit tests: views, windows,
 * sessions and webContents that record what main asks of them. A test file mocks `electron` with
 * {@link fakeElectron} and inspects {@link views}, {@link sessions} and {@link openExternal}.
 */
import { vi } from 'vitest';

/** A stand-in for Electron's webContents: records what main asks of it. */
export class FakeWebContents {
  static nextId = 100;
  readonly id = FakeWebContents.nextId++;
  url = '';
  title = '';
  userAgent = '';
  emulation: unknown = null;
  readonly listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  readonly commands: { method: string; params: unknown }[] = [];
  /** What a DevTools protocol command answers (by method; undefined when absent). */
  readonly commandResults = new Map<string, (params: unknown) => unknown>([
    // As Chromium: each script for new documents gets its own identifier.
    ['Page.addScriptToEvaluateOnNewDocument', () => ({ identifier: String(this.commands.length) })],
  ]);
  readonly debuggerListeners: ((event: unknown, method: string, params: unknown) => void)[] = [];
  readonly executeJavaScript = vi.fn(
    async (_code: string, _userGesture?: boolean): Promise<unknown> => undefined,
  );
  readonly debugger = {
    attached: false,
    attach: vi.fn(() => void (this.debugger.attached = true)),
    isAttached: () => this.debugger.attached,
    detach: vi.fn(),
    on: vi.fn(
      (_event: 'message', listener: (e: unknown, method: string, params: unknown) => void) =>
        this.debuggerListeners.push(listener),
    ),
    sendCommand: vi.fn(async (method: string, params: unknown): Promise<unknown> => {
      this.commands.push({ method, params });
      return this.commandResults.get(method)?.(params);
    }),
  };
  /** The DevTools protocol reports an event (as the debugger's 'message'). */
  emitDebugger(method: string, params: unknown): void {
    for (const listener of [...this.debuggerListeners]) listener({}, method, params);
  }
  readonly session = {
    clearStorageData: vi.fn(async () => undefined),
    clearCache: vi.fn(async () => undefined),
  };
  /** The web view's history: its URLs and the one shown. */
  history = { entries: [] as string[], index: -1 };
  readonly navigationHistory = {
    canGoBack: () => this.history.index > 0,
    goBack: vi.fn(() => void (this.history.index -= 1)),
    getActiveIndex: () => this.history.index,
    getAllEntries: () => this.history.entries.map((url) => ({ url, title: '' })),
  };
  readonly reload = vi.fn();
  readonly close = vi.fn();
  readonly openDevTools = vi.fn();
  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  /** Fires an event like Electron; returns whether a listener called preventDefault. */
  fire(event: string, ...args: unknown[]): boolean {
    return this.fireWith(event, {}, ...args);
  }
  /** As fire, with Electron's event-object properties (e.g. did-start-navigation's details). */
  fireWith(event: string, details: Record<string, unknown>, ...args: unknown[]): boolean {
    let prevented = false;
    const e = { ...details, preventDefault: () => void (prevented = true) };
    for (const listener of this.listeners.get(event) ?? []) listener(e, ...args);
    return prevented;
  }
  setUserAgent(ua: string) {
    this.userAgent = ua;
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
  enableDeviceEmulation(params: unknown) {
    this.emulation = params;
  }
  /** Each load: its URL, and the protocol commands sent before it. */
  readonly loads: { url: string; commandsBefore: string[] }[] = [];
  async loadURL(url: string) {
    this.loads.push({ url, commandsBefore: this.commands.map((c) => c.method) });
    this.url = url;
  }
  getURL() {
    return this.url;
  }
  getTitle() {
    return this.title;
  }
  async capturePage() {
    return { toPNG: () => Buffer.from(`png of ${this.url}`) };
  }
  isDestroyed() {
    return false;
  }
}

export const views: {
  webPreferences: Record<string, unknown>;
  webContents: FakeWebContents;
  bounds: unknown;
}[] = [];
type PermissionRequestHandler = (
  wc: unknown,
  permission: string,
  callback: (granted: boolean) => void,
  details: { requestingUrl: string },
) => void;
type PermissionCheckHandler = (wc: unknown, permission: string, origin: string) => boolean;

export const sessions = new Map<
  string,
  {
    userAgent: string;
    protocol: { isProtocolHandled: () => boolean; handle: ReturnType<typeof vi.fn> };
    permissionRequest: PermissionRequestHandler | null;
    permissionCheck: PermissionCheckHandler | null;
  }
>();
export const openExternal = vi.fn();

/** The `electron` module as the phones see it. */
export const fakeElectron = {
  WebContentsView: class {
    readonly webContents = new FakeWebContents();
    bounds: unknown = null;
    constructor(options: { webPreferences: Record<string, unknown> }) {
      views.push({
        webPreferences: options.webPreferences,
        webContents: this.webContents,
        bounds: null,
      });
    }
    setBackgroundColor() {}
    setBounds(bounds: unknown) {
      const view = views.find((v) => v.webContents === this.webContents);
      if (view) view.bounds = bounds;
    }
  },
  BaseWindow: class {
    readonly contentView = { addChildView: vi.fn(), removeChildView: vi.fn() };
    setContentSize = vi.fn();
    setTitle = vi.fn();
    on = vi.fn();
    isDestroyed = () => false;
    destroy = vi.fn();
  },
  session: {
    fromPartition: (partition: string) => {
      let s = sessions.get(partition);
      if (!s) {
        let handled = false;
        const entry = {
          userAgent: '',
          setUserAgent: (ua: string) => void (entry.userAgent = ua),
          permissionRequest: null as PermissionRequestHandler | null,
          permissionCheck: null as PermissionCheckHandler | null,
          setPermissionRequestHandler: (handler: PermissionRequestHandler | null) =>
            void (entry.permissionRequest = handler),
          setPermissionCheckHandler: (handler: PermissionCheckHandler | null) =>
            void (entry.permissionCheck = handler),
          protocol: {
            isProtocolHandled: () => handled,
            handle: vi.fn(() => void (handled = true)),
          },
        };
        s = entry;
        sessions.set(partition, entry);
      }
      return s;
    },
  },
  shell: { openExternal: (url: string) => openExternal(url) },
  net: { fetch: vi.fn() },
  ipcMain: { handle: vi.fn(), removeHandler: vi.fn() },
};
