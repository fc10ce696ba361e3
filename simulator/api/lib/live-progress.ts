import type { Db } from '../db/types';

/** Slack added to the elapsed wall time: a report may arrive a little after the 10 s it covers. */
const SLACK_SECONDS = 2;

type Record = { watch_time: number; is_complete: number; studied_s: number; heard_at: number | null };

/** What a progress report leaves on the server. */
export type SavedProgress = { watchTime: number; studiedSeconds: number; isComplete: boolean };

/**
 * Study time the server can believe: the seconds the client says it played since its previous
 * report, but never more than the wall time that elapsed since the server last heard of this
 * chapter (the play call or the previous report), plus a little slack. Nothing is credited when
 * the server never heard of the chapter being opened.
 */
export function creditedSeconds(claimed: number, heardAt: number | null, now: number): number {
  if (heardAt === null) return 0;
  const elapsed = Math.max(0, Math.floor((now - heardAt) / 1000)) + SLACK_SECONDS;
  return Math.max(0, Math.min(claimed, elapsed));
}

const select = (db: Db, userId: number, courseId: number, chapterId: number): Record | undefined =>
  db
    .prepare<[number, number, number], Record>('SELECT watch_time, is_complete, studied_s, heard_at FROM watch_records WHERE user_id = ? AND course_id = ? AND chapter_id = ?')
    .get(userId, courseId, chapterId);

/** The play call: the chapter is open from now on (the clock study time is credited against). */
export function markOpened(db: Db, userId: number, courseId: number, chapterId: number, now: number): void {
  db.prepare(
    `INSERT INTO watch_records (user_id, course_id, chapter_id, watch_time, is_complete, updated_at, heard_at) VALUES (?, ?, ?, 0, 0, ?, ?)
     ON CONFLICT (user_id, course_id, chapter_id) DO UPDATE SET heard_at = excluded.heard_at`,
  ).run(userId, courseId, chapterId, now, now);
}

/**
 * A progress report: keeps the furthest position (a report from an older tab or a rewind does not
 * move it back), completion once reached stays, and study time grows by what {@link creditedSeconds} allows.
 */
export function saveProgress(db: Db, userId: number, courseId: number, chapterId: number, report: { position: number; playedSeconds: number; isComplete: boolean }, now: number): SavedProgress {
  return db.transaction(() => {
    const prev = select(db, userId, courseId, chapterId);
    const credit = creditedSeconds(report.playedSeconds, prev?.heard_at ?? null, now);
    const watchTime = Math.max(prev?.watch_time ?? 0, report.position);
    const isComplete = (prev?.is_complete ?? 0) === 1 || report.isComplete;
    const studiedSeconds = (prev?.studied_s ?? 0) + credit;
    db.prepare(
      `INSERT INTO watch_records (user_id, course_id, chapter_id, watch_time, is_complete, updated_at, studied_s, heard_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, course_id, chapter_id) DO UPDATE SET watch_time = excluded.watch_time, is_complete = excluded.is_complete,
         updated_at = excluded.updated_at, studied_s = excluded.studied_s, heard_at = excluded.heard_at`,
    ).run(userId, courseId, chapterId, watchTime, isComplete ? 1 : 0, now, studiedSeconds, now);
    return { watchTime, studiedSeconds, isComplete };
  })();
}
