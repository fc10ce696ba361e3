/**
 * Child process of bench/api-bench.ts: json-server 0.17 serving the JSON the mock API answered
 * (given as a file), on 127.0.0.1 and a free port; prints one `READY {"port":…}` line.
 * (The mock API itself runs as users run it: simulator/api/cli.ts, started by the bench.)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';

type JsonServer = {
  create(): {
    use(...handlers: unknown[]): void;
    listen(port: number, host: string, cb: () => void): Server;
  };
  router(db: Record<string, unknown>): unknown;
  defaults(opts: { logger: boolean; noCors?: boolean }): unknown[];
};

const dbFile = process.argv[2];
if (!dbFile) throw new Error('用法：api-bench-server.ts <db.json>');
const jsonServer = createRequire(import.meta.url)('json-server') as JsonServer;
const app = jsonServer.create();
app.use(...jsonServer.defaults({ logger: false }));
app.use(jsonServer.router(JSON.parse(readFileSync(dbFile, 'utf8')) as Record<string, unknown>));
const server = app.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  console.log(
    `READY ${JSON.stringify({ port: typeof addr === 'object' && addr ? addr.port : 0 })}`,
  );
});
