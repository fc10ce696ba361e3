import type { Db } from '../db/types';

/**
 * Answers handed out by a read cache: the same object each time until the data changes, never
 * mutated. The route layer checks and serializes each of them once (see lib/route.ts).
 */
const reusedAnswers = new WeakSet<object>();
export const isReusedAnswer = (value: unknown): value is object => typeof value === 'object' && value !== null && reusedAnswers.has(value);

/** Answers of read-only queries, reused until the database next changes. */
export type ReadCache = {
  /** `compute()`'s answer for `key`, computed again only after a write to the database. */
  get<T>(key: string, compute: () => T): T;
};

/**
 * SQLite's total_changes() counts every row this connection has inserted, updated or deleted
 * (rolled-back writes and a reset's reseeding included), so while it stays the same every table
 * reads exactly as when an answer was computed: no route has to remember to invalidate anything.
 * Another server on the same file (two commands on one data folder) is seen through
 * `PRAGMA data_version`, which moves when another connection commits.
 * Bounded: the oldest answers go first when `maxEntries` is reached.
 */
export function createReadCache(db: Db, maxEntries = 256): ReadCache {
  const entries = new Map<string, unknown>();
  let seenVersion = '';
  const dataVersion = (): string =>
    `${db.prepare<[], { n: number }>('SELECT total_changes() AS n').get()?.n ?? 0}:${db.pragma('data_version', { simple: true }) as number}`;

  return {
    get<T>(key: string, compute: () => T): T {
      const version = dataVersion();
      if (version !== seenVersion) {
        entries.clear();
        seenVersion = version;
      }
      if (entries.has(key)) return entries.get(key) as T;
      const value = compute();
      if (typeof value === 'object' && value !== null) reusedAnswers.add(value);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, value);
      return value;
    },
  };
}
