import { defineQueries } from '../db/queries';
import type { LiveReport } from '../lib/live-completion';

/** A course row with its chapter count, as the course queries answer it. */
export type CourseRow = {
  id: number;
  type: number;
  title: string;
  subtitle: string;
  category: string;
  lecturer: string;
  lecturer_title: string;
  lecturer_id: number | null;
  intro: string;
  price_cents: number;
  member_free: number;
  start_at: number;
  status: number;
  duration_s: number;
  views: number;
  likes: number;
  trial_s: number;
  /** 1: `start_at` is the session's real start (QA scheduled it at a set time, or it went live from that schedule). */
  start_fixed: number;
  chapter_count: number;
};
export type ChapterRow = {
  id: number;
  title: string;
  sort: number;
  duration_s: number;
  free: number;
};
export type WatchRecordRow = {
  chapter_id: number;
  watch_time: number;
  is_complete: number;
  updated_at: number;
};
export type InteractionRow = {
  id: number;
  user_id: number;
  nickname: string;
  content: string;
  likes: number;
  created_at: number;
  liked: number;
};
export type HistoryRow = CourseRow & {
  w_chapter: number;
  w_time: number;
  w_complete: number;
  w_at: number;
};
/** The list filters of the course list: each is optional. */
export type CourseFilter = {
  type?: number;
  status?: number;
  category?: string;
  keyword?: string;
  memberFree?: boolean;
};
/** A live session's record as the live-record call reports it. */
export type LiveRecordInput = {
  userId: number;
  liveType: number;
  singleLiveId: number | null;
  seriesLiveId: number | null;
  chapterId: number;
  watchTime: number;
  now: number;
  live: boolean;
};

const SELECT_COURSE =
  'SELECT c.*, (SELECT COUNT(*) FROM chapters ch WHERE ch.course_id = c.id) AS chapter_count FROM courses c';
/** Lists leave the HTML introduction out: sorting rows that carry it costs more than the rest of the call. */
const SELECT_COURSE_LIST = SELECT_COURSE.replace(
  'c.*',
  "c.id, c.type, c.title, c.subtitle, c.category, c.lecturer, c.lecturer_title, c.lecturer_id, '' AS intro, c.price_cents, c.member_free, c.start_at, c.status, c.duration_s, c.views, c.likes, c.trial_s, c.start_fixed",
);

/** The SQL condition of a course list's filters and its arguments. */
function courseWhere(f: CourseFilter): { clause: string; args: (string | number)[] } {
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (f.type !== undefined) {
    where.push('c.type = ?');
    args.push(f.type);
  }
  if (f.status !== undefined) {
    where.push('c.status = ?');
    args.push(f.status);
  }
  if (f.category) {
    where.push('c.category = ?');
    args.push(f.category);
  }
  if (f.keyword) {
    where.push(
      "(c.title LIKE ? ESCAPE '\\' OR c.subtitle LIKE ? ESCAPE '\\' OR c.lecturer LIKE ? ESCAPE '\\')",
    );
    args.push(...Array<string>(3).fill(`%${f.keyword.replace(/[%_\\]/g, '\\$&')}%`));
  }
  if (f.memberFree !== undefined) {
    where.push('c.member_free = ?');
    args.push(f.memberFree ? 1 : 0);
  }
  return { clause: where.length ? ` WHERE ${where.join(' AND ')}` : '', args };
}

