import * as z from 'zod/mini';
import { optionalClientKeySchema } from './client-key';
import { centsSchema } from './money-shapes';
import { pageQuerySchema } from './envelope';
import { courseSummarySchema } from './live-shapes';

// The course summary and codes are in the small module the home page imports; re-exported
// so every consumer of `live` keeps its imports.
export {
  COURSE_STATUS,
  COURSE_TYPES,
  LIKE_TYPES,
  courseSummarySchema,
  coursePageSchema,
  type CourseSummary,
} from './live-shapes';
import type { Endpoint } from './endpoint';
import { pageOf } from './envelope';
import { livePlaybackListEndpointBase } from './live-shapes';

export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: '编号须为正整数' })
    .check(z.int('编号须为正整数'), z.positive('编号须为正整数')),
});

/** POST /live/playback/list: filters and paging (designed here; the original API did not say). */
export const courseListBodySchema = z.extend(pageQuerySchema, {
  type: z.optional(z.union([z.literal(1), z.literal(2)])),
  status: z.optional(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])),
  category: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(40, '关键词最多40字'))),
  /** Only courses members watch free. */
  memberFree: z.optional(z.boolean()),
});
export type CourseListBody = z.input<typeof courseListBodySchema>;

export const chapterSchema = z.object({
  id: z.int(),
  title: z.string(),
  sort: z.int(),
  durationSeconds: z.int(),
  /** Free to preview without buying. */
  free: z.boolean(),
  watchTime: z.int(),
  isComplete: z.boolean(),
});
export type Chapter = z.infer<typeof chapterSchema>;

/** GET /live/playback/userights/{id}. reason: free, purchased, member, trial (preview only) or none. */
export const courseRightsSchema = z.object({
  canWatch: z.boolean(),
  reason: z.enum(['free', 'purchased', 'member', 'trial', 'none']),
  purchased: z.boolean(),
  memberFree: z.boolean(),
  isMember: z.boolean(),
  trialSeconds: z.int(),
  priceCents: centsSchema,
  /** The App Store product of the course's price tier, bought in the iOS app (null: free). */
  iosProductId: z.nullable(z.string()),
});
export type CourseRights = z.infer<typeof courseRightsSchema>;

