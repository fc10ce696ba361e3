import { defineQueries } from '../db/queries';
import { SELECT_COURSE_LIST, type CourseRow } from './live';

/** The live rooms: bookings, viewers' presence, and the course lists of 我的课程. */
export const liveRoomQueries = defineQueries((db) => {
  const subscribers = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM live_subscriptions WHERE course_id = ?',
  );
  const subscribed = db.prepare<[number, number]>(
    'SELECT 1 FROM live_subscriptions WHERE user_id = ? AND course_id = ?',
  );
  const state = db.prepare<[number], { status: number; type: number }>(
    'SELECT status, type FROM courses WHERE id = ?',
  );
  const expire = db.prepare<[number, number]>(
    'DELETE FROM live_presence WHERE course_id = ? AND seen_at < ?',
  );
  const seen = db.prepare<[number, string, number]>(
    'INSERT INTO live_presence (course_id, client_id, seen_at) VALUES (?, ?, ?) ON CONFLICT (course_id, client_id) DO UPDATE SET seen_at = excluded.seen_at',
  );
  const online = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM live_presence WHERE course_id = ?',
  );
  const subscribe = db.prepare<[number, number, number]>(
    'INSERT OR IGNORE INTO live_subscriptions (user_id, course_id, created_at) VALUES (?, ?, ?)',
  );
  const unsubscribe = db.prepare<[number, number]>(
    'DELETE FROM live_subscriptions WHERE user_id = ? AND course_id = ?',
  );
  const bought = db.prepare<[number, number], CourseRow & { bought_at: number; learned: number }>(
    `${SELECT_COURSE_LIST.replace(
      ' FROM courses c',
      `, p.created_at AS bought_at,
           (SELECT COUNT(*) FROM watch_records w WHERE w.user_id = ? AND w.course_id = c.id AND w.is_complete = 1) AS learned
         FROM course_purchases p JOIN courses c ON c.id = p.course_id`,
    )} WHERE p.user_id = ? ORDER BY p.created_at DESC, c.id DESC`,
  );
  const SUBSCRIBED = `${SELECT_COURSE_LIST.replace(' FROM courses c', ' FROM live_subscriptions s JOIN courses c ON c.id = s.course_id')} WHERE s.user_id = ? AND c.status IN (0, 1)`;
  const booked = db.prepare<[number], CourseRow>(`${SUBSCRIBED} ORDER BY c.status DESC, c.id`);
  const upcoming = db.prepare<[number], CourseRow>(SUBSCRIBED);
  const setStatus = db.prepare<[number, number, number, number]>(
    'UPDATE courses SET status = ?, start_at = ?, start_fixed = ? WHERE id = ?',
  );

  return {
    subscribers: (courseId: number) => subscribers.get(courseId)?.n ?? 0,
    isSubscribed: (userId: number | undefined, courseId: number) =>
      userId !== undefined && subscribed.get(userId, courseId) !== undefined,
    /** A course's status and type, undefined when there is no such course. */
    state: (courseId: number) => state.get(courseId),
    /** Records a viewer's heartbeat and answers how many were seen since `since`. */
    heartbeat: db.transaction(
      (courseId: number, clientId: string, now: number, since: number): number => {
        expire.run(courseId, since);
        seen.run(courseId, clientId, now);
        return online.get(courseId)?.n ?? 0;
      },
    ),
    subscribe: (userId: number, courseId: number, now: number) =>
      void subscribe.run(userId, courseId, now),
    unsubscribe: (userId: number, courseId: number) => void unsubscribe.run(userId, courseId),
    /** The courses a user bought, newest purchase first, with how many chapters they completed. */
    bought: (userId: number) => bought.all(userId, userId),
    /** The upcoming and live sessions a user booked: live first. */
    booked: (userId: number) => booked.all(userId),
    /** The same sessions in no particular order. */
    upcoming: (userId: number) => upcoming.all(userId),
    /** QA moves a session to `status`, starting at `startAt` (`fixed`: a set time). */
    setStatus: (courseId: number, status: number, startAt: number, fixed: boolean) =>
      void setStatus.run(status, startAt, fixed ? 1 : 0, courseId),
  };
});
