import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { createReadCache, isReusedAnswer } from './read-cache';

describe('createReadCache', () => {
  let db: Db;
  const count = (): number =>
    db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM t').get()?.n ?? 0;

  beforeEach(() => {
    db = new Database(':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
    db.prepare('INSERT INTO t (v) VALUES (?)').run('a');
  });
  afterEach(() => db.close());

  it('answers from the cache while nothing is written', () => {
    const cache = createReadCache(db);
    let computed = 0;
    const read = (): number => cache.get('n', () => (computed++, count()));
    expect([read(), read(), read()]).toEqual([1, 1, 1]);
    expect(computed).toBe(1);
  });

  it('computes again after an insert, an update, a delete or a rolled-back write', () => {
    const cache = createReadCache(db);
    const read = (): string =>
      cache.get(
        'all',
        () => db.prepare<[], { v: string }>('SELECT group_concat(v) AS v FROM t').get()?.v ?? '',
      );
    expect(read()).toBe('a');
    db.prepare('INSERT INTO t (v) VALUES (?)').run('b');
    expect(read()).toBe('a,b');
    db.prepare("UPDATE t SET v = 'c' WHERE v = 'b'").run();
    expect(read()).toBe('a,c');
    db.prepare("DELETE FROM t WHERE v = 'c'").run();
    expect(read()).toBe('a');
    expect(() =>
      db.transaction(() => {
        db.prepare('INSERT INTO t (v) VALUES (?)').run('x');
        throw new Error('回滚');
      })(),
    ).toThrow('回滚');
    let computed = false;
    expect(cache.get('all', () => ((computed = true), 'a'))).toBe('a');
    expect(computed).toBe(true);
  });

  it('keeps answers per key and drops the oldest beyond its bound', () => {
    const cache = createReadCache(db, 2);
    cache.get('k1', () => 1);
    cache.get('k2', () => 2);
    cache.get('k3', () => 3);
    expect(cache.get('k2', () => -1)).toBe(2);
    expect(cache.get('k3', () => -1)).toBe(3);
    expect(cache.get('k1', () => -1)).toBe(-1);
  });
});

describe('createReadCache: answers that read the clock', () => {
  let db: Db;
  beforeEach(() => {
    db = new Database(':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
  });
  afterEach(() => db.close());

  it('reuses an answer from the time it was computed until the instant it said, not at that instant', () => {
    const cache = createReadCache(db);
    let computed = 0;
    const read = (now: number): string =>
      cache.getTimed('k', now, () => ({ value: `at ${now} (${++computed})`, until: 2000 }));
    expect(read(1000)).toBe('at 1000 (1)');
    expect(read(1999)).toBe('at 1000 (1)');
    expect(read(2000)).toBe('at 2000 (2)');
  });

  it('computes again for a clock moved back before the answer, and after any write', () => {
    const cache = createReadCache(db);
    let computed = 0;
    const read = (now: number): number =>
      cache.getTimed('k', now, () => ({ value: ++computed, until: 5000 }));
    expect(read(1000)).toBe(1);
    expect(read(999)).toBe(2);
    expect(read(999)).toBe(2);
    db.prepare('INSERT INTO t (v) VALUES (?)').run('a');
    expect(read(999)).toBe(3);
  });

  it('hands out its answers as reused ones (checked and serialized once)', () => {
    const cache = createReadCache(db);
    const value = cache.getTimed('k', 0, () => ({ value: { a: 1 }, until: 10 }));
    expect(isReusedAnswer(value)).toBe(true);
  });
});

describe('isReusedAnswer', () => {
  it('marks the objects a read cache hands out (so routes serialize them once), nothing else', () => {
    const db = new Database(':memory:');
    const cache = createReadCache(db);
    const answer = cache.get('k', () => ({ list: [1] }));
    expect(isReusedAnswer(answer)).toBe(true);
    expect(isReusedAnswer({ list: [1] })).toBe(false);
    expect(isReusedAnswer(cache.get('n', () => 3))).toBe(false);
    db.close();
  });
});
