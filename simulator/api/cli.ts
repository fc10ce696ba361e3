/**
 * Starts the mock API alone: `npm run api -- --port 3900 --data .sim-data/api` (state kept in
 * <data>/api.sqlite across restarts) or `--memory` (fresh seed every start); `--verbose` logs every request.
 * Media URLs start with `--public-origin <http(s)://host[:port]>` when given, else the address a client
 * reached; `--behind-proxy` trusts a reverse proxy's X-Forwarded-Proto/Host (http(s) and a valid host only).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createApiServer } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_API_PORT ?? '3900' },
    host: { type: 'string', default: '127.0.0.1' },
    /** Each command its own default folder (npm run sim: .sim-data/sim, dev:web: .sim-data/dev-web). */
    data: { type: 'string', default: '.sim-data/api' },
    memory: { type: 'boolean', default: false },
    /** Origin of absolute media URLs (e.g. https://mock.example.com); default: the address a client reached. */
    'public-origin': { type: 'string' },
    /** Behind a reverse proxy: trust its well-formed X-Forwarded-Proto / X-Forwarded-Host. */
    'behind-proxy': { type: 'boolean', default: false },
    /** Fastify's per-request log (off by default: the console stays readable for QA's SMS codes). */
    verbose: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`端口不正确：${values.port}`);
  process.exit(2);
}
let dbFile: string | undefined;
if (!values.memory) {
  const dir = resolve(values.data);
  mkdirSync(dir, { recursive: true });
  dbFile = join(dir, 'api.sqlite');
}

const server = await createApiServer({
  dbFile,
  publicOrigin: values['public-origin'],
  behindProxy: values['behind-proxy'],
  logger: values.verbose,
  responseCheck: 'warn',
  smsLog: (phone, code) => console.log(`[模拟短信] ${phone} 的验证码：${code}`),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
});
const url = await server.app.listen({ port, host: values.host });
console.log(`模拟后端已启动：${url}`);
console.log(`数据：${dbFile ? `${dbFile}（重启后保留）` : '内存（每次启动恢复种子数据）'}`);
console.log(`场景控制：${url}/__sim/state  OpenAPI：${url}/__sim/openapi.json`);

let closing = false;
const shutdown = (): void => {
  if (closing) return;
  closing = true;
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
