import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createApiServer } from '../simulator/api/server';
import { createStaticServer, type StaticServerOptions } from '../simulator/static-server';
import { partOf } from './run-alone';

/**
 * The mock API and the app's static server as `npm run sim` starts them (response checking `warn`,
 * the simulator's default: the benches measure what QA runs), each on a free loopback port.
 */
export async function startSimServers(extra: Omit<StaticServerOptions, 'apiUrl' | 'webDir'> = {}) {
  const webDir = join(process.cwd(), 'dist/web');
  if (!existsSync(join(webDir, 'index.html')))
    throw new Error('没有 dist/web：先运行 npm run build:web');
  const api = await createApiServer({ responseCheck: 'warn' });
  const apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const web = await createStaticServer({ ...extra, apiUrl, webDir });
  const webUrl = await web.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    web.server.closeAllConnections();
    await web.close();
    await api.close();
  };
  return { apiUrl, webUrl, close };
}

partOf(import.meta.url, 'bench/sim-bench.ts');
