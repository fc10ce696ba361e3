import {
  ANSWER_POINTS,
  READ_DAILY_ARTICLES,
  READ_POINTS,
} from '../../../renderer/src/contracts/api/mall';
import type { Db } from '../db/types';
import { earningQueries, type EarningKind } from '../queries/earnings';
import { changePoints } from './points-ledger';
import { dayStart } from './time';

/**
 * Grants `points` for one earning (`ref`: the article read, 0 for answering) if the user has not
 * earned it today and today's count of that kind is under `dailyCount`; writes the bill line. Answers
 * the points granted (0 when nothing is due). Call inside the caller's transaction.
 */
function earnOnce(
  db: Db,
  userId: number,
  kind: EarningKind,
  ref: number,
  points: number,
  dailyCount: number,
  reason: string,
  now: number,
): number {
  const day = dayStart(now);
  const earnings = earningQueries(db);
  if (earnings.countOfDay(userId, kind, day) >= dailyCount) return 0;
  if (!earnings.record(userId, kind, day, ref, points)) return 0;
  changePoints(db, userId, points, reason, now);
  return points;
}

/** A signed-in read of article `articleId`: READ_POINTS for the first READ_DAILY_ARTICLES distinct articles a day. */
export function earnReadingPoints(
  db: Db,
  userId: number,
  articleId: number,
  title: string,
  now: number,
): number {
  return db.transaction(() =>
    earnOnce(
      db,
      userId,
      'read',
      articleId,
      READ_POINTS,
      READ_DAILY_ARTICLES,
      `阅读文章《${title}》`,
      now,
    ),
  )();
}

/** A finished questionnaire challenge or exam attempt (of `examTitle`): ANSWER_POINTS for the first one a day. */
export function earnAnswerPoints(db: Db, userId: number, examTitle: string, now: number): number {
  return db.transaction(() =>
    earnOnce(db, userId, 'answer', 0, ANSWER_POINTS, 1, `完成答题《${examTitle}》`, now),
  )();
}

/** The points a user has earned today by reading and by answering (the mall shows the progress). */
export function earnedToday(db: Db, userId: number, now: number): { read: number; answer: number } {
  const rows = earningQueries(db).pointsOfDay(userId, dayStart(now));
  return {
    read: rows.find((r) => r.kind === 'read')?.n ?? 0,
    answer: rows.find((r) => r.kind === 'answer')?.n ?? 0,
  };
}
