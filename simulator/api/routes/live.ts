import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  livePlaybackListEndpoint,
  v2LivePlaybackDetailEndpoint,
  v2LivePlaybackDetailV3Endpoint,
  liveSeriesDetailV3Endpoint,
  livePlaybackUserightsEndpoint,
  livePlaybackPlayEndpoint,
  liveWatchHistoryEndpoint,
  liveSeriesSchoolEndpoint,
} from '../../../renderer/src/contracts/api/live';
import { ApiError, badRequest, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { publicUrl } from '../lib/urls';
import { CLIP_SECONDS, HLS_TYPE, clipOf } from '../lib/live-media';
import { markOpened } from '../lib/live-progress';
import { courseProductId } from '../lib/iap-products';
import type { SessionUser } from '../lib/auth';
import type { Db } from '../db/types';
import { startDueSessionsFirst } from '../lib/live-schedule';
import { getCourse, rightsOf, summaryOf } from '../lib/courses';
import { liveQueries, type CourseRow } from '../queries/live';

/** A course's viewing rights with the App Store product its price is sold as. */
function rightsWithProduct(db: Db, c: CourseRow, user: SessionUser | null, now: number) {
  return { ...rightsOf(db, c, user, now), iosProductId: courseProductId(c.price_cents) };
}

function detailOf(
  req: FastifyRequest,
  db: Db,
  c: CourseRow,
  user: SessionUser | null,
  now: number,
) {
  const q = liveQueries(db);
  const records = new Map<
    number,
    { watch_time: number; is_complete: number; updated_at: number }
  >();
  if (user) for (const r of q.watchRecords(user.id, c.id)) records.set(r.chapter_id, r);
  const chapters = q.chapters(c.id).map((ch) => ({
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
  return {
    ...summaryOf(req, c),
    introHtml: c.intro,
    liked: user ? q.likedCourse(user.id, c.id) : false,
    chapters,
    rights: rightsWithProduct(db, c, user, now),
    lastWatch: last ? { chapterId: last.chapterId, watchTime: last.watchTime } : null,
  };
}

/** Live and recorded courses: lists, details, rights and the play call (docs/product.md「课程与直播」). */
export function liveRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const q = liveQueries(db);
  const tags = ['live'];
  startDueSessionsFirst(app);

  defineRoute(
    app,
    livePlaybackListEndpoint,
    { summary: '课程列表（筛选与分页）', tags, auth: 'optional' },
    ({ body, req, user }) => {
      const { rows, total } = q.list(body, body);
      const list = rows.map((c) => summaryOf(req, c));
      if (user) {
        // A signed-in learner sees 已购 on what they own.
        const owned = q.ownedCourseIds(user.id);
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
    ({ params, user }) => rightsWithProduct(db, getCourse(db, params.id), user, ctx.now()),
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
      const chapters = q.chapters(c.id);
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
      const watchTime = user ? q.watchTime(user.id, c.id, chapterId) : undefined;
      db.transaction(() => {
        q.addView(c.id);
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
        startAt: live ? 0 : Math.min(watchTime ?? 0, CLIP_SECONDS),
        trialSeconds:
          rights.canWatch || freeChapter ? 0 : Math.min(rights.trialSeconds, CLIP_SECONDS / 2),
      };
    },
  );

  defineRoute(
    app,
    liveWatchHistoryEndpoint,
    { summary: '我的观看记录', tags, auth: 'required' },
    ({ user, req }) =>
      q.history(user.id).map((r) => ({
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
    ({ req }) => q.school().map((c) => summaryOf(req, c)),
  );
}
