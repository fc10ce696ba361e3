import { dataVersion } from '../db/data-version';
import type { Db } from '../db/types';
import { ok } from './envelope';

/**
 * Serialized answers of pages whose every read bumps a view counter (an article's detail).
 * The bump is a write, which would empty a plain read cache on every read; here the cache remembers
 * the database's version right after its own bump, so only someone else's write (or another
 * server's commit, see db/data-version.ts) empties it. The count itself is spliced into the
 * cached JSON at each read, so the answer always shows the read it counts.
 */
export type ViewCountedAnswers = {
  /**
   * The JSON envelope for `key`: `count()` writes the bump and answers the new count; `build(count)`
   * makes the data (checked by `check`) when the answer is not cached.
   */
  serve(key: string, count: () => number, build: (count: number) => Record<string, unknown>, check: (data: unknown) => void): string;
};

/** Stands for the count in a cached answer while it is serialized (no article text holds NUL characters). */
const PLACEHOLDER = '\u0000count\u0000';
const MARK = JSON.stringify(PLACEHOLDER);

export function createViewCountedAnswers(db: Db, field = 'views', maxEntries = 256): ViewCountedAnswers {
  const entries = new Map<string, { before: string; after: string }>();
  let expected = -1;
  const version = (): number => dataVersion(db);
  return {
    serve(key, count, build, check) {
      if (version() !== expected) entries.clear();
      const views = count();
      expected = version();
      let entry = entries.get(key);
      if (!entry) {
        const data = build(views);
        check(data);
        const [before = '', after = ''] = JSON.stringify(ok({ ...data, [field]: PLACEHOLDER })).split(MARK);
        entry = { before, after };
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, entry);
      }
      return `${entry.before}${views}${entry.after}`;
    },
  };
}
