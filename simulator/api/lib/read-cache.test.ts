import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { createReadCache, isReusedAnswer } from './read-cache';

describe('createReadCache', () => {
  let db: Db;
  const count = (): number => db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM t').get()?.n ?? 0;

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
    const read = (): string => cache.get('all', () => db.prepare<[], { v: string }>('SELECT group_concat(v) AS v FROM t').get()?.v ?? '');
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
