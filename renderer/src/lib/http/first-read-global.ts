/**
 * A deep link's first read, sent by index.html's inline script while the app's code is still on its
 * way (the route's `firstRead`; renderer/build/first-read-script.ts), and left on `window` under
 * this name for the HTTP client (first-read.ts). Free of imports: the web build's config reads it.
 */
export const FIRST_READ_GLOBAL = '__taxFirstRead';

export type EarlyAnswer = {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
};

export type EarlyRead = {
  /** As axios builds it: the API base, the path, the query. */
  url: string;
  /** 'post' for a read the contract declares as a POST (a readOnly endpoint), else 'get'. */
  method: 'get' | 'post';
  /** A POST's JSON body, as axios serializes the page's. */
  body?: string;
  /** The session headers it was sent with (create-http.ts's names). */
  headers: Record<string, string>;
  /** When it was sent (ms since the epoch). */
  at: number;
  response: Promise<EarlyAnswer>;
};

declare global {
  interface Window {
    [FIRST_READ_GLOBAL]?: EarlyRead;
  }
}
