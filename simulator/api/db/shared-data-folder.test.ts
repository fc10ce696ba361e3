import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { createApiServer, type ApiServer } from '../server';
import { createReadCache } from '../lib/read-cache';
import { claimDataFolder } from './data-folder';
import { OTHERS_SEEN_WITHIN_MS } from './data-version';

/** Waits (synchronously) until another connection's commit must be seen (db/data-version.ts). */
const settle = (): void =>
  void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, OTHERS_SEEN_WITHIN_MS + 1);

/**
 * Two servers on one data folder. Another writer (a worker thread with its own
 * connection, as a second server process would have) commits small write transactions in a loop
 * while this server takes writes: none may fail with SQLITE_BUSY (a 500).
 */
const OTHER_WRITER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file, { timeout: 5000 });
const until = Date.now() + workerData.ms;
const pause = new Int32Array(new SharedArrayBuffer(4));
parentPort.postMessage('started');
while (Date.now() < until) {
  db.prepare('BEGIN IMMEDIATE').run();
  db.prepare("INSERT INTO _meta (key, value) VALUES ('other-writer', '1') ON CONFLICT (key) DO UPDATE SET value = value + 1").run();
  Atomics.wait(pause, 0, 0, 3);
  db.prepare('COMMIT').run();
  Atomics.wait(pause, 0, 0, 1);
}
db.close();
`;

describe('two servers on one data folder', () => {
  let dir: string;
  let server: ApiServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'api-shared-'));
    server = await createApiServer({ dbFile: join(dir, 'api.sqlite'), responseCheck: 'throw' });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("queues writes behind another connection's write transactions instead of failing", async () => {
    const worker = new Worker(OTHER_WRITER, {
      eval: true,
      workerData: {
        file: join(dir, 'api.sqlite'),
        ms: 1500,
        module: createRequire(import.meta.url).resolve('better-sqlite3'),
      },
    });
    await new Promise((resolve) => worker.once('message', resolve));
    let running = true;
    worker.once('exit', () => (running = false));
    const statuses: number[] = [];
    // Read-then-write transactions (the SMS resend check, then the insert), one phone each, for as long as the other writer runs.
    for (let i = 0; running || i < 20; i++) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/V2/sms/send',
        payload: { phone: `1390000${String(i).padStart(4, '0')}`, type: 2 },
      });
      statuses.push(res.statusCode);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 20_000);

  it("sees the other connection's commits in the read cache", () => {
    const cache = createReadCache(server.db);
    const read = (): string =>
      cache.get(
        'v',
        () =>
          server.db
            .prepare<[], { value: string }>("SELECT value FROM _meta WHERE key = 'seen-by-cache'")
            .get()?.value ?? '',
      );
    const other = new Database(join(dir, 'api.sqlite'));
    other.prepare("INSERT OR REPLACE INTO _meta (key, value) VALUES ('seen-by-cache', 'a')").run();
    settle();
    expect(read()).toBe('a');
    other.prepare("UPDATE _meta SET value = 'b' WHERE key = 'seen-by-cache'").run();
    settle();
    expect(read()).toBe('b');
    other.close();
  });

  it('stores anonymous reads of an article for the other connection: shortly after, and when the server closes', async () => {
    const file = join(dir, 'api.sqlite');
    const other = new Database(file);
    const views = (): number =>
      other.prepare<[], { views: number }>('SELECT views FROM articles WHERE id = 1').get()
        ?.views ?? -1;
    const read = async (s: ApiServer): Promise<number> =>
      (
        JSON.parse((await s.app.inject({ method: 'GET', url: '/article/detail/1' })).body) as {
          data: { views: number };
        }
      ).data.views;
    const first = await read(server);
    expect(views()).toBe(first);
    expect(await read(server)).toBe(first + 1);
    await expect.poll(views, { interval: 20, timeout: 2000 }).toBe(first + 1);
    const second = await createApiServer({ dbFile: file, responseCheck: 'throw' });
    settle();
    expect([await read(second), await read(second)]).toEqual([first + 2, first + 3]);
    await expect.poll(views, { interval: 20, timeout: 2000 }).toBe(first + 3);
    settle();
    // The other server's commits empty this one's answers: it counts on from the stored count.
    expect(await read(server)).toBe(first + 4);
    settle();
    expect([await read(second), await read(second)]).toEqual([first + 5, first + 6]);
    await second.close();
    expect(views()).toBe(first + 6);
    other.close();
  });

  it('tells a second server that the folder is in use, and forgets a process that has gone', () => {
    const file = join(dir, 'api.sqlite');
    // This test process is the server above; a second claim from it is not "another".
    expect(claimDataFolder(file).others).toEqual([]);
    // A live process that marked the folder (here: the test runner's parent) is named.
    writeFileSync(join(`${file}.servers`, String(process.ppid)), '');
    expect(claimDataFolder(file).others).toEqual([process.ppid]);
    rmSync(join(`${file}.servers`, String(process.ppid)));
    const marker = join(`${file}.servers`, '999999999');
    rmSync(marker, { force: true });
    writeFileSync(marker, '');
    expect(claimDataFolder(file).others).toEqual([]);
    expect(existsSync(marker)).toBe(false);
  });
});
