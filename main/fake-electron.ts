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
  readonly executeJavaScript = vi.fn(
    async (_code: string, _userGesture?: boolean): Promise<unknown> => undefined,
  );
  readonly debugger = {
    attached: false,
    attach: vi.fn(() => void (this.debugger.attached = true)),
    isAttached: () => this.debugger.attached,
    detach: vi.fn(),
    on: vi.fn(),
    sendCommand: vi.fn(
      async (method: string, params: unknown) => void this.commands.push({ method, params }),
    ),
  };
  readonly session = {
    clearStorageData: vi.fn(async () => undefined),
    clearCache: vi.fn(async () => undefined),
  };
  readonly navigationHistory = { canGoBack: () => false, goBack: vi.fn() };
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
  async loadURL(url: string) {
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
export const sessions = new Map<
  string,
  {
    userAgent: string;
    protocol: { isProtocolHandled: () => boolean; handle: ReturnType<typeof vi.fn> };
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
