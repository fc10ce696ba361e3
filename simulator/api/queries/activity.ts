import { defineQueries } from '../db/queries';

export type ActivityRow = {
  id: number;
  title: string;
  summary: string;
  content: string;
  host: string;
  location: string;
  online: number;
  signup_start: number;
  signup_end: number;
  start_at: number;
  end_at: number;
  capacity: number;
  price_cents: number;
};
export type SignupRow = {
  id: number;
  name: string;
  phone: string;
  company: string | null;
  check_code: string;
  created_at: number;
};

/** Activities and their sign-ups. */
export const activityQueries = defineQueries((db) => {
  const byId = db.prepare<[number], ActivityRow>('SELECT * FROM activities WHERE id = ?');
  const count = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM activity_signups WHERE activity_id = ?',
  );
  const mine = db.prepare<[number, number], SignupRow>(
    'SELECT id, name, phone, company, check_code, created_at FROM activity_signups WHERE activity_id = ? AND user_id = ?',
  );
  const insert = db.prepare<[number, number, string, string, string | null, string, number]>(
    'INSERT INTO activity_signups (activity_id, user_id, name, phone, company, check_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  return {
    byId: (id: number) => byId.get(id),
    signedUp: (activityId: number) => count.get(activityId)?.n ?? 0,
    mine: (activityId: number, userId: number) => mine.get(activityId, userId),
    insert: (
      activityId: number,
      userId: number,
      s: { name: string; phone: string; company: string | null; checkCode: string },
      now: number,
    ) => void insert.run(activityId, userId, s.name, s.phone, s.company, s.checkCode, now),
  };
});
