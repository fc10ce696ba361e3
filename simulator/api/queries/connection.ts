import { defineQueries } from '../db/queries';

/**
 * The connection's own bookkeeping, read on every request by db/data-version.ts: plucked, so each
 * answers the value itself rather than a row around it (a quarter of the cost).
 */
export const connectionQueries = defineQueries((db) => {
  const totalChanges = db.prepare<[], number>('SELECT total_changes()').pluck();
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const readSchema = db.prepare('SELECT 1 FROM sqlite_master LIMIT 1');
  return {
    /** Rows changed through this connection since it opened. */
    totalChanges: (): number => totalChanges.get() ?? 0,
    /** Moves when another connection commits. */
    dataVersion: (): number => dataVersion.get() ?? 0,
    /** A read, which in WAL mode makes SQLite create the WAL index. */
    readSchema: (): void => void readSchema.get(),
  };
});
