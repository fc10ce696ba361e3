/**
 * A tiny server for the foreign-bridge test pages (tests/e2e/fixtures/bridges): the pages, and the
 * bridge libraries' unmodified npm files under /lib/<package>/ (from node_modules, or from
 * BRIDGE_LIBS_DIR when set: a directory holding the unpacked packages).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { parseHandlerTable, type HandlerTable } from '../../../simulator/bridge/protocols';

const PAGES = resolve('tests/e2e/fixtures/bridges');
const LIBS = resolve(process.env.BRIDGE_LIBS_DIR ?? 'node_modules');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** The handler table the pages are answered from (also the CLI's example). */
export const pageHandlers = (): HandlerTable =>
  parseHandlerTable(readFileSync(join(PAGES, 'handlers.json'), 'utf8'));

/** Starts the server on a free port; resolves with its origin and a close function. */
export async function serveBridgePages(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = path.startsWith('/lib/') ? join(LIBS, path.slice(5)) : join(PAGES, path);
    if (!file.startsWith(LIBS) && !file.startsWith(PAGES)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) =>
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'text/plain' }).end(body),
      () => res.writeHead(404).end(`没有这个文件：${file}`),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
