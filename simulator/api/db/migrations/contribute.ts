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
  {
    // The phone editor: tags, 原创/转载 with its source, a version against stale overwrites and the
    // key of the last submit (a retried submit answers the first result). Personal articles get the same.
    id: 'contribute-002-editor',
    up: `
      ALTER TABLE contributions ADD COLUMN tags TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE contributions ADD COLUMN original INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE contributions ADD COLUMN source_url TEXT;
      ALTER TABLE contributions ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE contributions ADD COLUMN submit_key TEXT;
      ALTER TABLE articles ADD COLUMN cover_url TEXT;
      ALTER TABLE articles ADD COLUMN original INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE articles ADD COLUMN source_url TEXT;
      ALTER TABLE articles ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE articles ADD COLUMN submit_key TEXT;
    `,
  },
];
