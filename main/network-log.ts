/**
 * Builds a phone's network log from the Chrome DevTools Protocol's Network events, which main
 * receives through `webContents.debugger` (the same events DevTools' Network panel shows).
 */
import type { NetworkLogEntry } from '../simulator/host-contract';

export type CdpNetworkEvent =
  | {
      method: 'Network.requestWillBeSent';
      params: {
        requestId: string;
        timestamp: number;
        wallTime: number;
        request: {
          url: string;
          method: string;
          headers: Record<string, unknown>;
          postData?: string;
        };
      };
    }
  | {
      method: 'Network.responseReceived';
      params: {
        requestId: string;
        timestamp: number;
        response: { status: number; headers?: Record<string, unknown> };
      };
    }
  | {
      method: 'Network.loadingFailed';
      params: { requestId: string; timestamp: number; errorText: string; canceled?: boolean };
    }
  | { method: 'Network.loadingFinished'; params: { requestId: string; timestamp: number } };

const NETWORK_METHODS = new Set([
  'Network.requestWillBeSent',
  'Network.responseReceived',
  'Network.loadingFailed',
  'Network.loadingFinished',
]);

export function isCdpNetworkEvent(
  method: string,
  params: unknown,
): params is CdpNetworkEvent['params'] {
  return (
    NETWORK_METHODS.has(method) &&
    typeof params === 'object' &&
    params !== null &&
    'requestId' in params
  );
}

const stringHeaders = (headers: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)]));

/** Keeps the last `limit` requests of one phone. */
export class NetworkLog {
  private readonly entries: NetworkLogEntry[] = [];
  private readonly started = new Map<string, { entry: NetworkLogEntry; timestamp: number }>();
  private seq = 0;

  constructor(private readonly limit = 500) {}

  /** Feed one CDP event; returns true when the log changed. */
  apply(event: CdpNetworkEvent): boolean {
    switch (event.method) {
      case 'Network.requestWillBeSent': {
        const { request } = event.params;
        // Data URLs and the dev server's module requests are noise for QA.
        if (!/^https?:/.test(request.url)) return false;
        const entry: NetworkLogEntry = {
          seq: ++this.seq,
          at: Math.round(event.params.wallTime * 1000),
          method: request.method,
          url: request.url,
          requestHeaders: stringHeaders(request.headers),
          requestBody: request.postData ?? null,
          status: null,
          responseHeaders: null,
          // Bodies stay in DevTools (per phone); the log keeps what a bug report needs.
          responseBody: null,
          failure: null,
          durationMs: null,
        };
        this.entries.push(entry);
        if (this.entries.length > this.limit) this.entries.shift();
        this.started.set(event.params.requestId, { entry, timestamp: event.params.timestamp });
        return true;
      }
      case 'Network.responseReceived': {
        const started = this.started.get(event.params.requestId);
        if (!started) return false;
        started.entry.status = event.params.response.status;
        started.entry.responseHeaders = stringHeaders(event.params.response.headers ?? {});
        return true;
      }
      case 'Network.loadingFinished':
      case 'Network.loadingFailed': {
        const started = this.started.get(event.params.requestId);
        if (!started) return false;
        this.started.delete(event.params.requestId);
        started.entry.durationMs = Math.round((event.params.timestamp - started.timestamp) * 1000);
        if (event.method === 'Network.loadingFailed')
          started.entry.failure = event.params.errorText;
        return true;
      }
    }
  }

  list(): NetworkLogEntry[] {
    return this.entries.map((e) => ({ ...e }));
  }

  clear(): void {
    this.entries.length = 0;
    this.started.clear();
  }
}
