import type { EssayPhase } from '../../../renderer/src/contracts/api/essay';
import type { Db } from '../db/types';
import { essayQueries, type ContestRow } from '../queries/essay';
import { conflict, notFound } from './envelope';

/** Where a contest stands at `now`: before, during or after collecting, or announced. */
export function essayPhase(
  c: Pick<ContestRow, 'submit_start' | 'submit_end' | 'announce_at'>,
  now: number,
): EssayPhase {
  if (now < c.submit_start) return 'notStarted';
  if (now < c.submit_end) return 'collecting';
  return now < c.announce_at ? 'reviewing' : 'announced';
}

/**
 * Enters a contribution into an essay contest as it is submitted (the editor was opened from
 * /essay's 立即投稿). Entered already: nothing to do. A contest not collecting or a writer at the
 * limit refuses with the reason; call inside the submit's transaction so the submit fails with it.
 */
export function enterEssayContest(
  db: Db,
  e: { userId: number; contributionId: number; contestId: number; now: number },
): void {
  const q = essayQueries(db);
  const c = q.contest(e.contestId);
  if (!c) throw notFound('征文活动不存在');
  if (q.entered(e.contributionId)) return;
  const phase = essayPhase(c, e.now);
  if (phase === 'notStarted') throw conflict('征稿尚未开始，请去掉参赛标签后再提交');
  if (phase !== 'collecting') throw conflict('征稿已截止，请去掉参赛标签后再提交');
  if (q.entriesOf(c.id, e.userId) >= c.max_entries)
    throw conflict(`每人最多提交${c.max_entries}篇参赛作品，请去掉参赛标签后再提交`);
  q.enter({ contributionId: e.contributionId, contestId: c.id, userId: e.userId }, e.now);
}
