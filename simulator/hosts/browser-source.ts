/**
 * Where the simulator's phones run: a Chromium launched here (simulator/hosts/chromium.ts), a
 * Playwright browser server elsewhere (`npx playwright run-server`, `launch-server`, Playwright's
 * container image) reached with `chromium.connect`, or any Chrome DevTools Protocol endpoint (a
 * Chromium started with `--remote-debugging-port`, a Selenium Grid 4 node's `se/cdp`, a hosted
 * browser service) reached with `chromium.connectOverCDP`. Phones are browser contexts in all three,
 * so everything else (profiles, transports, sheets, network presets, logs, screenshots) is the same.
 */
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_LANGUAGE_ARGS, launchChromium } from './chromium';
import { CONNECT_ADVICE, connectCause } from './connect-cause';

/** A browser the phones can be opened in. */
export type BrowserSource =
  | { kind: 'local'; headless?: boolean }
  | {
      kind: 'connect';
      /** The server's WebSocket endpoint, e.g. `ws://10.0.0.7:3000/` (Playwright versions must match). */
      wsEndpoint: string;
      /**
       * Playwright's `exposeNetwork`: hosts the remote browser reaches through this machine
       * (`<loopback>`, `*`, `*.corp`): the app on 127.0.0.1 here without opening any port.
       */
      exposeNetwork?: string;
    }
  | {
      kind: 'cdp';
      /** `http://host:9222` or a `ws://…` DevTools endpoint. */
      endpointURL: string;
    };

/** How long connecting may take before the simulator says why it could not. */
const CONNECT_TIMEOUT_MS = 30_000;

/** Whether the phones run on another machine's browser (the window layout and sheets then differ). */
export const isRemote = (source: BrowserSource): boolean => source.kind !== 'local';

/** One line naming the source, for the CLI's output. */
export function describeBrowserSource(source: BrowserSource): string {
  if (source.kind === 'connect')
    return `Playwright 浏览器服务 ${source.wsEndpoint}${source.exposeNetwork ? `（经本机访问：${source.exposeNetwork}）` : ''}`;
  if (source.kind === 'cdp') return `DevTools 协议端点 ${source.endpointURL}`;
  return source.headless === false ? '本机 Chromium（有界面）' : '本机 Chromium（无界面）';
}

/**
 * The source the CLI's options name: `--connect <ws>` or `--cdp <url>` (not both), else local.
 * @throws Error with a Chinese message for both at once or an address of the wrong kind.
 */
export function browserSourceFromOptions(options: {
  connect?: string;
  cdp?: string;
  exposeNetwork?: string;
  headless: boolean;
}): BrowserSource {
  const { connect, cdp, exposeNetwork } = options;
  if (connect !== undefined && cdp !== undefined) throw new Error('--connect 和 --cdp 只能选一个');
  if (exposeNetwork !== undefined && connect === undefined)
    throw new Error('--expose-network 只用于 --connect（Playwright 浏览器服务）');
  if (connect !== undefined) {
    if (!hasProtocol(connect, ['ws:', 'wss:']))
      throw new Error(
        `--connect 需要 Playwright 浏览器服务的 ws:// 地址（npx playwright run-server 打印的那个），收到：${connect}`,
      );
    return { kind: 'connect', wsEndpoint: connect, ...(exposeNetwork ? { exposeNetwork } : {}) };
  }
  if (cdp !== undefined) {
    if (!hasProtocol(cdp, ['http:', 'https:', 'ws:', 'wss:']))
      throw new Error(`--cdp 需要 DevTools 协议地址，例如 http://127.0.0.1:9222，收到：${cdp}`);
    return { kind: 'cdp', endpointURL: cdp };
  }
  return { kind: 'local', headless: options.headless };
}

function hasProtocol(text: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/**
 * Opens (local) or connects to (remote) the browser. `browser.close()` then closes a local one and
 * only disconnects from a remote one, closing the contexts this process created there.
 * `localArgs` are extra Chromium flags for a local launch (a remote browser was started by others).
 * @throws Error in Chinese and English naming the address when a remote browser does not answer.
 */
export async function openBrowser(
  source: BrowserSource,
  localArgs: string[] = [],
): Promise<Browser> {
  if (source.kind === 'local')
    return launchChromium({ headless: source.headless, args: localArgs });
  try {
    if (source.kind === 'connect') {
      return await chromium.connect(source.wsEndpoint, {
        timeout: CONNECT_TIMEOUT_MS,
        exposeNetwork: source.exposeNetwork,
        // A `run-server` launches a browser per client with these (a `--unsafe` server honours the
        // flags as well); a `launch-server` has launched its own and ignores them.
        headers: {
          'x-playwright-launch-options': JSON.stringify({
            args: [...CHROMIUM_ARGS, ...CHROMIUM_LANGUAGE_ARGS],
          }),
        },
      });
    }
    return await chromium.connectOverCDP(source.endpointURL, { timeout: CONNECT_TIMEOUT_MS });
  } catch (error) {
    throw new Error(connectFailure(source, error));
  }
}

/**
 * Why a remote browser did not answer, in Chinese then English: for a Playwright browser server, the
 * cause its error names (no browser there, another Playwright version, or no answer) and its fix.
 */
export function connectFailure(
  source: Exclude<BrowserSource, { kind: 'local' }>,
  error: unknown,
): string {
  const reason =
    (error instanceof Error ? error.message : String(error))
      .split('\n')
      .find((line) => line.trim()) ?? '';
  if (source.kind === 'connect') {
    const [zh, en] = CONNECT_ADVICE[connectCause(error)];
    return [
      `连不上 Playwright 浏览器服务 ${source.wsEndpoint}：${reason}`,
      zh,
      `Cannot connect to the Playwright browser server at ${source.wsEndpoint}: ${reason}`,
      en,
    ].join('\n');
  }
  return [
    `连不上 DevTools 协议端点 ${source.endpointURL}：${reason}`,
    `请确认浏览器以 --remote-debugging-port 启动（远程机器上还需 --remote-debugging-address 或端口转发），地址对这台机器开放。`,
    `Cannot connect to the DevTools endpoint at ${source.endpointURL}: ${reason}`,
    `Check that the browser was started with --remote-debugging-port (and is reachable from this machine).`,
  ].join('\n');
}
