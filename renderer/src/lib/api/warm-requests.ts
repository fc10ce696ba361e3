/**
 * Requests started ahead of their page: while a deep link's page module and React's first render
 * are still on their way, the route already asks for the page's first data (route records'
 * `prefetch`, app/router.tsx), and the page takes that answer when it asks for the same thing.
 * Only reads (GET) are warmed up, and each is taken once: a later ask (a refresh, coming back)
 * goes to the server.
 */

/** How long a warmed-up request waits for its page to take it. */
export const WARM_TTL_MS = 10_000;

type Warm = { promise: Promise<unknown>; expires: number };

const warm = new Map<string, Warm>();

/** Starts `load` now for the page that will ask for `key` within WARM_TTL_MS. */
export function warmUp(key: string, load: () => Promise<unknown>, now = Date.now()): void {
  const existing = warm.get(key);
  if (existing && existing.expires > now) return;
  const promise = load();
  // A failure is the page's to show, when it takes the answer.
  promise.catch(() => undefined);
  warm.set(key, { promise, expires: now + WARM_TTL_MS });
}

/** The warmed-up request for `key` while fresh (taken once), else `load()`. */
export function takeWarm<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const entry = warm.get(key);
  warm.delete(key);
  return entry && entry.expires > now ? (entry.promise as Promise<T>) : load();
}
