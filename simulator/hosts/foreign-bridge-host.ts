/**
 * The Chromium host's side of another app's bridge: installs the protocol's page-side script,
 * carries the page's messages to its adapter through one binding, answers DSBridge's prompts
 * (a prompt blocks the page until answered: the synchronous channel the real web views have),
 * and gives tests and the panel the native -> web direction.
 */
import type { BrowserContext, Page } from 'playwright';
import type { BridgeLog, PaymentSheet } from '../bridge';
import {
  createProtocolAdapter,
  ForeignBridge,
  toHandlerTable,
  type ForeignProtocol,
  type HandlerTable,
} from '../bridge/protocols';
import type { DeviceProfile } from '../devices';

const FOREIGN_BINDING = '__taxSimForeignBridge';

/** Another app's native side on one phone, as tests and the panel reach it. */
export type ForeignBridgeHandle = {
  readonly protocol: ForeignProtocol;
  /** Its handler table, payment sheet and log. */
  readonly bridge: ForeignBridge;
  /** Calls a handler the page registered (DSBridge `register`, WVJB / JsBridge `registerHandler`); resolves with its answer. */
  callWeb(method: string, args?: unknown[]): Promise<unknown>;
  /** Sends an event (WeChat `menu:share:appmessage`, Alipay `resume` / `pause` / `back`; elsewhere a handler call without answer). */
  emit(event: string, data?: unknown): Promise<void>;
};

/** What {@link installForeignBridge} needs. */
export type ForeignBridgeHostOptions = {
  context: BrowserContext;
  protocol: ForeignProtocol;
  device: DeviceProfile;
  handlers?: HandlerTable;
  paymentSheet?: PaymentSheet;
  log: BridgeLog;
  /** The page the web view shows now. */
  page: () => Page;
};

/** Installs the bridge on a context; `attachPage` wires each page the phone opens. */
export async function installForeignBridge(
  options: ForeignBridgeHostOptions,
): Promise<{ handle: ForeignBridgeHandle; attachPage(page: Page): void }> {
  const { context, protocol, device } = options;
  const platform = device.platform === 'android' ? 'android' : 'ios';
  const bridge = new ForeignBridge({
    protocol,
    device,
    // A table written in TypeScript is checked as the CLI checks a file: a mistake is named at launch.
    handlers: options.handlers ? toHandlerTable(options.handlers) : undefined,
    paymentSheet: options.paymentSheet,
    log: options.log,
  });
  const adapter = createProtocolAdapter(protocol, platform, {
    bridge,
    bindingName: FOREIGN_BINDING,
    // A string, not a function: see native-transport.ts on runner helpers inside the page.
    evaluate: (script) => options.page().evaluate(script),
    closePage: () =>
      void options
        .page()
        .close()
        .catch(() => undefined),
  });
  await context.addInitScript({ content: adapter.pageScript });
  await context.exposeBinding(FOREIGN_BINDING, (_source, raw: unknown) => adapter.receive(raw));

  return {
    handle: {
      protocol,
      bridge,
      callWeb: (method, args) => adapter.callWeb(method, args),
      emit: (event, data) => adapter.emit(event, data),
    },
    attachPage(page) {
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) adapter.reset();
      });
      if (protocol !== 'dsbridge') return;
      // Any dialog listener stops Playwright's auto-dismiss: dialogs not the bridge's are dismissed as before.
      page.on('dialog', (dialog) => {
        const answered =
          dialog.type() === 'prompt'
            ? adapter.prompt(dialog.message(), dialog.defaultValue())
            : Promise.resolve(null);
        void answered
          .then((text) => (text === null ? dialog.dismiss() : dialog.accept(text)))
          .catch(() => undefined);
      });
    },
  };
}
