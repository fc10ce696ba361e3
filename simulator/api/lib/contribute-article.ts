import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types';
import { workArticleQueries, type WorkArticle } from '../queries/contribute';

export type { WorkArticle };

/** The public article of contribution `contributionId`, if it was ever published. */
export const workArticleOf = (db: Db, contributionId: number): WorkArticle | undefined =>
  workArticleQueries(db).ofWork(contributionId);

/**
 * Brings a contribution's public article in line with the work: a published work (status 2) is a
 * personal article readers open, like and collect, carrying the published text; any other status
 * hides it as a draft. The row is kept while the work exists, so a work taken offline and approved
 * again keeps its readers' likes. `token` makes the seed deterministic.
 */
export function syncWorkArticle(
  db: Db,
  contributionId: number,
  now: number,
  token = randomBytes(12).toString('hex'),
): void {
  const q = workArticleQueries(db);
  const published = q.workStatus(contributionId) === 2;
  if (q.ofWork(contributionId)) q.sync(contributionId, published ? 'published' : 'draft', now);
  else if (published) q.create(contributionId, token, now);
}

/** A deleted work takes its public article (and its likes and collects) with it. */
export function deleteWorkArticle(db: Db, contributionId: number): void {
  workArticleQueries(db).remove(contributionId);
}
