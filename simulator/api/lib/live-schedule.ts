import { defineQueries } from '../db/queries';
import type { Db } from '../db/types';

/**
 * The sessions QA scheduled at a set time (`start_fixed`): they go live by themselves once the
 * server's clock reaches their start, as a real schedule would. Seeded upcoming sessions keep their
 * rolling dates (always days ahead) and go live only when QA starts them.
 */
const scheduleQueries = defineQueries((db: Db) => {
  const promote = db.prepare<[number]>(
    'UPDATE courses SET status = 1 WHERE status = 0 AND start_fixed = 1 AND start_at <= ?',
  );
  return { promote: (now: number) => promote.run(now).changes };
});

/** Starts every fixed-time session due by `now`; answers how many went live. */
export const startDueSessions = (db: Db, now: number): number => scheduleQueries(db).promote(now);

/** Paths whose answers depend on a session's status: due sessions start before they are answered. */
export const SCHEDULE_SENSITIVE = /^\/(v\d\/)?(live|chapter|media\/live)\//;
