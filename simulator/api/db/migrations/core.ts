import type { Migration } from '../types';

/** Accounts, sessions, SMS codes, uploads and captchas. */
export const coreMigrations: Migration[] = [
  {
    id: 'core-001-accounts',
    up: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        phone TEXT NOT NULL UNIQUE,
        nickname TEXT NOT NULL,
        user_type INTEGER NOT NULL DEFAULT 0,   -- 0 member, 1 expert (the session's userTypeCode)
        avatar TEXT,                            -- path served by the API, e.g. /media/avatar/3.png
        title TEXT,                             -- experts: job title shown with answers
        company TEXT,
        points INTEGER NOT NULL DEFAULT 0,      -- integral mall points
        balance_cents INTEGER NOT NULL DEFAULT 0,
        member_level INTEGER NOT NULL DEFAULT 0, -- 0 none; see member plans
        member_expire_at INTEGER,
        invite_code TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE tokens (
        token TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expired INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX tokens_user ON tokens(user_id);
      CREATE TABLE sms_codes (
        id INTEGER PRIMARY KEY,
        phone TEXT NOT NULL,
        type INTEGER NOT NULL,
        code TEXT NOT NULL,
        sent_at INTEGER NOT NULL,
        used INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX sms_codes_phone ON sms_codes(phone, sent_at);
      CREATE TABLE uploads (
        id INTEGER PRIMARY KEY,
        user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        name TEXT NOT NULL,
        mime TEXT NOT NULL,
        size INTEGER NOT NULL,
        data BLOB NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE captchas (
        token TEXT PRIMARY KEY,
        answer TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        verified INTEGER NOT NULL DEFAULT 0
      );
    `,
  },
];
