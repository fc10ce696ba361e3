import type { FastifyInstance } from 'fastify';
import { scheduleQueries } from '../queries/live-progress';
import type { Db } from '../db/types';

/**
 * The sessions QA scheduled at a set time (`start_fixed`): they go live by themselves once the
 * server's clock reaches their start, as a real schedule would. Seeded upcoming sessions keep their
 * rolling dates (always days ahead) and go live only when QA starts them.
 *
 * Starts every fixed-time session due by `now`; answers how many went live.
 */
const startDueSessions = (db: Db, now: number): number => scheduleQueries(db).promote(now);

/** Paths whose answers depend on a session's status: due sessions start before they are answered. */
const SCHEDULE_SENSITIVE = /^\/(v\d\/)?(live|chapter|media\/live)\//;

/**
 * A session scheduled at a set time goes live once the clock reaches it, before any course call is
 * answered: every plugin serving such paths adds this hook to its own routes.
 */
export function startDueSessionsFirst(app: FastifyInstance): void {
  const { ctx } = app;
  app.addHook('onRequest', (req, _reply, done) => {
    if (SCHEDULE_SENSITIVE.test(req.url)) startDueSessions(ctx.db, ctx.now());
    done();
  });
}
