import { defineQueries } from '../db/queries';

type CountRow = { target_id: number; n: number; mine: number };
type Owner = { owner_id: number | null; title: string };

/** Tips (打赏): the content they go to, and how many each piece of content has received. */
export const rewardQueries = defineQueries((db) => {
  const article = db.prepare<[number], Owner>(
    `SELECT author_id AS owner_id, title FROM articles WHERE id = ? AND status = 'published'`,
  );
  const answer = db.prepare<[number], Owner>(
    `SELECT a.expert_id AS owner_id, q.title FROM qa_answers a JOIN qa_questions q ON q.id = a.question_id WHERE a.id = ?`,
  );
  const course = db.prepare<[number], Owner>(
    'SELECT lecturer_id AS owner_id, title FROM courses WHERE id = ?',
  );
  const counts = db.prepare<[number, number, string], CountRow>(
    `SELECT target_id, COUNT(*) AS n, SUM(user_id = ?) AS mine FROM rewards
     WHERE target_type = ? AND target_id IN (SELECT value FROM json_each(?)) GROUP BY target_id`,
  );
  const insert = db.prepare<[number, number, number, number, string, number]>(
    'INSERT OR IGNORE INTO rewards (user_id, target_type, target_id, amount_cents, order_no, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  return {
    /** The tipped content's owner and title, or undefined when there is no such (published) content. */
    target: (targetType: number, id: number): Owner | undefined =>
      (targetType === 0 ? article : targetType === 1 ? answer : course).get(id),
    /** Paid tips per target id (ids without any are absent); `mine` counts the user's (userId 0: nobody). */
    counts: (targetType: number, ids: number[], userId: number) =>
      counts.all(userId, targetType, JSON.stringify(ids)),
    /** Records the tip a paid order gives; once per order. */
    add: (
      userId: number,
      targetType: number,
      targetId: number,
      cents: number,
      orderNo: string,
      now: number,
    ) => insert.run(userId, targetType, targetId, cents, orderNo, now),
  };
});
