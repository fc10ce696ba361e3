/**
 * The live room's own calls (docs/product.md「课程与直播」), designed here as the original API had
 * none of them: booking an upcoming session (预约), who is in the room now, and the learner's own
 * courses (我的课程). A module of its own so that the course page's first load, which plays
 * replays, carries none of it.
 */
import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';
import { courseSummarySchema } from './live-shapes';

const courseIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: '编号须为正整数' })
    .check(z.int('编号须为正整数'), z.positive('编号须为正整数')),
});

/** Seconds a viewer stays counted as online after their last heartbeat. */
export const ROOM_PRESENCE_WINDOW_SECONDS = 30;

/** POST /live/room/state/:id: a viewer's heartbeat (a random id of the open page, no account needed). */
export const roomStateBodySchema = z.object({
  clientId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,40}$/, '客户端编号不正确')),
});
/** A room as the server sees it now: status (COURSE_STATUS), bookings and viewers. */
export const roomStateSchema = z.object({
  status: z.int(),
  /** The signed-in user booked this session (false when signed out). */
  subscribed: z.boolean(),
  subscribers: z.int(),
  /** Viewers heard from within the presence window; 0 unless the session is live. */
  online: z.int(),
});
export type RoomState = z.infer<typeof roomStateSchema>;

/** POST /live/subscribe/:id: book (true) or cancel (false); the same request twice changes nothing. */
export const subscribeBodySchema = z.object({
  subscribe: z.boolean({ error: '请指定预约或取消预约' }),
});
export const subscribeResultSchema = z.object({ subscribed: z.boolean(), subscribers: z.int() });

/** A bought course with how far the learner got. */
export const myCourseSchema = z.object({
  course: courseSummarySchema,
  boughtAt: z.number(),
  /** Chapters finished (a single course counts as one chapter). */
  learnedChapters: z.int(),
  totalChapters: z.int(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;

/** GET /live/mine/courses: what the learner bought and the sessions they booked. */
export const myCoursesSchema = z.object({
  purchased: z.array(myCourseSchema),
  subscribed: z.array(courseSummarySchema),
});
export type MyCourses = z.infer<typeof myCoursesSchema>;

/** POST /live/room/state/:id: 直播间心跳与状态（在线人数、预约） */
export const liveRoomStateEndpoint = {
  method: 'POST',
  path: '/live/room/state/:id',
  params: courseIdParamsSchema,
  body: roomStateBodySchema,
  response: roomStateSchema,
} as const satisfies Endpoint;

/** POST /live/subscribe/:id: 预约 / 取消预约直播 */
export const liveSubscribeEndpoint = {
  method: 'POST',
  path: '/live/subscribe/:id',
  params: courseIdParamsSchema,
  body: subscribeBodySchema,
  response: subscribeResultSchema,
} as const satisfies Endpoint;

/** GET /live/mine/courses: 我的课程（已购与已预约） */
export const liveMyCoursesEndpoint = {
  method: 'GET',
  path: '/live/mine/courses',
  response: myCoursesSchema,
} as const satisfies Endpoint;
