import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  livePlaybackListEndpoint,
  v2LivePlaybackDetailEndpoint,
  v2LivePlaybackDetailV3Endpoint,
  liveSeriesDetailV3Endpoint,
  livePlaybackUserightsEndpoint,
  livePlaybackPlayEndpoint,
  liveInteractionPageEndpoint,
  liveInteractionAddEndpoint,
  liveInteractionLikeEndpoint,
  chapterRecordAddEndpoint,
  liveRecordAddEndpoint,
  liveWatchHistoryEndpoint,
  liveSeriesSchoolEndpoint,
  COURSE_STATUS,
} from '../../../renderer/src/contracts/api/live';
import { ApiError, badRequest, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { activeLevel, getUser } from '../lib/users';
import { publicUrl } from '../lib/urls';
import { coverPng } from '../lib/cover-png';
import { lessonWav } from '../lib/wav';
import { CLIP_SECONDS, HLS_TYPE, clipOf } from '../lib/live-media';
import { markOpened, saveProgress } from '../lib/live-progress';
import { liveCreditedSeconds, liveSessionComplete, type LiveReport } from '../lib/live-completion';
import { liveMediaRoutes } from './live-media';
import { liveSimRoutes } from './live-sim';
import { liveRoomRoutes } from './live-room';
import { courseProductId } from '../lib/iap-products';
import { parseInput } from '../lib/validate';
import type { SessionUser } from '../lib/auth';
import type { Db } from '../db/types';
import { dayStart } from '../lib/time';
import { SCHEDULE_SENSITIVE, startDueSessions } from '../lib/live-schedule';
import { avatarPath } from '../lib/avatar-png';

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
type ChapterRow = { id: number; title: string; sort: number; duration_s: number; free: number };

const STATUS_TEXT = ['未开始', '直播中', '回放', '回放生成中'] as const;
const SELECT_COURSE =
  'SELECT c.*, (SELECT COUNT(*) FROM chapters ch WHERE ch.course_id = c.id) AS chapter_count FROM courses c';
/** Lists leave the HTML introduction out: sorting rows that carry it costs more than the rest of the call. */
const SELECT_COURSE_LIST = SELECT_COURSE.replace(
  'c.*',
  "c.id, c.type, c.title, c.subtitle, c.category, c.lecturer, c.lecturer_title, c.lecturer_id, '' AS intro, c.price_cents, c.member_free, c.start_at, c.status, c.duration_s, c.views, c.likes, c.trial_s, c.start_fixed",
);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Upcoming and live courses keep a rolling schedule on the simulated clock (the seed's dates would
 * otherwise drift into the past): an upcoming course starts at 19:00 Beijing time (11:00 UTC) some days ahead,
 * the live one began at the top of the current hour. Playbacks keep their seeded dates, and a session
 * QA scheduled at a set time keeps that time (lib/live-schedule.ts).
 */
function startAtOf(c: CourseRow, now: number): number {
  if (c.start_fixed === 1 && (c.status === 0 || c.status === 1)) return c.start_at;
  if (c.status === 0) return dayStart(now) + (c.id + 1) * DAY + 11 * HOUR;
  if (c.status === 1) return now - (now % HOUR);
  return c.start_at;
}

function summaryOf(req: FastifyRequest, c: CourseRow) {
  return {
    id: c.id,
    type: c.type,
    title: c.title,
    subtitle: c.subtitle,
    category: c.category,
    cover: publicUrl(req, `/media/cover/${c.id}.png`),
    lecturer: c.lecturer,
    lecturerTitle: c.lecturer_title,
    lecturerAvatar: publicUrl(req, c.lecturer_id ? avatarPath(c.lecturer_id) : null),
    priceCents: c.price_cents,
    memberFree: c.member_free === 1,
    startAt: startAtOf(c, req.server.ctx.now()),
    status: c.status,
    statusText: STATUS_TEXT[c.status] ?? '回放',
    // Every chapter plays a committed 24 s clip: lengths are the real media's, not a nominal lecture's.
    durationSeconds: c.type === 2 ? c.chapter_count * CLIP_SECONDS : CLIP_SECONDS,
    views: c.views,
    likes: c.likes,
    chapterCount: c.chapter_count,
  };
}

function getCourse(db: Db, id: number, type?: number): CourseRow {
  const c = db.prepare<[number], CourseRow>(`${SELECT_COURSE} WHERE c.id = ?`).get(id);
  if (!c || (type !== undefined && c.type !== type)) throw notFound('课程不存在');
  return c;
}

/** Who may watch what: free courses, buyers, members on member-free courses; others get the preview. */
function rightsOf(db: Db, c: CourseRow, user: SessionUser | null, now: number) {
  const purchased = user
    ? db
        .prepare('SELECT 1 FROM course_purchases WHERE user_id = ? AND course_id = ?')
        .get(user.id, c.id) !== undefined
    : false;
  const isMember = user ? activeLevel(getUser(db, user.id), now) > 0 : false;
  const memberFree = c.member_free === 1;
  const reason =
    c.price_cents === 0
      ? 'free'
      : purchased
        ? 'purchased'
        : memberFree && isMember
          ? 'member'
          : c.trial_s > 0
            ? 'trial'
            : 'none';
  return {
    canWatch: reason !== 'none' && reason !== 'trial',
    reason,
    purchased,
    memberFree,
    isMember,
    trialSeconds: reason === 'trial' ? c.trial_s : 0,
    priceCents: c.price_cents,
    iosProductId: courseProductId(c.price_cents),
  } as const;
}

function detailOf(
  req: FastifyRequest,
  db: Db,
  c: CourseRow,
  user: SessionUser | null,
  now: number,
) {
  const records = new Map<
    number,
    { watch_time: number; is_complete: number; updated_at: number }
  >();
  if (user) {
    for (const r of db
      .prepare<
        [number, number],
        { chapter_id: number; watch_time: number; is_complete: number; updated_at: number }
      >(
        'SELECT chapter_id, watch_time, is_complete, updated_at FROM watch_records WHERE user_id = ? AND course_id = ?',
      )
      .all(user.id, c.id))
      records.set(r.chapter_id, r);
  }
  const chapters = db
    .prepare<[number], ChapterRow>(
      'SELECT id, title, sort, duration_s, free FROM chapters WHERE course_id = ? ORDER BY sort',
    )
    .all(c.id)
    .map((ch) => ({
      id: ch.id,
      title: ch.title,
      sort: ch.sort,
      durationSeconds: CLIP_SECONDS,
      free: ch.free === 1,
      watchTime: records.get(ch.id)?.watch_time ?? 0,
      isComplete: records.get(ch.id)?.is_complete === 1,
    }));
  let last: { chapterId: number; watchTime: number; at: number } | null = null;
  for (const [chapterId, r] of records)
    if (!last || r.updated_at > last.at)
      last = { chapterId, watchTime: r.watch_time, at: r.updated_at };
  const liked = user
    ? db
        .prepare('SELECT 1 FROM likes WHERE user_id = ? AND target_type = 1 AND target_id = ?')
        .get(user.id, c.id) !== undefined
    : false;
  return {
    ...summaryOf(req, c),
    introHtml: c.intro,
    liked,
    chapters,
    rights: rightsOf(db, c, user, now),
    lastWatch: last ? { chapterId: last.chapterId, watchTime: last.watchTime } : null,
  };
}

function saveWatch(
  db: Db,
  userId: number,
  courseId: number,
  chapterId: number,
  watchTime: number,
  isComplete: boolean,
  now: number,
): void {
  db.prepare(
    `INSERT INTO watch_records (user_id, course_id, chapter_id, watch_time, is_complete, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, course_id, chapter_id) DO UPDATE SET watch_time = MAX(watch_time, excluded.watch_time),
       is_complete = MAX(is_complete, excluded.is_complete), updated_at = excluded.updated_at`,
  ).run(userId, courseId, chapterId, watchTime, isComplete ? 1 : 0, now);
}

/** A learner's records of one live session made while it was live, oldest first. */
function liveReportsOf(
  db: Db,
  userId: number,
  liveType: number,
  courseId: number,
  chapterId: number,
): LiveReport[] {
  const column = liveType === 1 ? 'single_live_id' : 'series_live_id';
  return db
    .prepare<[number, number, number], LiveReport>(
      `SELECT watch_time AS watchTime, created_at AS at FROM live_records WHERE user_id = ? AND ${column} = ? AND chapter_id = ? AND live = 1 ORDER BY created_at, id`,
    )
    .all(userId, courseId, chapterId);
}

/** A live session's scheduled length: a series chapter's own, or the single course's. */
function scheduledSecondsOf(db: Db, c: CourseRow, chapterId: number): number {
  if (chapterId === 0) return c.duration_s;
  return (
    db
      .prepare<[number], { duration_s: number }>('SELECT duration_s FROM chapters WHERE id = ?')
      .get(chapterId)?.duration_s ?? 0
  );
}

function checkChapter(db: Db, courseId: number, chapterId: number): void {
  if (chapterId === 0) return;
  if (!db.prepare('SELECT 1 FROM chapters WHERE id = ? AND course_id = ?').get(chapterId, courseId))
    throw notFound('章节不存在');
}

const wavParams = z.object({ file: z.string().regex(/^\d{1,6}-\d{1,6}\.wav$/, '文件名不正确') });
const pngParams = z.object({ file: z.string().regex(/^\d{1,9}\.png$/, '文件名须为 编号.png') });

/** Live and recorded courses (spec §7 Courses) and their generated media. */
export function liveRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['live'];
  // A session scheduled at a set time goes live once the clock reaches it, before any course call is answered.
  app.addHook('onRequest', (req, _reply, done) => {
    if (SCHEDULE_SENSITIVE.test(req.url)) startDueSessions(db, ctx.now());
    done();
  });

  defineRoute(
    app,
    livePlaybackListEndpoint,
    { summary: '课程列表（筛选与分页）', tags, auth: 'optional' },
    ({ body, req, user }) => {
      const where: string[] = [];
      const args: (string | number)[] = [];
      if (body.type !== undefined) {
        where.push('c.type = ?');
        args.push(body.type);
      }
      if (body.status !== undefined) {
        where.push('c.status = ?');
        args.push(body.status);
      }
      if (body.category) {
        where.push('c.category = ?');
        args.push(body.category);
      }
      if (body.keyword) {
        where.push(
          "(c.title LIKE ? ESCAPE '\\' OR c.subtitle LIKE ? ESCAPE '\\' OR c.lecturer LIKE ? ESCAPE '\\')",
        );
        args.push(...Array(3).fill(`%${body.keyword.replace(/[%_\\]/g, '\\$&')}%`));
      }
      if (body.memberFree !== undefined) {
        where.push('c.member_free = ?');
        args.push(body.memberFree ? 1 : 0);
      }
      const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
      const total =
        db
          .prepare<(string | number)[], { n: number }>(
            `SELECT COUNT(*) AS n FROM courses c${clause}`,
          )
          .get(...args)?.n ?? 0;
      const list = db
        .prepare<(string | number)[], CourseRow>(
          `${SELECT_COURSE_LIST}${clause} ORDER BY c.status = 1 DESC, c.status = 0 DESC, c.start_at DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, body.size, (body.page - 1) * body.size)
        .map((c) => summaryOf(req, c));
      if (user) {
        // A signed-in learner sees 已购 on what they own.
        const owned = new Set(
          db
            .prepare<[number], { course_id: number }>(
              'SELECT course_id FROM course_purchases WHERE user_id = ?',
            )
            .all(user.id)
            .map((r) => r.course_id),
        );
        return {
          list: list.map((c) => ({ ...c, purchased: owned.has(c.id) })),
          total,
          page: body.page,
          size: body.size,
        };
      }
      return { list, total, page: body.page, size: body.size };
    },
  );

  defineRoute(
    app,
    v2LivePlaybackDetailEndpoint,
    { summary: '单课详情', tags, auth: 'optional' },
    ({ params, user, req }) => detailOf(req, db, getCourse(db, params.id), user, ctx.now()),
  );
  defineRoute(
    app,
    v2LivePlaybackDetailV3Endpoint,
    { summary: '精品单课详情 v3（含章节与观看权限）', tags, auth: 'optional' },
    ({ params, user, req }) => detailOf(req, db, getCourse(db, params.id, 1), user, ctx.now()),
  );
  defineRoute(
    app,
    liveSeriesDetailV3Endpoint,
    { summary: '系列课详情 v3', tags, auth: 'optional' },
    ({ params, user, req }) => detailOf(req, db, getCourse(db, params.id, 2), user, ctx.now()),
  );

  defineRoute(
    app,
    livePlaybackUserightsEndpoint,
    { summary: '观看权限', tags, auth: 'optional' },
    ({ params, user }) => rightsOf(db, getCourse(db, params.id), user, ctx.now()),
  );

  defineRoute(
    app,
    livePlaybackPlayEndpoint,
    { summary: '播放（返回媒体地址与续播位置）', tags, auth: 'optional' },
    ({ params, body, user, req }) => {
      const now = ctx.now();
      const c = getCourse(db, params.id);
      if (c.status === 0) throw badRequest('直播尚未开始，请开播后再来');
      if (c.status === 3) throw badRequest('直播已结束，回放生成中，请稍后再来');
      const chapters = db
        .prepare<[number], ChapterRow>(
          'SELECT id, title, sort, duration_s, free FROM chapters WHERE course_id = ? ORDER BY sort',
        )
        .all(c.id);
      const chapter =
        body.chapterId !== undefined
          ? chapters.find((ch) => ch.id === body.chapterId)
          : chapters[0];
      if (body.chapterId !== undefined && !chapter) throw notFound('章节不存在');
      const rights = rightsOf(db, c, user, now);
      const freeChapter = chapter?.free === 1;
      // A single course previews its first seconds; a series previews only its free (试看) chapters.
      if (!rights.canWatch && !freeChapter && (rights.reason === 'none' || c.type === 2))
        throw new ApiError(403, '购买后即可观看');
      if (!rights.canWatch && c.status === 1) throw new ApiError(403, '购买后即可观看直播');
      const chapterId = chapter?.id ?? 0;
      const live = c.status === 1;
      const record = user
        ? db
            .prepare<[number, number, number], { watch_time: number }>(
              'SELECT watch_time FROM watch_records WHERE user_id = ? AND course_id = ? AND chapter_id = ?',
            )
            .get(user.id, c.id, chapterId)
        : undefined;
      db.transaction(() => {
        db.prepare('UPDATE courses SET views = views + 1 WHERE id = ?').run(c.id);
        if (user && !live) markOpened(db, user.id, c.id, chapterId, now);
      })();
      return {
        courseId: c.id,
        chapterId,
        url: publicUrl(
          req,
          live
            ? `/media/live/${c.id}/index.m3u8`
            : `/media/hls/${clipOf(c.id, chapter?.sort ?? 0)}/index.m3u8`,
        ),
        live,
        poster: publicUrl(req, `/media/cover/${c.id}.png`),
        mediaType: HLS_TYPE,
        mediaDurationSeconds: live ? 0 : CLIP_SECONDS,
        startAt: live ? 0 : Math.min(record?.watch_time ?? 0, CLIP_SECONDS),
        trialSeconds:
          rights.canWatch || freeChapter ? 0 : Math.min(rights.trialSeconds, CLIP_SECONDS / 2),
      };
    },
  );

  defineRoute(
    app,
    liveInteractionPageEndpoint,
    { summary: '互动留言分页', tags, auth: 'optional' },
    ({ body, user, req }) => {
      getCourse(db, body.liveId);
      const total =
        db
          .prepare<[number], { n: number }>(
            'SELECT COUNT(*) AS n FROM interactions WHERE course_id = ?',
          )
          .get(body.liveId)?.n ?? 0;
      const list = db
        .prepare<
          [number, number, number, number],
          {
            id: number;
            user_id: number;
            nickname: string;
            content: string;
            likes: number;
            created_at: number;
            liked: number;
          }
        >(
          `SELECT i.id, i.user_id, u.nickname, i.content, i.likes, i.created_at,
           EXISTS (SELECT 1 FROM likes l WHERE l.user_id = ? AND l.target_type = 2 AND l.target_id = i.id) AS liked
         FROM interactions i JOIN users u ON u.id = i.user_id WHERE i.course_id = ? ORDER BY i.created_at DESC, i.id DESC LIMIT ? OFFSET ?`,
        )
        .all(user?.id ?? 0, body.liveId, body.size, (body.page - 1) * body.size)
        .map((r) => ({
          id: r.id,
          userId: r.user_id,
          nickname: r.nickname,
          avatar: publicUrl(req, avatarPath(r.user_id)),
          content: r.content,
          likes: r.likes,
          liked: r.liked === 1,
          createdAt: r.created_at,
        }));
      return { list, total, page: body.page, size: body.size };
    },
  );

  defineRoute(
    app,
    liveInteractionAddEndpoint,
    { summary: '发表互动留言', tags, auth: 'required', msg: '发送成功' },
    ({ params, body, user, req }) => {
      getCourse(db, params.id);
      const now = ctx.now();
      const id = Number(
        db
          .prepare(
            'INSERT INTO interactions (course_id, user_id, content, created_at) VALUES (?, ?, ?, ?)',
          )
          .run(params.id, user.id, body.content, now).lastInsertRowid,
      );
      return {
        id,
        userId: user.id,
        nickname: user.nickname,
        avatar: publicUrl(req, avatarPath(user.id)),
        content: body.content,
        likes: 0,
        liked: false,
        createdAt: now,
      };
    },
  );

  defineRoute(
    app,
    liveInteractionLikeEndpoint,
    { summary: '点赞 / 取消点赞（type 1 课程，2 留言）', tags, auth: 'required' },
    ({ params, user }) => {
      const table = params.type === 1 ? 'courses' : 'interactions';
      if (!db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(params.id))
        throw notFound(params.type === 1 ? '课程不存在' : '留言不存在');
      return db.transaction(() => {
        const removed =
          db
            .prepare('DELETE FROM likes WHERE user_id = ? AND target_type = ? AND target_id = ?')
            .run(user.id, params.type, params.id).changes > 0;
        if (!removed)
          db.prepare(
            'INSERT INTO likes (user_id, target_type, target_id, created_at) VALUES (?, ?, ?, ?)',
          ).run(user.id, params.type, params.id, ctx.now());
        db.prepare(`UPDATE ${table} SET likes = MAX(0, likes + ?) WHERE id = ?`).run(
          removed ? -1 : 1,
          params.id,
        );
        const likes =
          db
            .prepare<[number], { likes: number }>(`SELECT likes FROM ${table} WHERE id = ?`)
            .get(params.id)?.likes ?? 0;
        return { liked: !removed, likes };
      })();
    },
  );

  defineRoute(
    app,
    chapterRecordAddEndpoint,
    { summary: '记录章节观看进度', tags, auth: 'required' },
    ({ body, user }) => {
      const now = ctx.now();
      const courseId = (body.seriesLiveId ?? body.singleLiveId) as number;
      const c = getCourse(db, courseId);
      checkChapter(db, courseId, body.chapterId);
      const position = Math.min(body.watchTime, CLIP_SECONDS);
      // The client's isComplete is a hint the server ignores: it decides from the seconds it saw watched.
      // A preview (not bought, not a free chapter) never completes a chapter.
      const free =
        body.chapterId > 0 &&
        db.prepare('SELECT 1 FROM chapters WHERE id = ? AND free = 1').get(body.chapterId) !==
          undefined;
      const completable = free || rightsOf(db, c, user, now).canWatch;
      const saved = saveProgress(
        db,
        user.id,
        courseId,
        body.chapterId,
        { position, playedSeconds: body.playedSeconds, durationSeconds: CLIP_SECONDS, completable },
        now,
      );
      return { courseId, chapterId: body.chapterId, ...saved, updatedAt: now };
    },
  );

  defineRoute(
    app,
    liveRecordAddEndpoint,
    { summary: '上报直播/回放观看记录（recordLiveParams）', tags, auth: 'required' },
    ({ body, user }) => {
      const now = ctx.now();
      const courseId = body.liveType === 1 ? body.singleLiveId : body.seriesLiveId;
      if (!courseId) throw badRequest(body.liveType === 1 ? '请指定单课编号' : '请指定系列课编号');
      const c = getCourse(db, courseId, body.liveType);
      const chapterId = body.chapterId ?? 0;
      checkChapter(db, courseId, chapterId);
      // Only records made while the session is live, by a learner who may watch it, count towards 已学完.
      const live = c.status === COURSE_STATUS.LIVE && rightsOf(db, c, user, now).canWatch;
      const isComplete = db.transaction(() => {
        db.prepare(
          'INSERT INTO live_records (user_id, live_type, single_live_id, series_live_id, chapter_id, watch_time, is_complete, created_at, live) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)',
        ).run(
          user.id,
          body.liveType,
          body.singleLiveId ?? null,
          body.seriesLiveId ?? null,
          chapterId,
          body.watchTime,
          now,
          live ? 1 : 0,
        );
        // The client's own isComplete is not believed: the server decides from the records on its clock.
        const complete =
          live &&
          liveSessionComplete(
            liveCreditedSeconds(liveReportsOf(db, user.id, body.liveType, courseId, chapterId)),
            scheduledSecondsOf(db, c, chapterId),
          );
        // Seconds watched live are not a position in the replay: they must not become its 上次看到.
        saveWatch(db, user.id, courseId, chapterId, 0, complete, now);
        return complete;
      })();
      const r = db
        .prepare<
          [number, number, number],
          { watch_time: number; studied_s: number; is_complete: number }
        >(
          'SELECT watch_time, studied_s, is_complete FROM watch_records WHERE user_id = ? AND course_id = ? AND chapter_id = ?',
        )
        .get(user.id, courseId, chapterId);
      return {
        courseId,
        chapterId,
        watchTime: r?.watch_time ?? body.watchTime,
        studiedSeconds: r?.studied_s ?? 0,
        isComplete: isComplete || r?.is_complete === 1,
        updatedAt: now,
      };
    },
  );

  defineRoute(
    app,
    liveWatchHistoryEndpoint,
    { summary: '我的观看记录', tags, auth: 'required' },
    ({ user, req }) =>
      db
        .prepare<
          [number],
          CourseRow & { w_chapter: number; w_time: number; w_complete: number; w_at: number }
        >(
          `SELECT c.*, (SELECT COUNT(*) FROM chapters ch WHERE ch.course_id = c.id) AS chapter_count, w.chapter_id AS w_chapter, w.watch_time AS w_time, w.is_complete AS w_complete, w.updated_at AS w_at
         FROM watch_records w JOIN courses c ON c.id = w.course_id WHERE w.user_id = ? ORDER BY w.updated_at DESC LIMIT 50`,
        )
        .all(user.id)
        .map((r) => ({
          course: summaryOf(req, r),
          chapterId: r.w_chapter,
          watchTime: r.w_time,
          isComplete: r.w_complete === 1,
          updatedAt: r.w_at,
        })),
  );

  defineRoute(
    app,
    liveSeriesSchoolEndpoint,
    { summary: '系列课学院（全部系列课）', tags, auth: 'none' },
    ({ req }) =>
      db
        .prepare<[], CourseRow>(
          `${SELECT_COURSE_LIST} WHERE c.type = 2 AND c.school = 1 ORDER BY c.sort`,
        )
        .all()
        .map((c) => summaryOf(req, c)),
  );

  // Generated media (not enveloped).
  const wavCache = new Map<string, Buffer>();
  app.get('/media/audio/:file', async (req, reply) => {
    const { file } = parseInput(wavParams, req.params, 'params');
    const [courseId, chapterId] = file.replace('.wav', '').split('-').map(Number) as [
      number,
      number,
    ];
    getCourse(db, courseId);
    checkChapter(db, courseId, chapterId);
    let wav = wavCache.get(file);
    if (!wav) wavCache.set(file, (wav = lessonWav(file)));
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('accept-ranges', 'none')
      .type('audio/wav')
      .send(wav);
  });
  liveSimRoutes(app);
  liveRoomRoutes(app, { selectList: SELECT_COURSE_LIST, summaryOf });
  liveMediaRoutes(app, (id) => {
    const c = getCourse(db, id);
    return { live: c.status === 1, startAt: startAtOf(c, ctx.now()) };
  });
  app.get('/media/cover/:file', async (req, reply) => {
    const { file } = parseInput(pngParams, req.params, 'params');
    const c = getCourse(db, Number.parseInt(file, 10));
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('image/png')
      .send(coverPng(c.id));
  });
}
