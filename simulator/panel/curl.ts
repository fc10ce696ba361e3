import type { NetworkLogEntry } from '../host-contract';

/** POSIX shell single-quoting: safe for any header value or body. */
const quote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

// Chromium adds these itself; copying them would make the command lie about what curl sends.
const SKIPPED_HEADERS = new Set(['content-length', 'host', 'connection', 'accept-encoding']);

/** The request as a cURL command QA can paste into a terminal (like DevTools' "Copy as cURL"). */
export function toCurl(
  entry: Pick<NetworkLogEntry, 'method' | 'url' | 'requestHeaders' | 'requestBody'>,
): string {
  const parts = ['curl', quote(entry.url)];
  if (entry.method !== 'GET' && !(entry.method === 'POST' && entry.requestBody !== null))
    parts.push('-X', entry.method);
  for (const [name, value] of Object.entries(entry.requestHeaders)) {
    if (SKIPPED_HEADERS.has(name.toLowerCase()) || name.startsWith(':')) continue;
    parts.push('-H', quote(`${name}: ${value}`));
  }
  if (entry.requestBody !== null) parts.push('--data-raw', quote(entry.requestBody));
  return parts.join(' ');
}
