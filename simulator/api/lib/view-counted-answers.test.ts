import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/types';
import { createDeferredWrites, type DeferredWrites } from './deferred-writes';
import { createViewCountedAnswers, type ViewStore } from './view-counted-answers';

type Answer = {
  success: boolean;
  data: { id: number; views: number; title: string; after: string };
};

describe('createViewCountedAnswers', () => {
  let db: Db;
  let builds = 0;
  let writes: DeferredWrites;
  const stored = (id = 1): number =>
    db.prepare<[number], { views: number }>('SELECT views FROM t WHERE id = ?').get(id)?.views ??
    -1;
  const store: ViewStore = {
    countOne: (id) => {
      const row = db
        .prepare<[number], { views: number }>(
          "UPDATE t SET views = views + 1 WHERE id = ? AND title != 'gone' RETURNING views",
        )
        .get(id);
      if (!row) throw new Error('不存在');
      return row.views;
    },
    addAll: (reads) => {
      for (const [id, n] of reads)
        db.prepare('UPDATE t SET views = views + ? WHERE id = ?').run(n, id);
    },
  };
  const build = (id: number) => (views: number) => (
    builds++,
    {
      id,
      title: db.prepare<[number], { title: string }>('SELECT title FROM t WHERE id = ?').get(id)
        ?.title,
      views,
      after: 'x',
    }
  );
  const noCheck = (): void => undefined;
  const make = () => createViewCountedAnswers(db, store, { route: '/detail/:id', writes });
  const read = (answers: ReturnType<typeof make>, id = 1, key = `k${id}`): Answer['data'] =>
    (JSON.parse(String(answers.serve(key, id, build(id), noCheck))) as Answer).data;

  beforeEach(() => {
    vi.useFakeTimers();
    builds = 0;
    writes = createDeferredWrites((error) => {
      throw error;
    });
    db = new Database(':memory:');
    db.exec(
      "CREATE TABLE t (id INTEGER PRIMARY KEY, title TEXT, views INTEGER); INSERT INTO t VALUES (1, 'a', 5), (2, 'b', 10)",
    );
  });
  afterEach(() => {
    writes.close();
    db.close();
    vi.useRealTimers();
  });

  it('builds once and shows every read in the count', () => {
    const answers = make();
    const reads = [1, 2, 3].map(
      () => JSON.parse(String(answers.serve('k', 1, build(1), noCheck))) as Answer,
    );
    expect(reads.map((r) => r.data.views)).toEqual([6, 7, 8]);
    expect(reads[2]).toEqual({
      success: true,
      code: 200,
      msg: '操作成功',
      data: { id: 1, title: 'a', views: 8, after: 'x' },
    });
    expect(builds).toBe(1);
  });

  it('stores the reads in one batch, at the latest shortly after, without rebuilding', () => {
    const answers = make();
    [1, 2, 3].forEach(() => read(answers));
    expect(stored()).toBe(6);
    vi.advanceTimersByTime(100);
    expect(stored()).toBe(8);
    expect(read(answers).views).toBe(9);
    expect(builds).toBe(1);
  });

  it('stores the batch before a request to any other route, not before its own', () => {
    const answers = make();
    [1, 2].forEach(() => read(answers));
    writes.beforeRequest('/detail/:id');
    expect(stored()).toBe(6);
    writes.beforeRequest('/list');
    expect(stored()).toBe(7);
    writes.beforeRequest(undefined);
    expect(stored()).toBe(7);
  });

  it('keeps one count per item whatever key answers it (two origins)', () => {
    const answers = make();
    expect(read(answers, 1, 'a').views).toBe(6);
    expect(read(answers, 1, 'a').views).toBe(7);
    expect(read(answers, 1, 'b').views).toBe(8);
    expect(read(answers, 1, 'a').views).toBe(9);
    writes.close();
    expect(stored()).toBe(9);
  });

  it('after someone else writes: stores the batch, rebuilds, and counts on from the stored count', () => {
    const answers = make();
    [1, 2].forEach(() => read(answers));
    db.prepare("UPDATE t SET title = 'c', views = views + 100 WHERE id = 1").run();
    const again = read(answers);
    expect(again).toMatchObject({ title: 'c', views: 108 });
    expect(stored()).toBe(108);
    expect(builds).toBe(2);
  });

  it('builds again after a write inside a transaction', () => {
    const answers = make();
    read(answers);
    db.transaction(() => db.prepare("UPDATE t SET title = 'd' WHERE id = 1").run())();
    expect(read(answers).title).toBe('d');
  });

  it('an item that may no longer be read answers its refusal and keeps nothing counted for it', () => {
    const answers = make();
    [1, 2].forEach(() => read(answers));
    db.prepare("UPDATE t SET title = 'gone' WHERE id = 1").run();
    expect(() => read(answers)).toThrow('不存在');
    // The reads made while it could be read are stored; the refused one counts nothing.
    expect(stored()).toBe(7);
    expect(read(answers, 2).views).toBe(11);
  });

  it('checks what it builds, once per build', () => {
    const answers = make();
    const checked: unknown[] = [];
    answers.serve('k', 1, build(1), (d) => checked.push(d));
    answers.serve('k', 1, build(1), (d) => checked.push(d));
    expect(checked).toHaveLength(1);
  });
});
