import type Database from 'better-sqlite3';
import type { DeferredWrites } from './lib/deferred-writes';
import type { RouteDoc } from './lib/route';
import type { SimControls } from './sim/controls';

/**
 * Everything one server instance owns. A fresh one per {@link createApiServer} call:
 * tests run many servers side by side, so nothing here is module-level state.
 */
export type ApiContext = {
  db: Database.Database;
  /** The simulated clock (ms): the real clock plus whatever `/__sim/advance` added. */
  now(): number;
  controls: SimControls;
  /** Documentation of every route registered through `defineRoute`, for the OpenAPI document. */
  docs: RouteDoc[];
  smsLog(phone: string, code: string): void;
  /** Where uploaded files and generated media are kept when not in the database (unused in memory). */
  dataDir: string | null;
  /** 'throw' in tests, 'warn' for QA servers, 'off' for benchmarks. */
  responseCheck: 'throw' | 'warn' | 'off';
  /** Origin of media URLs (`--public-origin`); null: the address the request reached. */
  publicOrigin: string | null;
  /** Behind a reverse proxy (`--behind-proxy`): well-formed X-Forwarded-Proto/Host are trusted. */
  behindProxy: boolean;
  /** Every registered route (method and URL pattern), filled as routes are added. */
  routeTable: { method: string; url: string }[];
  /** Writes routes store in batches (counted reads), flushed before any other route runs. */
  deferredWrites: DeferredWrites;
  /** Rebuilds the database from migrations and seed (POST /__sim/reset). */
  reset(): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: ApiContext;
  }
}
