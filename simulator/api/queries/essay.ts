import { defineQueries } from '../db/queries';

export type ContestRow = {
  id: number;
  title: string;
  theme: string;
  rules: string;
  prizes: string;
  submit_start: number;
  submit_end: number;
  announce_at: number;
  max_entries: number;
};
/** A writer's work and when it entered the contest (null: it did not). */
export type EssayWorkRow = { id: number; title: string; status: number; entered_at: number | null };

/** The essay contests and the works entered in them. */
export const essayQueries = defineQueries((db) => {
  const contest = db.prepare<[number], ContestRow>('SELECT * FROM essay_contests WHERE id = ?');
  const works = db.prepare<[number, number], EssayWorkRow>(
    `SELECT c.id, c.title, c.status, e.entered_at FROM contributions c
       LEFT JOIN essay_entries e ON e.contribution_id = c.id AND e.contest_id = ?
       WHERE c.user_id = ? ORDER BY COALESCE(e.entered_at, c.updated_at) DESC, c.id DESC`,
  );
  const entryCount = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM essay_entries WHERE contest_id = ?',
  );
  const work = db.prepare<[number, number], { id: number; status: number }>(
    'SELECT id, status FROM contributions WHERE id = ? AND user_id = ?',
  );
  const entered = db.prepare<[number]>('SELECT 1 FROM essay_entries WHERE contribution_id = ?');
  const entriesOf = db.prepare<[number, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM essay_entries WHERE contest_id = ? AND user_id = ?',
  );
  const enter = db.prepare<[number, number, number, number]>(
    'INSERT INTO essay_entries (contribution_id, contest_id, user_id, entered_at) VALUES (?, ?, ?, ?)',
  );
  return {
    contest: (id: number) => contest.get(id),
    /** A writer's works, the ones entered in `contestId` first (latest entry first), then the newest. */
    works: (contestId: number, userId: number) => works.all(contestId, userId),
    entryCount: (contestId: number) => entryCount.get(contestId)?.n ?? 0,
    /** The writer's own work `id`, if it is theirs. */
    work: (id: number, userId: number) => work.get(id, userId),
    /** Whether the work entered a contest (a work enters one at most). */
    entered: (contributionId: number) => entered.get(contributionId) !== undefined,
    entriesOf: (contestId: number, userId: number) => entriesOf.get(contestId, userId)?.n ?? 0,
    enter: (e: { contributionId: number; contestId: number; userId: number }, now: number) =>
      void enter.run(e.contributionId, e.contestId, e.userId, now),
  };
});
