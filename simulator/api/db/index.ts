import Database from 'better-sqlite3';
import { migrations } from './migrations';
import { seeds } from '../seed';
import { createRng } from '../lib/prng';
import type { Db } from './types';
import { schemaMetaQueries } from '../queries/schema-meta';
import { BUSY_TIMEOUT_MS, useImmediateTransactions } from './immediate-transactions';

/**
 * Opens (or creates) a database, applies pending migrations and seeds it when new.
 * `file` omitted = in memory. Each call returns a new connection: never share one between servers.
 * `now` is the mock's clock at this moment: every seeded date is relative to it, so the data looks
 * the same whatever day it is seeded on.
 */
export function openDatabase(file?: string, now: number = Date.now()): Db {
  const db = new Database(file ?? ':memory:', { timeout: BUSY_TIMEOUT_MS });
  cachePreparedStatements(db);
  useImmediateTransactions(db);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.pragma('temp_store = MEMORY');
  migrate(db, now);
  seedIfEmpty(db, now);
  return db;
}

/**
 * The app's SQL is prepared once per connection by its queries/ modules; tests (and any code that
 * still prepares SQL where it runs it) get the same economy here, since compiling a statement costs
 * more than running it: each distinct SQL text is prepared once per connection. Safe because every
 * call site runs a statement to completion synchronously (nothing keeps an `iterate()` open across
 * another call); pluck/expand/raw modes are reset on each hand-out.
 */
function cachePreparedStatements(db: Db): void {
  const cache = new Map<string, Database.Statement>();
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    let stmt = cache.get(sql);
    if (!stmt) cache.set(sql, (stmt = prepare(sql)));
    // Modes stick to a statement: hand every caller a plain one, as a fresh prepare would.
    else if (stmt.reader) stmt.pluck(false).expand(false).raw(false);
    return stmt;
  }) as Db['prepare'];
}

function migrate(db: Db, now: number): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS _migrations (id TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)',
  );
  db.exec('CREATE TABLE IF NOT EXISTS _meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  const meta = schemaMetaQueries(db);
  const applied = meta.appliedMigrations();
  for (const m of migrations) {
    if (applied.has(m.id)) continue;
    db.transaction(() => {
      if (typeof m.up === 'string') db.exec(m.up);
      else m.up(db);
      meta.recordMigration(m.id, now);
    })();
  }
}

function seedIfEmpty(db: Db, now: number): void {
  const meta = schemaMetaQueries(db);
  const done = meta.doneSeeds();
  // Per seed, so a domain added later (a new migration + seed) is seeded into an existing data folder.
  for (const seed of seeds) {
    const key = `seed:${seed.name}`;
    if (done.has(key)) continue;
    db.transaction(() => {
      seed.run(db, createRng(`seed:${seed.name}`), now);
      meta.markDone(key);
    })();
  }
}

/** Drops every table and rebuilds the schema and seed, dated from `now`: POST /__sim/reset. */
export function resetDatabase(db: Db, now: number): void {
  const tables = schemaMetaQueries(db).tableNames();
  db.pragma('foreign_keys = OFF');
  db.transaction(() => {
    for (const t of tables) db.exec(`DROP TABLE IF EXISTS "${t}"`);
  })();
  db.pragma('foreign_keys = ON');
  migrate(db, now);
  seedIfEmpty(db, now);
}
