/**
 * The mock API and the app for a baseline run, on free ports, in memory, on a pinned clock: the
 * seeded data is dated relative to the API's clock (a course "starts in 2 days"), so with the
 * clock pinned every run shows the same dates, counts and orders.
 */
import type { FastifyInstance } from 'fastify';
import { createApiServer } from '../api/server';
import { createStaticServer } from '../static-server';

/** The instant baselines are taken at: Monday 2 March 2026, 10:00 in Beijing. */
export const PINNED_NOW = Date.parse('2026-03-02T10:00:00+08:00');

export type PinnedServers = { apiUrl: string; webUrl: string; close(): Promise<void> };

/** Starts both; the app is the build in `webDir` (default dist/web). */
export async function openPinnedServers(webDir?: string, now = PINNED_NOW): Promise<PinnedServers> {
  const api = await createApiServer({ now: () => now });
  let web: FastifyInstance | null = null;
  try {
    const apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    web = await createStaticServer({ apiUrl, webDir });
    const webUrl = await web.listen({ port: 0, host: '127.0.0.1' });
    const app = web;
    return {
      apiUrl,
      webUrl,
      close: async () => {
        await app.close();
        await api.close();
      },
    };
  } catch (error) {
    await web?.close();
    await api.close();
    throw error;
  }
}
