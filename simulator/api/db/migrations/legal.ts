import type { Migration } from '../types';

/** Static HTML documents (agreements, about, rules), complaints and suggestions, invitations. */
export const legalMigrations: Migration[] = [
  {
    id: 'legal-001-static-complaints-invites',
    up: `
      CREATE TABLE static_html (
        id TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        content TEXT NOT NULL,                   -- HTML
        version TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE complaints (
        id INTEGER PRIMARY KEY,
        user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        type TEXT NOT NULL,
        content TEXT NOT NULL,
        contact TEXT,
        images TEXT NOT NULL,                    -- JSON array of URLs
        created_at INTEGER NOT NULL
      );
      CREATE TABLE invites (
        invitee_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        inviter_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        reward_points INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX invites_inviter ON invites(inviter_id);
    `,
  },
];
