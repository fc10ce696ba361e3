import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from './types';
import { dataVersion, OTHERS_SEEN_WITHIN_MS, releaseDataVersion } from './data-version';

/** Waits (synchronously) until another connection's commit must be seen. */
const settle = (): void =>
  void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, OTHERS_SEEN_WITHIN_MS + 1);

describe('dataVersion', () => {
  let dir: string;
  const open: Db[] = [];
  const connect = (file: string, journal = 'WAL'): Db => {
    const db = new Database(file);
    db.pragma(`journal_mode = ${journal}`);
    open.push(db);
    return db;
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'data-version-'));
  });
  afterEach(() => {
    for (const db of open.splice(0)) {
      releaseDataVersion(db);
      db.close();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('stays while nothing is written, reads included', () => {
    const db = connect(join(dir, 'a.sqlite'));
    db.exec("CREATE TABLE t (v TEXT); INSERT INTO t VALUES ('a')");
    const v = dataVersion(db);
    db.prepare('SELECT * FROM t').all();
    db.transaction(() => db.prepare('SELECT COUNT(*) FROM t').get())();
    expect(dataVersion(db)).toBe(v);
  });

  it('moves with each write of its own connection, a rolled-back one and one inside an open transaction too', () => {
    const db = connect(join(dir, 'b.sqlite'));
    db.exec('CREATE TABLE t (v TEXT)');
    const seen = [dataVersion(db)];
    db.prepare("INSERT INTO t VALUES ('a')").run();
    seen.push(dataVersion(db));
    expect(() =>
      db.transaction(() => {
        db.prepare("UPDATE t SET v = 'b'").run();
        throw new Error('回滚');
      })(),
    ).toThrow('回滚');
    seen.push(dataVersion(db));
    db.transaction(() => {
      db.prepare('DELETE FROM t').run();
      seen.push(dataVersion(db));
    })();
    expect(new Set(seen).size).toBe(4);
  });

  it("moves with another connection's commit to the same file within OTHERS_SEEN_WITHIN_MS (a second server on the data folder), schema changes included", () => {
    const file = join(dir, 'c.sqlite');
    const db = connect(file);
    db.exec('CREATE TABLE t (v TEXT)');
    const other = connect(file);
    let v = dataVersion(db);
    other.prepare("INSERT INTO t VALUES ('x')").run();
    settle();
    expect(dataVersion(db)).not.toBe(v);
    v = dataVersion(db);
    other.exec('CREATE TABLE u (w TEXT)');
    settle();
    expect(dataVersion(db)).not.toBe(v);
    v = dataVersion(db);
    // After a checkpoint the log starts over: the next commit still shows.
    other.pragma('wal_checkpoint(RESTART)');
    other.prepare("INSERT INTO t VALUES ('y')").run();
    settle();
    expect(dataVersion(db)).not.toBe(v);
    // Its own write shows at once, with no wait (the header is read again with it).
    v = dataVersion(db);
    db.prepare("INSERT INTO t VALUES ('own')").run();
    expect(dataVersion(db)).not.toBe(v);
  });

  it("on a file not in WAL mode (no -shm to read), moves with its own writes and with another connection's commit at once", () => {
    const file = join(dir, 'd.sqlite');
    const db = connect(file, 'DELETE');
    db.exec('CREATE TABLE t (v TEXT)');
    const other = connect(file, 'DELETE');
    let v = dataVersion(db);
    expect(dataVersion(db)).toBe(v);
    db.prepare("INSERT INTO t VALUES ('own')").run();
    expect(dataVersion(db)).not.toBe(v);
    v = dataVersion(db);
    other.prepare("INSERT INTO t VALUES ('x')").run();
    expect(dataVersion(db)).not.toBe(v);
  });

  it('works on an in-memory database', () => {
    const db = new Database(':memory:');
    open.push(db);
    db.exec('CREATE TABLE t (v TEXT)');
    const v = dataVersion(db);
    expect(dataVersion(db)).toBe(v);
    db.prepare("INSERT INTO t VALUES ('a')").run();
    expect(dataVersion(db)).not.toBe(v);
  });
});
