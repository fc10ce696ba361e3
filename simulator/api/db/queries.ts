import type { Db } from './types';

/**
 * Declares a domain's data access: `build` prepares its statements and answers named query
 * functions. They are built once per database connection (a WeakMap, so a server's connection and
 * its statements go together) and survive `/__sim/reset`, which rebuilds the tables on the same
 * connection (SQLite recompiles a statement after a schema change).
 */
export function defineQueries<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const perDb = new WeakMap<Db, Q>();
  return (db) => {
    let queries = perDb.get(db);
    if (queries === undefined) perDb.set(db, (queries = build(db)));
    return queries;
  };
}