/** Courses, chapters, purchases seen from the course pages, watch records, interactions and likes. */
export const liveQueries = defineQueries((db) => {
  const course = db.prepare<[number], CourseRow>(`${SELECT_COURSE} WHERE c.id = ?`);
  const purchased = db.prepare<[number, number]>(
    'SELECT 1 FROM course_purchases WHERE user_id = ? AND course_id = ?',
  );
  const owned = db.prepare<[number], { course_id: number }>(
    'SELECT course_id FROM course_purchases WHERE user_id = ?',
  );
  const watchRecords = db.prepare<[number, number], WatchRecordRow>(
    'SELECT chapter_id, watch_time, is_complete, updated_at FROM watch_records WHERE user_id = ? AND course_id = ?',
  );
  const chapters = db.prepare<[number], ChapterRow>(
    'SELECT id, title, sort, duration_s, free FROM chapters WHERE course_id = ? ORDER BY sort',
  );
  const likedCourse = db.prepare<[number, number]>(
    'SELECT 1 FROM likes WHERE user_id = ? AND target_type = 1 AND target_id = ?',
  );
  const saveWatch = db.prepare<[number, number, number, number, number, number]>(
    `INSERT INTO watch_records (user_id, course_id, chapter_id, watch_time, is_complete, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, course_id, chapter_id) DO UPDATE SET watch_time = MAX(watch_time, excluded.watch_time),
       is_complete = MAX(is_complete, excluded.is_complete), updated_at = excluded.updated_at`,
  );
  const liveReports = (column: 'single_live_id' | 'series_live_id') =>
    db.prepare<[number, number, number], LiveReport>(
      `SELECT watch_time AS watchTime, created_at AS at FROM live_records WHERE user_id = ? AND ${column} = ? AND chapter_id = ? AND live = 1 ORDER BY created_at, id`,
    );
  const singleReports = liveReports('single_live_id');
  const seriesReports = liveReports('series_live_id');
  const chapterDuration = db.prepare<[number], { duration_s: number }>(
    'SELECT duration_s FROM chapters WHERE id = ?',
  );
  const chapterOfCourse = db.prepare<[number, number]>(
    'SELECT 1 FROM chapters WHERE id = ? AND course_id = ?',
  );
  const freeChapter = db.prepare<[number]>('SELECT 1 FROM chapters WHERE id = ? AND free = 1');
  const watchTime = db.prepare<[number, number, number], { watch_time: number }>(
    'SELECT watch_time FROM watch_records WHERE user_id = ? AND course_id = ? AND chapter_id = ?',
  );
  const watchRecord = db.prepare<
    [number, number, number],
    { watch_time: number; studied_s: number; is_complete: number }
  >(
    'SELECT watch_time, studied_s, is_complete FROM watch_records WHERE user_id = ? AND course_id = ? AND chapter_id = ?',
  );
  const addView = db.prepare<[number]>('UPDATE courses SET views = views + 1 WHERE id = ?');
  const addLiveRecord = db.prepare<
    [number, number, number | null, number | null, number, number, number, number]
  >(
    'INSERT INTO live_records (user_id, live_type, single_live_id, series_live_id, chapter_id, watch_time, is_complete, created_at, live) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)',
  );
  const history = db.prepare<[number], HistoryRow>(
    `SELECT c.*, (SELECT COUNT(*) FROM chapters ch WHERE ch.course_id = c.id) AS chapter_count, w.chapter_id AS w_chapter, w.watch_time AS w_time, w.is_complete AS w_complete, w.updated_at AS w_at
         FROM watch_records w JOIN courses c ON c.id = w.course_id WHERE w.user_id = ? ORDER BY w.updated_at DESC LIMIT 50`,
  );
  const school = db.prepare<[], CourseRow>(
    `${SELECT_COURSE_LIST} WHERE c.type = 2 AND c.school = 1 ORDER BY c.sort`,
  );

  return {
    course: (id: number) => course.get(id),
    purchased: (userId: number, courseId: number) => purchased.get(userId, courseId) !== undefined,
    ownedCourseIds: (userId: number) => new Set(owned.all(userId).map((r) => r.course_id)),
    /** One page of the courses matching `filter`: live first, then upcoming, then newest; and how many match. */
    list(f: CourseFilter, p: { page: number; size: number }): { rows: CourseRow[]; total: number } {
      const { clause, args } = courseWhere(f);
      // The filters are a few fixed shapes: the connection prepares each text once (db/index.ts).
      const total =
        db
          .prepare<(string | number)[], { n: number }>(
            `SELECT COUNT(*) AS n FROM courses c${clause}`,
          )
          .get(...args)?.n ?? 0;
      const rows = db
        .prepare<(string | number)[], CourseRow>(
          `${SELECT_COURSE_LIST}${clause} ORDER BY c.status = 1 DESC, c.status = 0 DESC, c.start_at DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, p.size, (p.page - 1) * p.size);
      return { rows, total };
    },
    watchRecords: (userId: number, courseId: number) => watchRecords.all(userId, courseId),
    chapters: (courseId: number) => chapters.all(courseId),
    likedCourse: (userId: number, courseId: number) =>
      likedCourse.get(userId, courseId) !== undefined,
    /** Keeps the furthest position and completion a chapter reached. */
    saveWatch(
      userId: number,
      courseId: number,
      chapterId: number,
      watchTime: number,
      isComplete: boolean,
      now: number,
    ): void {
      saveWatch.run(userId, courseId, chapterId, watchTime, isComplete ? 1 : 0, now);
    },
    /** A learner's records of one live session made while it was live, oldest first. */
    liveReports: (userId: number, liveType: number, courseId: number, chapterId: number) =>
      (liveType === 1 ? singleReports : seriesReports).all(userId, courseId, chapterId),
    chapterDuration: (chapterId: number) => chapterDuration.get(chapterId)?.duration_s ?? 0,
    chapterOfCourse: (chapterId: number, courseId: number) =>
      chapterOfCourse.get(chapterId, courseId) !== undefined,
    isFreeChapter: (chapterId: number) => freeChapter.get(chapterId) !== undefined,
    watchTime: (userId: number, courseId: number, chapterId: number) =>
      watchTime.get(userId, courseId, chapterId)?.watch_time,
    watchRecord: (userId: number, courseId: number, chapterId: number) =>
      watchRecord.get(userId, courseId, chapterId),
    addView: (courseId: number) => void addView.run(courseId),
    addLiveRecord(r: LiveRecordInput): void {
      addLiveRecord.run(
        r.userId,
        r.liveType,
        r.singleLiveId,
        r.seriesLiveId,
        r.chapterId,
        r.watchTime,
        r.now,
        r.live ? 1 : 0,
      );
    },
    history: (userId: number) => history.all(userId),
    school: () => school.all(),
  };
});

/** The comments of a course's live room and the likes of courses and comments. */
export const interactionQueries = defineQueries((db) => {
  const count = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM interactions WHERE course_id = ?',
  );
  const page = db.prepare<[number, number, number, number], InteractionRow>(
    `SELECT i.id, i.user_id, u.nickname, i.content, i.likes, i.created_at,
           EXISTS (SELECT 1 FROM likes l WHERE l.user_id = ? AND l.target_type = 2 AND l.target_id = i.id) AS liked
         FROM interactions i JOIN users u ON u.id = i.user_id WHERE i.course_id = ? ORDER BY i.created_at DESC, i.id DESC LIMIT ? OFFSET ?`,
  );
  const add = db.prepare<[number, number, string, number]>(
    'INSERT INTO interactions (course_id, user_id, content, created_at) VALUES (?, ?, ?, ?)',
  );
  const removeLike = db.prepare<[number, number, number]>(
    'DELETE FROM likes WHERE user_id = ? AND target_type = ? AND target_id = ?',
  );
  const addLike = db.prepare<[number, number, number, number]>(
    'INSERT INTO likes (user_id, target_type, target_id, created_at) VALUES (?, ?, ?, ?)',
  );
  /** The liked row's own statements: a course (type 1) or a comment (type 2). */
  const target = (table: 'courses' | 'interactions') => {
    const exists = db.prepare<[number]>(`SELECT 1 FROM ${table} WHERE id = ?`);
    const move = db.prepare<[number, number]>(
      `UPDATE ${table} SET likes = MAX(0, likes + ?) WHERE id = ?`,
    );
    const likes = db.prepare<[number], { likes: number }>(
      `SELECT likes FROM ${table} WHERE id = ?`,
    );
    return { exists, move, likes };
  };
  const targets = { 1: target('courses'), 2: target('interactions') } as const;

  return {
    count: (courseId: number) => count.get(courseId)?.n ?? 0,
    page: (viewerId: number, courseId: number, p: { page: number; size: number }) =>
      page.all(viewerId, courseId, p.size, (p.page - 1) * p.size),
    add: (courseId: number, userId: number, content: string, now: number) =>
      Number(add.run(courseId, userId, content, now).lastInsertRowid),
    targetExists: (type: 1 | 2, id: number) => targets[type].exists.get(id) !== undefined,
    /** Likes the course or comment, or takes the like back: answers whether it is liked now and its count. */
    toggleLike: db.transaction(
      (userId: number, type: 1 | 2, id: number, now: number): { liked: boolean; likes: number } => {
        const removed = removeLike.run(userId, type, id).changes > 0;
        if (!removed) addLike.run(userId, type, id, now);
        targets[type].move.run(removed ? -1 : 1, id);
        return { liked: !removed, likes: targets[type].likes.get(id)?.likes ?? 0 };
      },
    ),
  };
});

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

/** Sessions QA scheduled at a set time (lib/live-schedule.ts). */
export const scheduleQueries = defineQueries((db) => {
  const promote = db.prepare<[number]>(
    'UPDATE courses SET status = 1 WHERE status = 0 AND start_fixed = 1 AND start_at <= ?',
  );
  return { promote: (now: number) => promote.run(now).changes };
});
