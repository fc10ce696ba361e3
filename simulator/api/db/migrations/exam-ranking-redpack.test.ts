import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../index';

const dir = mkdtempSync(path.join(tmpdir(), 'exam-ranking-redpack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('exam-ranking-redpack-kind: a claimed ranking reward is 排名奖励', () => {
  it('relabels the ranking rewards a data folder recorded as answer red packets, and only those', () => {
    const file = path.join(dir, 'api.sqlite');
    const db = openDatabase(file);
    // As recorded before the step: the claim, and its red packet as kind 2; an answer red packet beside it.
    db.exec(`INSERT INTO ranking_claims VALUES (6, 21, 1, 44400, 1000);
      INSERT INTO redpacks (exam_id, user_id, kind, amount_cents, status, created_at) VALUES (6, 21, 2, 44400, 1, 1000), (6, 21, 2, 120, 1, 900);
      DELETE FROM _migrations WHERE id = 'exam-ranking-redpack-kind';`);
    db.close();

    const upgraded = openDatabase(file);
    const kinds = upgraded
      .prepare<[], { kind: number; amount_cents: number }>(
        'SELECT kind, amount_cents FROM redpacks WHERE exam_id = 6 AND user_id = 21 ORDER BY created_at',
      )
      .all();
    expect(kinds).toEqual([
      { kind: 2, amount_cents: 120 },
      { kind: 4, amount_cents: 44400 },
    ]);
    upgraded.close();
  });
});
