/**
 * The servers a test's phones need: the mock API and the app (built, in dist/web) with the API
 * under /api-mock/. Started in the test process on free ports, in memory by default or on a data
 * folder, or taken as already running (a QA machine with `npm start` open). Nothing reads stdout.
 */
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createApiServer, type ApiServer } from '../api/server';
import { createStaticServer } from '../static-server';
import { createMockApi } from './mock-api';

export type ServersOption =
  /** Start both here: in memory, or on a data folder that survives the run. */
  | { start: 'memory' }
  | { start: 'folder'; dataDir: string }
  /** Use servers already running: the API's origin and the app's (which proxies /api-mock/). */
  | { apiUrl: string; webUrl: string };

export type Servers = { apiUrl: string; webUrl: string; close(): Promise<void> };

/** This package's build of the app, wherever the tests run from (another repository's too). */
const PACKAGE_WEB_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** Starts (or reaches) the servers; a server that does not answer is named with its address. */
export async function openServers(
  option: ServersOption,
  webDir = PACKAGE_WEB_DIR,
): Promise<Servers> {
  if ('apiUrl' in option) {
    await createMockApi(option.apiUrl).health();
    const web = await fetch(new URL('/app/', option.webUrl)).catch((error: unknown) => {
      throw new Error(
        `连不上应用 ${option.webUrl}（${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)}）：它启动了吗？`,
      );
    });
    if (!web.ok) throw new Error(`应用 ${option.webUrl} 的 /app/ 回答 HTTP ${web.status}`);
    return { ...option, close: async () => undefined };
  }
  const api: ApiServer = await createApiServer(
    option.start === 'folder' ? { dbFile: `${option.dataDir}/api.sqlite` } : {},
  );
  let web: FastifyInstance | null = null;
  try {
    const apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    web = await createStaticServer({ apiUrl, webDir });
    const webUrl = await web.listen({ port: 0, host: '127.0.0.1' });
    return {
      apiUrl,
      webUrl,
      close: async () => {
        await web?.close();
        await api.close();
      },
    };
  } catch (error) {
    await web?.close();
    await api.close();
    throw error;
  }
}
