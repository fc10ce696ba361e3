import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../index';

const dir = mkdtempSync(path.join(tmpdir(), 'exam-goods-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const goodsPerExam = (db: ReturnType<typeof openDatabase>) =>
  db
    .prepare<[], { exam_id: number; n: number }>(
      "SELECT exam_id, COUNT(*) AS n FROM lottery_prizes WHERE kind = 'goods' GROUP BY exam_id ORDER BY exam_id",
    )
    .all();

describe('exam-006: the goods prize', () => {
  it('is seeded once per campaign in a new database, and added once to a database seeded before it', () => {
    const file = path.join(dir, 'api.sqlite');
    const fresh = openDatabase(file);
    expect(goodsPerExam(fresh)).toEqual([
      { exam_id: 4, n: 1 },
      { exam_id: 5, n: 1 },
      { exam_id: 6, n: 1 },
    ]);
    // As a data folder seeded before the step: no goods prize, no stock, no recipients, not applied.
    fresh.exec(`DELETE FROM lottery_prizes WHERE kind = 'goods'; ALTER TABLE lottery_prizes DROP COLUMN stock;
      DROP TABLE lottery_recipients; DROP TABLE exam_campaign_overrides; DELETE FROM _migrations WHERE id = 'exam-006';`);
    fresh.close();

    const upgraded = openDatabase(file);
    expect(goodsPerExam(upgraded)).toEqual([
      { exam_id: 4, n: 1 },
      { exam_id: 5, n: 1 },
      { exam_id: 6, n: 1 },
    ]);
    expect(
      upgraded
        .prepare<[], { stock: number }>(
          "SELECT stock FROM lottery_prizes WHERE kind = 'goods' AND exam_id = 5",
        )
        .get()?.stock,
    ).toBe(100);
    upgraded.close();
  });
});
