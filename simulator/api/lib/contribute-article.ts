import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types';

/** What the writer's works list shows of a work's public article. */
export type WorkArticle = {
  id: number;
  status: 'published' | 'draft';
  views: number;
  likes: number;
};

/** The public article of contribution `contributionId`, if it was ever published. */
export const workArticleOf = (db: Db, contributionId: number): WorkArticle | undefined =>
  db
    .prepare<[number], WorkArticle>(
      'SELECT id, status, views, likes FROM articles WHERE contribution_id = ?',
    )
    .get(contributionId);

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
  const published =
    db
      .prepare<[number], { status: number }>('SELECT status FROM contributions WHERE id = ?')
      .get(contributionId)?.status === 2;
  if (workArticleOf(db, contributionId)) {
    db.prepare(
      `UPDATE articles SET (title, summary, content, category, tags, cover_url, original, source_url, status, published_at, updated_at) =
         (SELECT c.title, c.summary, c.content, c.category, c.tags, c.cover, c.original, c.source_url, ?, COALESCE(articles.published_at, c.published_at, ?), ?
          FROM contributions c WHERE c.id = articles.contribution_id)
       WHERE contribution_id = ?`,
    ).run(published ? 'published' : 'draft', now, now, contributionId);
  } else if (published) {
    db.prepare(
      `INSERT INTO articles (title, summary, content, category, tags, cover_url, original, source_url, author_id, source, status, preview_token, published_at, updated_at, contribution_id)
       SELECT title, summary, content, category, tags, cover, original, source_url, user_id, 'personal', 'published', ?, COALESCE(published_at, ?), ?, id
       FROM contributions WHERE id = ?`,
    ).run(token, now, now, contributionId);
  }
}

/** A deleted work takes its public article (and its likes and collects) with it. */
export function deleteWorkArticle(db: Db, contributionId: number): void {
  db.prepare('DELETE FROM articles WHERE contribution_id = ?').run(contributionId);
}
