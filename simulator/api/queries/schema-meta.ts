import { defineQueries } from '../db/queries';

/**
 * The bookkeeping tables of db/index.ts: which migrations ran and which seeds are done, and the
 * table list a reset drops. Built after `_migrations` and `_meta` exist; a reset drops and
 * recreates them on the same connection, and SQLite recompiles these statements then.
 */
export const schemaMetaQueries = defineQueries((db) => {
  const appliedMigrations = db.prepare<[], { id: string }>('SELECT id FROM _migrations');
  const recordMigration = db.prepare<[string, number]>(
    'INSERT INTO _migrations (id, applied_at) VALUES (?, ?)',
  );
  const doneSeeds = db.prepare<[], { key: string }>(
    "SELECT key FROM _meta WHERE key LIKE 'seed:%'",
  );
  const markDone = db.prepare<[string]>("INSERT INTO _meta (key, value) VALUES (?, 'done')");
  const tables = db.prepare<[], { name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  );
  return {
    appliedMigrations: () => new Set(appliedMigrations.all().map((r) => r.id)),
    recordMigration: (id: string, now: number) => void recordMigration.run(id, now),
    /** `seed:<name>` of every seed already run on this database. */
    doneSeeds: () => new Set(doneSeeds.all().map((r) => r.key)),
    markDone: (key: string) => void markDone.run(key),
    tableNames: () => tables.all().map((r) => r.name),
  };
});
