import type { Db } from '../db/types';
import { essayPhase } from '../routes/essay';
import { conflict, notFound } from './envelope';

type Contest = {
  id: number;
  submit_start: number;
  submit_end: number;
  announce_at: number;
  max_entries: number;
};

/**
 * Enters a contribution into an essay contest as it is submitted (the editor was opened from
 * /essay's 立即投稿). Entered already: nothing to do. A contest not collecting or a writer at the
 * limit refuses with the reason; call inside the submit's transaction so the submit fails with it.
 */
export function enterEssayContest(
  db: Db,
  e: { userId: number; contributionId: number; contestId: number; now: number },
): void {
  const c = db
    .prepare<[number], Contest>(
      'SELECT id, submit_start, submit_end, announce_at, max_entries FROM essay_contests WHERE id = ?',
    )
    .get(e.contestId);
  if (!c) throw notFound('征文活动不存在');
  if (db.prepare('SELECT 1 FROM essay_entries WHERE contribution_id = ?').get(e.contributionId))
    return;
  const phase = essayPhase(c, e.now);
  if (phase === 'notStarted') throw conflict('征稿尚未开始，请去掉参赛标签后再提交');
  if (phase !== 'collecting') throw conflict('征稿已截止，请去掉参赛标签后再提交');
  const count =
    db
      .prepare<[number, number], { n: number }>(
        'SELECT COUNT(*) AS n FROM essay_entries WHERE contest_id = ? AND user_id = ?',
      )
      .get(c.id, e.userId)?.n ?? 0;
  if (count >= c.max_entries)
    throw conflict(`每人最多提交${c.max_entries}篇参赛作品，请去掉参赛标签后再提交`);
  db.prepare(
    'INSERT INTO essay_entries (contribution_id, contest_id, user_id, entered_at) VALUES (?, ?, ?, ?)',
  ).run(e.contributionId, c.id, e.userId, e.now);
}
