import { defineQueries } from '../../db/queries';

/**
 * The seed's statements for news categories, monthly issues and news: prepared once per database, run inside
 * the seed's transaction.
 */
export const newsSeedQueries = defineQueries((db) => ({
  category: db.prepare('INSERT INTO news_categories (id, name, position) VALUES (?, ?, ?)'),
  monthly: db.prepare(
    'INSERT INTO news_monthly (id, title, summary, foreword, published_at) VALUES (?, ?, ?, ?, ?)',
  ),
  news: db.prepare(
    'INSERT INTO news (id, category_id, monthly_id, title, summary, source, doc_number, content, view_count, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ),
}));
