import { defineQueries } from '../db/queries';

type ProgressRow = {
  watch_time: number;
  is_complete: number;
  studied_s: number;
  heard_at: number | null;
  watched_ms: number;
  last_pos: number;
  carry_ms: number;
};
/** What a progress report stores of a chapter. */
export type ProgressWrite = {
  watchTime: number;
  isComplete: boolean;
  studiedSeconds: number;
  watchedMs: number;
  position: number;
  carryMs: number;
};

/** The watch records a chapter's progress reports read and write (lib/live-progress.ts). */
export const progressQueries = defineQueries((db) => {
  const select = db.prepare<[number, number, number], ProgressRow>(
    'SELECT watch_time, is_complete, studied_s, heard_at, watched_ms, last_pos, carry_ms FROM watch_records WHERE user_id = ? AND course_id = ? AND chapter_id = ?',
  );
  const opened = db.prepare<[number, number, number, number, number]>(
    `INSERT INTO watch_records (user_id, course_id, chapter_id, watch_time, is_complete, updated_at, heard_at) VALUES (?, ?, ?, 0, 0, ?, ?)
     ON CONFLICT (user_id, course_id, chapter_id) DO UPDATE SET heard_at = excluded.heard_at`,
  );
  const save = db.prepare<
    [number, number, number, number, number, number, number, number, number, number, number]
  >(
    `INSERT INTO watch_records (user_id, course_id, chapter_id, watch_time, is_complete, updated_at, studied_s, heard_at, watched_ms, last_pos, carry_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, course_id, chapter_id) DO UPDATE SET watch_time = excluded.watch_time, is_complete = excluded.is_complete,
         updated_at = excluded.updated_at, studied_s = excluded.studied_s, heard_at = excluded.heard_at, watched_ms = excluded.watched_ms,
         last_pos = excluded.last_pos, carry_ms = excluded.carry_ms`,
  );
  return {
    record: (userId: number, courseId: number, chapterId: number) =>
      select.get(userId, courseId, chapterId),
    markOpened: (userId: number, courseId: number, chapterId: number, now: number) =>
      void opened.run(userId, courseId, chapterId, now, now),
    save(userId: number, courseId: number, chapterId: number, w: ProgressWrite, now: number): void {
      save.run(
        userId,
        courseId,
        chapterId,
        w.watchTime,
        w.isComplete ? 1 : 0,
        now,
        w.studiedSeconds,
        now,
        w.watchedMs,
        w.position,
        w.carryMs,
      );
    },
  };
});

/** Sessions QA scheduled at a set time go live by themselves (lib/live-schedule.ts). */
export const scheduleQueries = defineQueries((db) => {
  const promote = db.prepare<[number]>(
    'UPDATE courses SET status = 1 WHERE status = 0 AND start_fixed = 1 AND start_at <= ?',
  );
  return { promote: (now: number) => promote.run(now).changes };
});
