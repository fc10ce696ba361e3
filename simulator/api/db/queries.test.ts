import { describe, expect, it } from 'vitest';
import { openDatabase, resetDatabase } from './index';
import { defineQueries } from './queries';

describe('defineQueries', () => {
  const userCount = defineQueries((db) => {
    const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users');
    return { users: () => count.get()?.n ?? 0 };
  });

  it('builds once per database and a separate set for another one', () => {
    const a = openDatabase();
    const b = openDatabase();
    expect(userCount(a)).toBe(userCount(a));
    expect(userCount(a)).not.toBe(userCount(b));
    a.close();
    b.close();
  });

  it('keeps working after the tables are rebuilt by a reset', () => {
    const db = openDatabase();
    const before = userCount(db).users();
    db.prepare('DELETE FROM invites').run();
    resetDatabase(db, Date.now());
    expect(userCount(db).users()).toBe(before);
    db.close();
  });
});
