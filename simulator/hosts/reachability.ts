/**
 * The addresses of a simulator whose phones may run on another machine: where the app and the
 * mock API listen (`--host`), the base URL the phones are given (`--public-url`), and a probe from
 * the browser itself that says clearly when it cannot reach them.
 */
import { networkInterfaces } from 'node:os';
import type { Browser } from 'playwright';

/** Listening on every interface (what a remote browser needs unless a tunnel or exposeNetwork carries it). */
export const isWildcardHost = (host: string): boolean =>
  host === '0.0.0.0' || host === '::' || host === '[::]';

/**
 * The first non-internal IPv4 address of this machine (what another machine on the LAN reaches),
 * or null when there is none.
 */
export function lanAddress(
  interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces(),
): string | null {
  for (const list of Object.values(interfaces)) {
    for (const entry of list ?? [])
      if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  }
  return null;
}

/**
 * Parses `--public-url`: an origin the phones open the app on (`http://10.0.0.5:4800`, a tunnel's
 * `https://sim.example.com`). The app is served at /app/ on it, so it takes no path.
 * @throws Error with a Chinese message otherwise.
 */
export function parsePublicUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`--public-url 需要完整地址，例如 http://192.168.1.20:4800，收到：${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`--public-url 只能是 http:// 或 https:// 地址，收到：${text}`);
  if (url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash)
    throw new Error(`--public-url 只能是协议、主机和端口（应用在它的 /app/ 下），收到：${text}`);
  return url.origin;
}

/**
 * The base URL the phones are given: `--public-url` when set; else, when the browser is on another
 * machine and the server listens on every interface, this machine's LAN address; else the address
 * it listens on (127.0.0.1 for a wildcard).
 */
export function phoneBaseUrl(options: {
  listenHost: string;
  port: number;
  publicUrl?: string;
  remote: boolean;
  lan?: string | null;
}): string {
  if (options.publicUrl) return parsePublicUrl(options.publicUrl);
  const wildcard = isWildcardHost(options.listenHost);
  const lan = options.lan === undefined ? lanAddress() : options.lan;
  const host = wildcard ? (options.remote && lan ? lan : '127.0.0.1') : options.listenHost;
  return `http://${host.includes(':') ? `[${host}]` : host}:${options.port}`;
}

/** What the probe found unreachable, and why (the browser's own error or the HTTP status). */
export type ProbeFailure = { url: string; reason: string };

/**
 * Opens the app and, from the page, the mock API behind it (`/api-mock/__sim/health`) in a
 * throw-away context of `browser`: what a phone will do, from where the phone runs.
 * @returns null when both answered.
 */
export async function probeFromBrowser(
  browser: Browser,
  baseUrl: string,
  timeoutMs = 15_000,
): Promise<ProbeFailure | null> {
  const appUrl = `${baseUrl}/app/`;
  const healthUrl = `${baseUrl}/api-mock/__sim/health`;
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    let status: number | null;
    try {
      status =
        (await page.goto(appUrl, { timeout: timeoutMs, waitUntil: 'commit' }))?.status() ?? null;
    } catch (error) {
      return { url: appUrl, reason: firstLine(error) };
    }
    if (status !== null && status >= 400) return { url: appUrl, reason: `HTTP ${status}` };
    // From the page, as the app calls the API (same origin, through the static server's proxy).
    const api = (await page.evaluate(
      `fetch(${JSON.stringify(healthUrl)}).then((r) => r.status, (e) => String(e))`,
    )) as number | string;
    if (api !== 200)
      return { url: healthUrl, reason: typeof api === 'number' ? `HTTP ${api}` : api };
    return null;
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** The browser's own reason (`net::ERR_CONNECTION_REFUSED`), without Playwright's prefix and the URL said already. */
const firstLine = (error: unknown): string =>
  ((error instanceof Error ? error.message : String(error)).split('\n').find((l) => l.trim()) ?? '')
    .replace(/^page\.goto: /, '')
    .replace(/ at \S+$/, '');

/**
 * The CLI's message when the phones' browser cannot reach the app or the mock API: in Chinese,
 * then in English, with the options that fix it.
 */
export function unreachableMessage(
  failure: ProbeFailure,
  where: { listenHost: string; listenPort: number; baseUrl: string; remote: boolean },
): string {
  const port = where.listenPort;
  const listen = `${where.listenHost.includes(':') ? `[${where.listenHost}]` : where.listenHost}:${port}`;
  return [
    `手机所在的浏览器访问不到 ${failure.url}（${failure.reason}）。`,
    `应用和模拟后端在 ${listen} 监听，手机拿到的地址是 ${where.baseUrl}。`,
    where.remote
      ? `远程浏览器要能访问这台机器：用 --host 0.0.0.0 在所有网卡上监听，并用 --public-url http://<远程浏览器能访问到的本机地址>:${port} 告诉手机打开哪里；用 --connect 时也可以加 --expose-network "<loopback>"，让远程浏览器经由本机访问。`
      : `请检查 --host 和 --public-url：手机拿到的地址要指向这里的应用。`,
    `The phones' browser cannot reach ${failure.url} (${failure.reason}).`,
    `The app and the mock API listen on ${listen}; the phones are given ${where.baseUrl}.`,
    where.remote
      ? `A remote browser must reach this machine: listen on every interface with --host 0.0.0.0 and give the phones an address it can reach with --public-url http://<this machine as the remote browser sees it>:${port}; with --connect, --expose-network "<loopback>" routes the browser's loopback through this machine instead.`
      : 'Check --host and --public-url: the phones must be given an address of this app.',
  ].join('\n');
}
