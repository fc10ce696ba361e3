/**
 * A phone's network log as a HAR 1.2 file (the HTTP Archive format DevTools, Charles and Fiddler
 * import), so a request QA saw can travel with a bug report. Pure: the panel builds it in the browser
 * and the hosts in Node from the same entries.
 */
import packageJson from '../../package.json' with { type: 'json' };
import type { NetworkLogEntry } from './index';

type HarNameValue = { name: string; value: string };

type HarEntry = {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    queryString: HarNameValue[];
    postData?: { mimeType: string; text: string };
    headersSize: -1;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    content: { size: number; mimeType: string; text?: string };
    redirectURL: string;
    headersSize: -1;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  /** Chromium's error text for a request that failed (DevTools' own field). */
  _error?: string;
  comment?: string;
};

export type Har = {
  log: {
    version: '1.2';
    creator: { name: string; version: string };
    entries: HarEntry[];
    comment?: string;
  };
};

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

const pairs = (headers: Record<string, string> | null): HarNameValue[] =>
  Object.entries(headers ?? {}).map(([name, value]) => ({ name, value }));

function headerValue(headers: Record<string, string> | null, name: string): string | undefined {
  const found = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return found?.[1];
}

function queryOf(url: string): HarNameValue[] {
  try {
    return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
  } catch {
    return [];
  }
}

function harEntry(entry: NetworkLogEntry): HarEntry {
  const time = Math.max(0, Math.round(entry.durationMs ?? 0));
  const requestType =
    headerValue(entry.requestHeaders, 'content-type') ?? 'application/octet-stream';
  const responseType = headerValue(entry.responseHeaders, 'content-type') ?? 'x-unknown';
  const body = entry.responseBody;
  const answered = entry.status !== null;
  return {
    startedDateTime: new Date(entry.at).toISOString(),
    time,
    request: {
      method: entry.method,
      url: entry.url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(entry.requestHeaders),
      queryString: queryOf(entry.url),
      ...(entry.requestBody !== null
        ? { postData: { mimeType: requestType, text: entry.requestBody } }
        : {}),
      headersSize: -1,
      bodySize: entry.requestBody === null ? 0 : utf8Length(entry.requestBody),
    },
    response: {
      status: entry.status ?? 0,
      statusText: answered ? (STATUS_TEXT[entry.status ?? 0] ?? '') : '',
      httpVersion: answered ? 'HTTP/1.1' : '',
      cookies: [],
      headers: pairs(entry.responseHeaders),
      content: {
        size: body === null ? 0 : utf8Length(body),
        mimeType: responseType,
        ...(body !== null ? { text: body } : {}),
      },
      redirectURL: headerValue(entry.responseHeaders, 'location') ?? '',
      headersSize: -1,
      bodySize: body === null ? -1 : utf8Length(body),
    },
    cache: {},
    // The log keeps one duration per request: it is all waiting, as far as a reader can tell.
    timings: { send: 0, wait: time, receive: 0 },
    ...(entry.failure !== null ? { _error: entry.failure } : {}),
    ...(!answered && entry.failure === null ? { comment: '保存时请求尚未完成' } : {}),
  };
}

/** The entries, oldest first, as a HAR 1.2 log; `creator` names the simulator and its version. */
export function toHar(
  entries: readonly NetworkLogEntry[],
  creator: { name: string; version: string },
  comment?: string,
): Har {
  return {
    log: {
      version: '1.2',
      creator,
      entries: [...entries].sort((a, b) => a.seq - b.seq).map(harEntry),
      ...(comment !== undefined ? { comment } : {}),
    },
  };
}

/** Who wrote a HAR file: the simulator, at the package's version. */
export const HAR_CREATOR = { name: '财税手机模拟器', version: packageJson.version } as const;
