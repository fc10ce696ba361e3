import type { Migration } from '../types';

/** Courses (single and series), chapters, purchases, interactions, likes and watch records. */
export const liveMigrations: Migration[] = [
  {
    id: 'live-001',
    up: `
      CREATE TABLE courses (
        id INTEGER PRIMARY KEY,
        type INTEGER NOT NULL,                 -- 1 single premium course, 2 series
        title TEXT NOT NULL, subtitle TEXT NOT NULL, category TEXT NOT NULL,
        lecturer TEXT NOT NULL, lecturer_title TEXT NOT NULL, lecturer_id INTEGER,
        intro TEXT NOT NULL,                   -- HTML
        price_cents INTEGER NOT NULL, member_free INTEGER NOT NULL,
        start_at INTEGER NOT NULL, status INTEGER NOT NULL, -- 0 upcoming, 1 live now, 2 playback
        duration_s INTEGER NOT NULL, views INTEGER NOT NULL, likes INTEGER NOT NULL,
        trial_s INTEGER NOT NULL, school INTEGER NOT NULL DEFAULT 0, sort INTEGER NOT NULL
      );
      CREATE TABLE chapters (
        id INTEGER PRIMARY KEY, course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
        title TEXT NOT NULL, sort INTEGER NOT NULL, duration_s INTEGER NOT NULL, free INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX chapters_course ON chapters(course_id, sort);
      CREATE TABLE course_purchases (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, course_id INTEGER NOT NULL REFERENCES courses(id),
        order_no TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (user_id, course_id)
      );
      CREATE TABLE interactions (
        id INTEGER PRIMARY KEY, course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, content TEXT NOT NULL,
        likes INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
      );
      CREATE INDEX interactions_course ON interactions(course_id, created_at);
      CREATE TABLE likes (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, target_type INTEGER NOT NULL, target_id INTEGER NOT NULL,
        created_at INTEGER NOT NULL, PRIMARY KEY (user_id, target_type, target_id)
      );
      CREATE TABLE watch_records (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, course_id INTEGER NOT NULL REFERENCES courses(id),
        chapter_id INTEGER NOT NULL DEFAULT 0, watch_time INTEGER NOT NULL, is_complete INTEGER NOT NULL,
        updated_at INTEGER NOT NULL, PRIMARY KEY (user_id, course_id, chapter_id)
      );
      CREATE TABLE live_records (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, live_type INTEGER NOT NULL,
        single_live_id INTEGER, series_live_id INTEGER, chapter_id INTEGER, watch_time INTEGER NOT NULL,
        is_complete INTEGER NOT NULL, created_at INTEGER NOT NULL
      );
    `,
  },
  {
    // Study time the server believes (credited against wall time) and when it last heard of the chapter.
    id: 'live-002-study-time',
    up: `
      ALTER TABLE watch_records ADD COLUMN studied_s INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE watch_records ADD COLUMN heard_at INTEGER;
    `,
  },
  {
    // Whether a record was made while the session was live: only those count towards 已学完 of a live session.
    id: 'live-003-live-records-live',
    up: `
      ALTER TABLE live_records ADD COLUMN live INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX live_records_user ON live_records(user_id, single_live_id, series_live_id, chapter_id, created_at);
    `,
  },
  {
    // A replay's completion decided by the server: media time it believes was watched (ms), the
    // position of the last report (what the next one's advance is measured from) and the wall-time
    // allowance left over from it (ms of media, at most a couple of seconds' worth). A session QA
    // schedules at a set time keeps it (start_fixed) and goes live by itself when the clock reaches it.
    id: 'live-004-replay-completion',
    up: `
      ALTER TABLE watch_records ADD COLUMN watched_ms INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE watch_records ADD COLUMN last_pos INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE watch_records ADD COLUMN carry_ms INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE courses ADD COLUMN start_fixed INTEGER NOT NULL DEFAULT 0;
    `,
  },
];
