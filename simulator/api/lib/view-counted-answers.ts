import { dataVersion } from '../db/data-version';
import type { Db } from '../db/types';
import type { DeferredWrites } from './deferred-writes';
import { ok } from './envelope';

/**
 * Serialized answers of pages whose every read bumps a view counter (an article's detail), with
 * the counter kept in memory between batched writes (lib/deferred-writes.ts).
 *
 * The first read of an item since the data last changed is counted in the database (which also
 * says whether the item may be read at all: `countOne` throws its 404). Later reads add to the
 * count in memory and are stored in one write per batch. Because the batch is stored before any
 * other route runs, nobody in this server can see the count fall behind the answers; and because
 * its own writes are expected, they leave the cached answers alone: only someone else's write (or
 * another server's commit, see db/data-version.ts) empties the cache, after the batch is stored.
 * The count is spliced into the cached JSON at each read, so the answer always shows the read it counts.
 */
export type ViewCountedAnswers = {
  /** The JSON envelope for item `id` under `key`; `build(count)` makes the data (checked by `check`) when not cached. */
  serve(
    key: string,
    id: number,
    build: (count: number) => Record<string, unknown>,
    check: (data: unknown) => void,
  ): Buffer;
  /** Stores the reads counted since the last batch (a signed-in read of the same route calls it first). */
  flush(): void;
};

/** How reads are stored. */
export type ViewStore = {
  /** Counts one read of `id` and answers its new count; throws when it may not be read (nothing counted). */
  countOne(id: number): number;
  /** Adds `reads` reads to each id's count, in one transaction (reads made while it could be read, so even if it no longer can). */
  addAll(reads: Map<number, number>): void;
};

/** Stands for the count in a cached answer while it is serialized (no article text holds NUL characters). */
const PLACEHOLDER = '\u0000count\u0000';
const MARK = JSON.stringify(PLACEHOLDER);

export function createViewCountedAnswers(
  db: Db,
  store: ViewStore,
  deferred: { route: string; writes: DeferredWrites },
  field = 'views',
  maxEntries = 256,
): ViewCountedAnswers {
  // Kept encoded: the answer is mostly Chinese text, which is then not encoded again at every read.
  const entries = new Map<string, { before: Buffer; after: Buffer }>();
  /** Each item's count as this server knows it: the stored count plus `unstored`'s reads. */
  const counts = new Map<number, number>();
  const unstored = new Map<number, number>();
  let expected = -1;

  const flush = (): void => {
    if (unstored.size === 0) return;
    const inStep = dataVersion(db) === expected;
    store.addAll(unstored);
    unstored.clear();
    if (inStep) expected = dataVersion(db);
  };
  deferred.writes.register(deferred.route, flush);

  return {
    serve(key, id, build, check) {
      if (dataVersion(db) !== expected) {
        flush();
        entries.clear();
        counts.clear();
      }
      let count = counts.get(id);
      if (count === undefined) {
        count = store.countOne(id);
        expected = dataVersion(db);
        if (counts.size >= maxEntries) {
          flush();
          counts.clear();
        }
      } else {
        count += 1;
        unstored.set(id, (unstored.get(id) ?? 0) + 1);
        deferred.writes.schedule();
      }
      counts.set(id, count);
      let entry = entries.get(key);
      if (!entry) {
        const data = build(count);
        check(data);
        const [before = '', after = ''] = JSON.stringify(
          ok({ ...data, [field]: PLACEHOLDER }),
        ).split(MARK);
        entry = { before: Buffer.from(before), after: Buffer.from(after) };
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, entry);
      }
      return Buffer.concat([entry.before, Buffer.from(String(count), 'latin1'), entry.after]);
    },
    flush,
  };
}
