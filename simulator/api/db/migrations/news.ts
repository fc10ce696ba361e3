import type { Migration } from '../types';

/** News categories, monthly issues and news items. */
export const newsMigrations: Migration[] = [
  {
    id: 'news-001-news',
    up: `
      CREATE TABLE news_categories (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE TABLE news_monthly (
        id INTEGER PRIMARY KEY,                  -- the month as YYYYMM
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        foreword TEXT NOT NULL,
        published_at INTEGER NOT NULL
      );
      CREATE TABLE news (
        id INTEGER PRIMARY KEY,
        category_id INTEGER NOT NULL REFERENCES news_categories(id),
        monthly_id INTEGER NOT NULL REFERENCES news_monthly(id),
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        source TEXT NOT NULL,
        doc_number TEXT,
        content TEXT NOT NULL,                   -- HTML
        view_count INTEGER NOT NULL DEFAULT 0,
        published_at INTEGER NOT NULL
      );
      CREATE INDEX news_monthly_idx ON news(monthly_id, published_at);
      CREATE INDEX news_category_idx ON news(category_id, published_at);
    `,
  },
];
