import { defineQueries } from '../../db/queries';

/**
 * The seed's statements for members' contributions: prepared once per database, run inside
 * the seed's transaction.
 */
export const contributeSeedQueries = defineQueries((db) => ({
  contribution: db.prepare(
    'INSERT INTO contributions (user_id, title, summary, category, cover, content, status, reject_reason, views, created_at, updated_at, submitted_at) VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?)',
  ),
}));
