import type { Migration } from '../types';

/** The first answer of each action a request names (lib/request-once.ts). */
export const requestMigrations: Migration[] = [
  {
    // `request` is `key:<clientKey>` (kept: a key names one action for good) or `content:<sha-256>`
    // of the parsed input (kept a few seconds); `caller` is `user:<id>`, or `ip:<address>` when signed out.
    id: 'requests-001-answers',
    up: `
      CREATE TABLE request_answers (
        route TEXT NOT NULL, caller TEXT NOT NULL, request TEXT NOT NULL,
        answer TEXT NOT NULL, created_at INTEGER NOT NULL,
        PRIMARY KEY (route, caller, request)
      );
      CREATE INDEX request_answers_created ON request_answers(created_at);
    `,
  },
];
