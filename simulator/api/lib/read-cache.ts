import { dataVersion } from '../db/data-version';
import type { Db } from '../db/types';

/**
 * Answers handed out by a read cache: the same object each time until the data changes, never
 * mutated. The route layer checks and serializes each of them once (see lib/route.ts).
 */
const reusedAnswers = new WeakSet<object>();
export const isReusedAnswer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && reusedAnswers.has(value);

/** Answers of read-only queries, reused until the database next changes. */
export type ReadCache = {
  /** `compute()`'s answer for `key`, computed again only after a write to the database. */
  get<T>(key: string, compute: () => T): T;
  /**
   * The same for an answer that also reads the clock: `compute` says until when (server time,
   * exclusive) its answer holds without a write. It is reused only for a `now` from the time it
   * was computed up to then: the mock's clock can be moved back as well as forward.
   */
  getTimed<T>(key: string, now: number, compute: () => { value: T; until: number }): T;
};

type Timed = { value: unknown; from: number; until: number };

/**
 * {@link dataVersion} moves with every row this connection writes (rolled-back writes and a reset's
 * reseeding included) and every commit by another connection (two commands on one data folder), so
 * while it stays the same every table reads exactly as when an answer was computed: no route has
 * to remember to invalidate anything. Bounded: the oldest answers go first when `maxEntries` is reached.
 */
export function createReadCache(db: Db, maxEntries = 256): ReadCache {
  const entries = new Map<string, unknown>();
  let seenVersion = -1;
  const current = (): Map<string, unknown> => {
    const version = dataVersion(db);
    if (version !== seenVersion) {
      entries.clear();
      seenVersion = version;
    }
    return entries;
  };
  const keep = (key: string, entry: unknown, value: unknown): void => {
    if (typeof value === 'object' && value !== null) reusedAnswers.add(value);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, entry);
  };

  return {
    get<T>(key: string, compute: () => T): T {
      const known = current();
      if (known.has(key)) return known.get(key) as T;
      const value = compute();
      keep(key, value, value);
      return value;
    },
    getTimed<T>(key: string, now: number, compute: () => { value: T; until: number }): T {
      const known = current().get(key) as Timed | undefined;
      if (known && known.from <= now && now < known.until) return known.value as T;
      const { value, until } = compute();
      keep(key, { value, from: now, until } satisfies Timed, value);
      return value;
    },
  };
}
