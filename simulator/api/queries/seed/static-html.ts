import { defineQueries } from '../../db/queries';

/**
 * The seed's statements for static pages: prepared once per database, run inside
 * the seed's transaction.
 */
export const staticHtmlSeedQueries = defineQueries((db) => ({
  page: db.prepare(
    'INSERT INTO static_html (id, title, content, version, updated_at) VALUES (?, ?, ?, ?, ?)',
  ),
}));
