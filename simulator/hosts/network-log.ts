/**
 * The network log of one phone: every request the page makes to the mock API, with headers and
 * bodies, each one as a cURL command (QA pastes it into a bug report or a terminal), and the whole
 * log as a HAR file.
 */
import { writeFile } from 'node:fs/promises';
import type { BrowserContext, Request } from 'playwright';
import type { NetworkLogEntry } from '../host-contract';
import { HAR_CREATOR, toHar, type Har } from '../host-contract/har';
import { waitForEntry, type WaitOptions } from '../bridge/wait-for-entry';

/** One request to the API: declared in the panel's contract, which must not see Playwright's types. */
export type { NetworkLogEntry };

const MAX_BODY_CHARS = 64 * 1024;

/** A log of API requests; {@link NetworkLog.clear} starts over. */
export class NetworkLog {
  private readonly list: NetworkLogEntry[] = [];
  private readonly listeners = new Set<(entry: NetworkLogEntry) => void>();
  private nextSeq = 1;

  /** Every request, oldest first (an entry is updated in place when its response arrives). */
  entries(): readonly NetworkLogEntry[] {
    return this.list;
  }

  /** Requests whose URL path (after the API prefix) contains `fragment`. */
  find(fragment: string): NetworkLogEntry[] {
    return this.list.filter((e) => e.url.includes(fragment));
  }

  /**
   * The first request whose URL contains `path` and that is over (answered or failed), already
   * logged or still to come, satisfying `predicate`.
   * @throws Error after `timeoutMs` (10 s) without one.
   */
  waitFor(
    path: string,
    predicate: (entry: NetworkLogEntry) => boolean = () => true,
    options?: WaitOptions,
  ): Promise<NetworkLogEntry> {
    return waitForEntry(
      this,
      (entry) =>
        entry.url.includes(path) &&
        (entry.status !== null || entry.failure !== null) &&
        predicate(entry),
      `网络日志中的 ${path}`,
      options,
    );
  }

  /** Called when a request starts and again when it completes or fails. Returns the unsubscribe function. */
  subscribe(listener: (entry: NetworkLogEntry) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.list.length = 0;
  }

  /** The log as HAR 1.2 (DevTools' Network panel imports it); `comment` says which phone. */
  har(comment?: string): Har {
    return toHar(this.list, HAR_CREATOR, comment);
  }

  /** Writes {@link NetworkLog.har} to `path` (conventionally `*.har`). */
  async saveHar(path: string, comment?: string): Promise<void> {
    await writeFile(path, `${JSON.stringify(this.har(comment), null, 2)}\n`);
  }

  /** @internal Used by {@link attachNetworkLog}. */
  add(entry: Omit<NetworkLogEntry, 'seq'>): NetworkLogEntry {
    const full: NetworkLogEntry = { ...entry, seq: this.nextSeq++ };
    this.list.push(full);
    this.notify(full);
    return full;
  }

  /** @internal */
  notify(entry: NetworkLogEntry): void {
    for (const listener of [...this.listeners]) listener(entry);
  }
}

const shellQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** The request as a `curl` command line (headers and body included, as DevTools' "Copy as cURL"). */
export function toCurl(
  entry: Pick<NetworkLogEntry, 'method' | 'url' | 'requestHeaders' | 'requestBody'>,
): string {
  const parts = [`curl ${shellQuote(entry.url)}`];
  if (entry.method !== 'GET' || entry.requestBody !== null) parts.push(`-X ${entry.method}`);
  for (const [name, value] of Object.entries(entry.requestHeaders)) {
    // HTTP/2 pseudo-headers and the length are curl's own business.
    if (name.startsWith(':') || name.toLowerCase() === 'content-length') continue;
    parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  }
  if (entry.requestBody !== null) parts.push(`--data-raw ${shellQuote(entry.requestBody)}`);
  return parts.join(' \\\n  ');
}

/**
 * Records the context's requests whose URL `matches` into `log`.
 * @returns the function that stops recording.
 */
export function attachNetworkLog(
  context: BrowserContext,
  log: NetworkLog,
  matches: (url: string) => boolean,
): () => void {
  // Each entry is logged as soon as the request starts (with the headers known then) and completed
  // in place: the full header list, then the response or the failure.
  const open = new Map<
    Request,
    { entry: NetworkLogEntry; headers: Promise<void>; started: number }
  >();

  const onRequest = (request: Request): void => {
    if (!matches(request.url())) return;
    const entry = log.add({
      at: Date.now(),
      method: request.method(),
      url: request.url(),
      requestHeaders: request.headers(),
      requestBody: request.postData(),
      status: null,
      responseHeaders: null,
      responseBody: null,
      failure: null,
      durationMs: null,
    });
    const headers = request.allHeaders().then(
      (all) => {
        entry.requestHeaders = all;
      },
      () => undefined,
    );
    open.set(request, { entry, headers, started: performance.now() });
  };

  const finish = async (request: Request, failed: boolean): Promise<void> => {
    const pending = open.get(request);
    if (!pending) return;
    open.delete(request);
    const { entry, headers, started } = pending;
    await headers;
    entry.durationMs = performance.now() - started;
    if (failed) {
      entry.failure = request.failure()?.errorText ?? '请求失败';
    } else {
      const response = await request.response().catch(() => null);
      if (response) {
        const responseHeaders = await response.allHeaders().catch(() => response.headers());
        const text = await response.text().catch(() => null);
        // All at once: a reader never sees a status without the body that came with it.
        entry.responseHeaders = responseHeaders;
        entry.responseBody = text === null ? null : text.slice(0, MAX_BODY_CHARS);
        entry.status = response.status();
      }
    }
    log.notify(entry);
  };

  const onFinished = (request: Request): void => void finish(request, false);
  const onFailed = (request: Request): void => void finish(request, true);
  context.on('request', onRequest);
  context.on('requestfinished', onFinished);
  context.on('requestfailed', onFailed);
  return () => {
    context.off('request', onRequest);
    context.off('requestfinished', onFinished);
    context.off('requestfailed', onFailed);
  };
}
