import type { EarlyAnswer, EarlyRead } from '../src/lib/http/first-read-global';
import type { FirstReadImages } from '../src/lib/routing/route-record';

/** What the inline script needs to send a first read exactly as the app's HTTP client would. */
export type FirstReadConfig = {
  /** The API's base URL (config.ts's API_BASE). */
  apiBase: string;
  /** The version header a phone browser sends (config.ts's DEFAULT_APP_VERSION). */
  appVersion: string;
  /** The native app's UA pattern's source: in the app the token comes over the bridge, later. */
  inAppUa: string;
  /** Where a browser tab keeps its token (stores/token-storage.ts). */
  tokenKey: string;
  /** The window property the HTTP client reads (lib/http/first-read-global.ts). */
  global: string;
  /** The client's module that takes the read (lib/http/first-read.ts), which loads only then. */
  module?: string;
};

/**
 * Runs in the page (passed to the inline script, so self-contained): sends the GET `path` under
 * the API base with the session headers the app's client will send (create-http.ts: the tab's
 * token, the platform as device/index.ts reads it from the UA, the browser's app version) and
 * leaves it on `window` for the client (lib/http/first-read.ts), which takes it only if its own
 * request turns out identical. Not in the native app, whose session arrives over the bridge.
 * When the answer is in, hints the first screen's pictures it names (`images`). With a `body`, the
 * read is a POST of that JSON (an endpoint the contract declares as a POST that only reads).
 */
export function startFirstRead(
  path: string,
  config: FirstReadConfig,
  images?: FirstReadImages,
  body?: string,
): void {
  const agent = navigator.userAgent;
  if (new RegExp(config.inAppUa).test(agent) || typeof fetch !== 'function') return;
  const headers: Record<string, string> = {
    platform: /iPhone|iPad|iPod|Macintosh/.test(agent) ? 'ios' : 'android',
    appversion: config.appVersion,
  };
  try {
    const token = sessionStorage.getItem(config.tokenKey);
    if (token) headers.token = token;
  } catch {
    // No storage (a sandboxed view): the app's session starts without a token too.
  }
  if (config.module) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = config.module;
    document.head.appendChild(link);
  }
  const url = config.apiBase + path;
  const method = body === undefined ? 'get' : 'post';
  const init: RequestInit =
    method === 'get'
      ? { headers }
      : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body };
  const response = fetch(url, init).then((answer) =>
    answer.text().then((body): EarlyAnswer => {
      const names: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        names[name] = value;
      });
      return { status: answer.status, statusText: answer.statusText, headers: names, body };
    }),
  );
  response
    .then((answer) => {
      if (!images || answer.status !== 200) return;
      const items = (JSON.parse(answer.body) as { data?: Record<string, unknown> }).data?.[
        images.list
      ];
      (Array.isArray(items) ? items.slice(0, images.count) : []).forEach(
        (item: Record<string, unknown>) => {
          const src = item?.[images.field];
          if (typeof src !== 'string' || !src) return;
          const link = document.createElement('link');
          link.rel = 'preload';
          link.as = 'image';
          link.setAttribute('fetchpriority', 'high');
          link.href = src;
          document.head.appendChild(link);
        },
      );
    })
    // A failure is the page's to report, when its request takes this one.
    .catch(() => undefined);
  const read: EarlyRead = { url, method, body, headers, at: Date.now(), response };
  (window as unknown as Record<string, EarlyRead>)[config.global] = read;
}
