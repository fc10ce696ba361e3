import { defineQueries } from '../db/queries';

/** Courses as goods: their price, and who has bought or unlocked which. */
export const courseQueries = defineQueries((db) => {
  const ofType = db.prepare<
    [number, number],
    { title: string; price_cents: number; member_free: number }
  >('SELECT title, price_cents, member_free FROM courses WHERE id = ? AND type = ?');
  const price = db.prepare<[number], { price_cents: number }>(
    'SELECT price_cents FROM courses WHERE id = ?',
  );
  const owns = db.prepare<[number, number], { one: number }>(
    'SELECT 1 AS one FROM course_purchases WHERE user_id = ? AND course_id = ?',
  );
  const addOnce = db.prepare<[number, number, string, number]>(
    'INSERT OR IGNORE INTO course_purchases (user_id, course_id, order_no, created_at) VALUES (?, ?, ?, ?)',
  );
  const addUnpaid = db.prepare<[number, number, number]>(
    'INSERT INTO course_purchases (user_id, course_id, order_no, created_at) VALUES (?, ?, NULL, ?)',
  );
  return {
    /** A course (type 1) or series (type 2) as goods. */
    ofType: (id: number, type: number) => ofType.get(id, type),
    priceCents: (id: number) => price.get(id)?.price_cents,
    owns: (userId: number, courseId: number) => owns.get(userId, courseId) !== undefined,
    /** Bought with an order: once, whatever pays for it again. */
    addBought: (userId: number, courseId: number, orderNo: string, now: number) =>
      void addOnce.run(userId, courseId, orderNo, now),
    /** Obtained without an order (coins, a mall voucher). */
    addWithoutOrder: (userId: number, courseId: number, now: number) =>
      void addUnpaid.run(userId, courseId, now),
  };
});
