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
  {
    // Editing a published contribution writes a revision (修改稿) reviewed on its own while readers
    // keep the published version; approval copies it over the work. One revision per work. The
    // work remembers when it was first published, and the essay contest an editor was opened for.
    id: 'contribute-003-revision',
    up: `
      CREATE TABLE contribution_revisions (
        contribution_id INTEGER PRIMARY KEY REFERENCES contributions(id) ON DELETE CASCADE,
        title TEXT NOT NULL, summary TEXT NOT NULL, category TEXT NOT NULL, cover TEXT, content TEXT NOT NULL,
        tags TEXT NOT NULL, original INTEGER NOT NULL, source_url TEXT,
        status INTEGER NOT NULL, reject_reason TEXT, submitted_at INTEGER, updated_at INTEGER NOT NULL
      );
      ALTER TABLE contributions ADD COLUMN published_at INTEGER;
      ALTER TABLE contributions ADD COLUMN contest_id INTEGER;
      UPDATE contributions SET published_at = COALESCE(submitted_at, updated_at) WHERE status IN (2, 4);
    `,
  },
  {
    // A published contribution is a public article readers open, like and collect: its row in
    // \`articles\` (source 'personal', linked back by contribution_id) follows the work's publication
    // (hidden as a draft while the work is offline). Works published before this step get theirs now.
    id: 'contribute-004-public-article',
    up: `
      ALTER TABLE articles ADD COLUMN contribution_id INTEGER;
      CREATE UNIQUE INDEX articles_contribution ON articles(contribution_id) WHERE contribution_id IS NOT NULL;
      INSERT INTO articles (title, summary, content, category, tags, cover_url, original, source_url, author_id, source, status, preview_token, published_at, updated_at, contribution_id)
        SELECT title, summary, content, category, tags, cover, original, source_url, user_id, 'personal', CASE status WHEN 2 THEN 'published' ELSE 'draft' END,
               lower(hex(randomblob(12))), published_at, updated_at, id
        FROM contributions WHERE status IN (2, 4);
    `,
  },
];
