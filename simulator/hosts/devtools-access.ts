/**
 * Where the framed host's DevTools button opens Chromium's inspector for a phone: the phones'
 * browser's remote-debugging HTTP origin (`/devtools/inspector.html` and the page targets are
 * served there), or, when that browser has none, why, in the words the panel shows.
 */
import type { BrowserSource } from './browser-source';

/** The inspector's origin, or the Chinese reason there is none. */
export type DevToolsAccess = { origin: string } | { unavailable: string };

/**
 * DevTools for phones in `source`. A local Chromium is started with `--remote-debugging-port=<localPort>`;
 * a `--cdp http://host:port` endpoint is itself the origin; a Playwright browser server (`--connect`)
 * and a `ws://` DevTools endpoint (a Grid session's `se/cdp`, a hosted browser) expose no inspector pages.
 */
export function devToolsAccess(source: BrowserSource, localPort: number): DevToolsAccess {
  if (source.kind === 'local') return { origin: `http://127.0.0.1:${localPort}` };
  if (source.kind === 'cdp' && /^https?:/i.test(source.endpointURL))
    return { origin: new URL(source.endpointURL).origin };
  if (source.kind === 'connect') {
    return {
      unavailable: `手机运行在远程的 Playwright 浏览器服务（--connect ${source.wsEndpoint}）里，它不开放调试端口，无法打开开发者工具；需要时请在那台机器上用 --remote-debugging-port 启动 Chromium，再用 --cdp http://主机:端口 连接`,
    };
  }
  return {
    unavailable: `手机所在的浏览器是用 WebSocket 地址连接的（--cdp ${source.endpointURL}），没有可打开的调试页面，无法打开开发者工具；需要时请用 --cdp http://主机:端口 连接`,
  };
}
