import type Database from 'better-sqlite3';
import type { Rng } from '../lib/prng';

export type Db = Database.Database;

/** One schema step. `id` is unique and never renamed: applied ids are recorded in `_migrations`. */
export type Migration = { id: string; up: string | ((db: Db) => void) };

/**
 * One domain's seed. `rng` is seeded from `name`, so adding or changing another domain's seed never
 * changes this one's data. `now` is the fixed seed epoch (ms), not the wall clock.
 */
export type Seed = { name: string; run(db: Db, rng: Rng, now: number): void };
