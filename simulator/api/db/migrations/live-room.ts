import type { Migration } from '../types';

/** The live rooms: bookings of upcoming sessions (预约) and the viewers heard from lately. */
export const liveRoomMigrations: Migration[] = [
  {
    id: 'live-room-001',
    up: `
      CREATE TABLE live_subscriptions (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL, PRIMARY KEY (user_id, course_id)
      );
      CREATE INDEX live_subscriptions_course ON live_subscriptions(course_id);
      CREATE TABLE live_presence (
        course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
        client_id TEXT NOT NULL, seen_at INTEGER NOT NULL, PRIMARY KEY (course_id, client_id)
      );
    `,
  },
];
