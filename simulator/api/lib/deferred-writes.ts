/**
 * Writes a route stores in batches instead of one per request: a counted read (an article's view
 * count) is a write on every call of the mock's busiest route, and one SQLite commit per call costs
 * more than everything else that call does. A batch is stored:
 * - before any request to another route runs, so every other answer (a list's view counts, a
 *   signed-in read, QA's reset) sees every read counted before it, as if each had been stored at once;
 * - at most {@link FLUSH_AFTER_MS} after its first write, so another process on the same data folder
 *   sees it at most that late;
 * - when the server closes.
 */
export type DeferredWrites = {
  /**
   * Registers a batch writer. `flush()` stores what it holds (nothing when it holds nothing);
   * requests to `ownRoute` (its route's URL pattern) leave it alone.
   */
  register(ownRoute: string, flush: () => void): void;
  /** A writer has something to store: arms the timer (once). */
  schedule(): void;
  /** Before a request to `route` (its URL pattern): flushes every writer but that route's own. */
  beforeRequest(route: string | undefined): void;
  /** Stores everything now and stops the timer (the server is closing). */
  close(): void;
};

export const FLUSH_AFTER_MS = 100;

type Writer = { ownRoute: string; flush: () => void };

export function createDeferredWrites(onError: (error: unknown) => void): DeferredWrites {
  const writers: Writer[] = [];
  let timer: NodeJS.Timeout | null = null;
  let pending = false;

  const flushAll = (except?: string): void => {
    let skipped = false;
    for (const writer of writers) {
      if (writer.ownRoute === except) skipped = true;
      else writer.flush();
    }
    // Only a flush of every writer settles everything; a partial one leaves the timer armed.
    if (!skipped) {
      pending = false;
      if (timer) clearTimeout(timer);
      timer = null;
    }
  };

  const onTimer = (): void => {
    timer = null;
    try {
      flushAll();
    } catch (error) {
      // The database was busy beyond its timeout: the writers kept their batches; try again.
      onError(error);
      arm();
    }
  };
  const arm = (): void => {
    pending = true;
    timer ??= setTimeout(onTimer, FLUSH_AFTER_MS).unref();
  };

  return {
    register: (ownRoute, flush) => void writers.push({ ownRoute, flush }),
    schedule: arm,
    beforeRequest(route) {
      if (pending) flushAll(route);
    },
    close: () => flushAll(),
  };
}
