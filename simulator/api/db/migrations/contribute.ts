import type { Migration } from '../types';

/** Contributions (投稿) sent to the editors for review. Personal articles live in `articles` (source 'personal'). */
export const contributeMigrations: Migration[] = [
  {
    id: 'contribute-001',
    up: `
      CREATE TABLE contributions (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title TEXT NOT NULL, summary TEXT NOT NULL, category TEXT NOT NULL, cover TEXT, content TEXT NOT NULL,
        status INTEGER NOT NULL, reject_reason TEXT, views INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, submitted_at INTEGER
      );
      CREATE INDEX contributions_user ON contributions(user_id, status, updated_at);
    `,
  },
];