/** GET /v2/live/playback/detail/{id}, /detailV3/{id} and /live/series/detailV3/{id}. */
export const courseDetailSchema = z.object({
  ...courseSummarySchema.shape,
  introHtml: z.string(),
  liked: z.boolean(),
  chapters: z.array(chapterSchema),
  rights: courseRightsSchema,
  /** Where the user left off: resume there. */
  lastWatch: z.nullable(z.object({ chapterId: z.int(), watchTime: z.int() })),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** POST /live/playback/play/{id}: which chapter to play (series) — none plays the course or its first chapter. */
export const playBodySchema = z.object({
  chapterId: z.optional(z.int().check(z.positive('章节编号须为正整数'))),
});
/**
 * What to play: an HLS playlist (`mediaType` application/vnd.apple.mpegurl). A replay's
 * `mediaDurationSeconds` is the video's real length; a live stream (`live`) has none (0).
 */
export const playResultSchema = z.object({
  courseId: z.int(),
  chapterId: z.int(),
  url: z.string(),
  live: z.boolean(),
  poster: z.string(),
  mediaType: z.string(),
  mediaDurationSeconds: z.number(),
  /** Resume position from the watch record. */
  startAt: z.int(),
  /** 0 = whole media; else the preview stops here. */
  trialSeconds: z.int(),
});
export type PlayResult = z.infer<typeof playResultSchema>;

/** POST /live/interaction/page. */
export const interactionPageBodySchema = z.extend(pageQuerySchema, {
  liveId: z.int().check(z.positive('课程编号须为正整数')),
});
export const interactionSchema = z.object({
  id: z.int(),
  userId: z.int(),
  nickname: z.string(),
  avatar: z.string(),
  content: z.string(),
  likes: z.int(),
  liked: z.boolean(),
  createdAt: z.number(),
});
export type Interaction = z.infer<typeof interactionSchema>;
/** POST /live/interaction/add/{id}. */
export const interactionAddBodySchema = z.object({
  content: z
    .string()
    .check(z.trim(), z.minLength(1, '请输入互动内容'), z.maxLength(200, '互动内容最多200字')),
  clientKey: optionalClientKeySchema,
});

/** GET /live/interaction/like/{id}/{type}: toggles the like. */
export const likeParamsSchema = z.object({
  id: z.coerce
    .number({ error: '编号须为正整数' })
    .check(z.int('编号须为正整数'), z.positive('编号须为正整数')),
  type: z.pipe(
    z.coerce.number({ error: '点赞类型须为1或2' }),
    z.union([z.literal(1), z.literal(2)], { message: '点赞类型须为1或2' }),
  ),
});
export const likeResultSchema = z.object({ liked: z.boolean(), likes: z.int() });

/** POST /chapter/record/add: a chapter's watch progress (seconds). */
export const chapterRecordBodySchema = z
  .object({
    seriesLiveId: z.optional(z.int().check(z.positive())),
    singleLiveId: z.optional(z.int().check(z.positive())),
    chapterId: z._default(z.int().check(z.minimum(0)), 0),
    watchTime: z
      .number()
      .check(
        z.int('观看时长须为整数秒'),
        z.minimum(0, '观看时长不能为负'),
        z.maximum(86_400, '观看时长不正确'),
      ),
    /**
     * Seconds of wall time spent playing since the previous report. The server credits at most
     * the time that really elapsed since then, so a tampered client cannot inflate study time.
     */
    playedSeconds: z._default(
      z
        .number()
        .check(
          z.int('播放时长须为整数秒'),
          z.minimum(0, '播放时长不能为负'),
          z.maximum(86_400, '播放时长不正确'),
        ),
      0,
    ),
    /**
     * The client's view of completion: accepted for compatibility and ignored. The server decides
     * 已学完 from the seconds it saw watched and answers its verdict in the record's `isComplete`.
     */
    isComplete: z._default(
      z.pipe(
        z.union([z.boolean(), z.literal(0), z.literal(1)]),
        z.transform((v) => v === true || v === 1),
      ),
      false,
    ),
  })
  .check(
    z.refine((b) => b.seriesLiveId !== undefined || b.singleLiveId !== undefined, {
      message: '请指定课程',
    }),
  );
/**
 * A chapter's record: `watchTime` the furthest position reached (s), `studiedSeconds` the credited
 * study time, `isComplete` the server's verdict (已学完), which the app shows as is.
 */
export const watchRecordSchema = z.object({
  courseId: z.int(),
  chapterId: z.int(),
  watchTime: z.int(),
  studiedSeconds: z.int(),
  isComplete: z.boolean(),
  updatedAt: z.number(),
});

/**
 * POST /live/record/add: a live session watched (docs/product.md「课程与直播」), liveType 1 single,
 * 2 series.
 */
export const recordLiveBodySchema = z.object({
  liveType: z.union([z.literal(1), z.literal(2)], { message: '课程类型须为1或2' }),
  singleLiveId: z.optional(z.nullable(z.int().check(z.positive()))),
  seriesLiveId: z.optional(z.nullable(z.int().check(z.positive()))),
  chapterId: z.optional(z.nullable(z.int().check(z.minimum(0)))),
  watchTime: z.int().check(z.minimum(0), z.maximum(86_400)),
  isComplete: z.pipe(
    z.union([z.boolean(), z.literal(0), z.literal(1)]),
    z.transform((v) => v === true || v === 1),
  ),
});
export type RecordLiveBody = z.input<typeof recordLiveBodySchema>;

/** GET /live/watch/history: the user's recent courses. */
export const watchHistoryItemSchema = z.object({
  course: courseSummarySchema,
  chapterId: z.int(),
  watchTime: z.int(),
  isComplete: z.boolean(),
  updatedAt: z.number(),
});

// Endpoints: each declared once, served by the mock API and called by the app.

/** POST /live/playback/list: 课程列表（筛选与分页） */
export const livePlaybackListEndpoint = {
  ...livePlaybackListEndpointBase,
  body: courseListBodySchema,
} as const satisfies Endpoint;

/** GET /v2/live/playback/detail/:id: 单课详情 */
export const v2LivePlaybackDetailEndpoint = {
  method: 'GET',
  path: '/v2/live/playback/detail/:id',
  params: idParamsSchema,
  response: courseDetailSchema,
} as const satisfies Endpoint;

/** GET /v2/live/playback/detailV3/:id: 精品单课详情 v3（含章节与观看权限） */
export const v2LivePlaybackDetailV3Endpoint = {
  method: 'GET',
  path: '/v2/live/playback/detailV3/:id',
  params: idParamsSchema,
  response: courseDetailSchema,
} as const satisfies Endpoint;

/** GET /live/series/detailV3/:id: 系列课详情 v3 */
export const liveSeriesDetailV3Endpoint = {
  method: 'GET',
  path: '/live/series/detailV3/:id',
  params: idParamsSchema,
  response: courseDetailSchema,
} as const satisfies Endpoint;

/** GET /live/playback/userights/:id: 观看权限 */
export const livePlaybackUserightsEndpoint = {
  method: 'GET',
  path: '/live/playback/userights/:id',
  params: idParamsSchema,
  response: courseRightsSchema,
} as const satisfies Endpoint;

/** POST /live/playback/play/:id: 播放（返回媒体地址与续播位置） */
export const livePlaybackPlayEndpoint = {
  method: 'POST',
  path: '/live/playback/play/:id',
  params: idParamsSchema,
  body: playBodySchema,
  response: playResultSchema,
} as const satisfies Endpoint;

/** POST /live/interaction/page: 互动留言分页 */
export const liveInteractionPageEndpoint = {
  method: 'POST',
  path: '/live/interaction/page',
  body: interactionPageBodySchema,
  response: pageOf(interactionSchema),
} as const satisfies Endpoint;

/** POST /live/interaction/add/:id: 发表互动留言 */
export const liveInteractionAddEndpoint = {
  method: 'POST',
  path: '/live/interaction/add/:id',
  params: idParamsSchema,
  body: interactionAddBodySchema,
  response: interactionSchema,
} as const satisfies Endpoint;

/** GET /live/interaction/like/:id/:type: 点赞 / 取消点赞（type 1 课程，2 留言） */
export const liveInteractionLikeEndpoint = {
  method: 'GET',
  path: '/live/interaction/like/:id/:type',
  params: likeParamsSchema,
  response: likeResultSchema,
} as const satisfies Endpoint;

/** POST /chapter/record/add: 记录章节观看进度 */
export const chapterRecordAddEndpoint = {
  method: 'POST',
  path: '/chapter/record/add',
  body: chapterRecordBodySchema,
  response: watchRecordSchema,
} as const satisfies Endpoint;

/** POST /live/record/add: 上报直播/回放观看记录（recordLiveParams） */
export const liveRecordAddEndpoint = {
  method: 'POST',
  path: '/live/record/add',
  body: recordLiveBodySchema,
  response: watchRecordSchema,
} as const satisfies Endpoint;

/** GET /live/watch/history: 我的观看记录 */
export const liveWatchHistoryEndpoint = {
  method: 'GET',
  path: '/live/watch/history',
  response: z.array(watchHistoryItemSchema),
} as const satisfies Endpoint;

/** GET /live/series/school: 系列课学院（全部系列课） */
export const liveSeriesSchoolEndpoint = {
  method: 'GET',
  path: '/live/series/school',
  response: z.array(courseSummarySchema),
} as const satisfies Endpoint;
