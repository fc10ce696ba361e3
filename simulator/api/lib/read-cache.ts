import type { Db } from '../db/types';

/** Answers of read-only queries, reused until the database next changes. */
export type ReadCache = {
  /** `compute()`'s answer for `key`, computed again only after a write to the database. */
  get<T>(key: string, compute: () => T): T;
};

/**
 * SQLite's total_changes() counts every row this connection has inserted, updated or deleted
 * (rolled-back writes and a reset's reseeding included), so while it stays the same every table
 * reads exactly as when an answer was computed: no route has to remember to invalidate anything.
 * The server holds one connection, so no other writer can change the data behind its back.
 * Bounded: the oldest answers go first when `maxEntries` is reached.
 */
export function createReadCache(db: Db, maxEntries = 256): ReadCache {
  const entries = new Map<string, unknown>();
  let seenChanges = -1;
  const totalChanges = (): number =>
    db.prepare<[], { n: number }>('SELECT total_changes() AS n').get()?.n ?? 0;

  return {
    get<T>(key: string, compute: () => T): T {
      const changes = totalChanges();
      if (changes !== seenChanges) {
        entries.clear();
        seenChanges = changes;
      }
      if (entries.has(key)) return entries.get(key) as T;
      const value = compute();
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, value);
      return value;
    },
  };
}
