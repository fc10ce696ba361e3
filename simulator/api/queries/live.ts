import { defineQueries } from '../db/queries';

/** One POST /live/record/add made while the session was live: seconds watched in that visit, and when (server clock). */
export type LiveReport = { watchTime: number; at: number };

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
export const SELECT_COURSE_LIST = SELECT_COURSE.replace(
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
