import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { createViewCountedAnswers } from './view-counted-answers';

describe('createViewCountedAnswers', () => {
  let db: Db;
  let builds = 0;
  const count = (): number => db.prepare<[], { views: number }>('UPDATE t SET views = views + 1 WHERE id = 1 RETURNING views').get()?.views ?? 0;
  const build = (views: number) => (builds++, { id: 1, title: db.prepare<[], { title: string }>('SELECT title FROM t WHERE id = 1').get()?.title, views, after: 'x' });
  const noCheck = (): void => undefined;

  beforeEach(() => {
    builds = 0;
    db = new Database(':memory:');
    db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, title TEXT, views INTEGER); INSERT INTO t VALUES (1, 'a', 5)");
  });
  afterEach(() => db.close());

  it('builds once and shows every read in the count, its own bump leaving the cache alone', () => {
    const answers = createViewCountedAnswers(db);
    const reads = [1, 2, 3].map(() => JSON.parse(answers.serve('k', count, build, noCheck)) as { success: boolean; data: { views: number; title: string; after: string } });
    expect(reads.map((r) => r.data.views)).toEqual([6, 7, 8]);
    expect(reads[2]).toEqual({ success: true, code: 200, msg: '操作成功', data: { id: 1, title: 'a', views: 8, after: 'x' } });
    expect(builds).toBe(1);
  });

  it('builds again after anyone else writes, and checks what it builds', () => {
    const answers = createViewCountedAnswers(db);
    const checked: unknown[] = [];
    answers.serve('k', count, build, (d) => checked.push(d));
    db.prepare("UPDATE t SET title = 'b' WHERE id = 1").run();
    const again = JSON.parse(answers.serve('k', count, build, (d) => checked.push(d))) as { data: { title: string; views: number } };
    expect(again.data).toMatchObject({ title: 'b', views: 7 });
    expect(builds).toBe(2);
    expect(checked).toHaveLength(2);
  });

  it('builds again after a write inside a transaction', () => {
    const answers = createViewCountedAnswers(db);
    answers.serve('k', count, build, noCheck);
    db.transaction(() => db.prepare("UPDATE t SET title = 'c'").run())();
    expect((JSON.parse(answers.serve('k', count, build, noCheck)) as { data: { title: string } }).data.title).toBe('c');
  });
});
