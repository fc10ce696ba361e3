/**
 * Course list shapes and codes the home feed uses, in a module of their own because the first
 * screen imports only these: a module that several pages import goes into one shared chunk with
 * every export any of them uses, so were the home page to import `live.ts`, it would download
 * the detail, request and query schemas of the course pages too. `live.ts` re-exports them and
 * builds the other course schemas on them.
 */
import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';
import { pageOf, pageQuerySchema } from './envelope-shapes';

/** Course type: 1 single premium course, 2 series. Status: 0 upcoming, 1 live now, 2 playback. */
export const COURSE_TYPES = { SINGLE: 1, SERIES: 2 } as const;
export const COURSE_STATUS = { UPCOMING: 0, LIVE: 1, PLAYBACK: 2 } as const;
/** Like target of GET /live/interaction/like/{id}/{type}: 1 a course, 2 an interaction message. */
export const LIKE_TYPES = { COURSE: 1, INTERACTION: 2 } as const;

export const courseSummarySchema = z.object({
  id: z.int(),
  type: z.int(),
  title: z.string(),
  subtitle: z.string(),
  category: z.string(),
  cover: z.string(),
  lecturer: z.string(),
  lecturerTitle: z.string(),
  lecturerAvatar: z.string(),
  priceCents: z.int(),
  memberFree: z.boolean(),
  startAt: z.number(),
  status: z.int(),
  statusText: z.string(),
  durationSeconds: z.int(),
  views: z.int(),
  likes: z.int(),
  chapterCount: z.int(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** POST /live/playback/list: a page of courses. */
export const coursePageSchema = pageOf(courseSummarySchema);

/** POST /live/playback/list: filters and paging (designed; the spec does not show them). */
export const courseListBodySchema = z.extend(pageQuerySchema, {
  type: z.optional(z.union([z.literal(1), z.literal(2)])),
  status: z.optional(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  category: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(40, '关键词最多40字'))),
  /** Only courses members watch free. */
  memberFree: z.optional(z.boolean()),
});
export type CourseListBody = z.input<typeof courseListBodySchema>;

/** POST /live/playback/list: 课程列表（筛选与分页） */
export const livePlaybackListEndpoint = {
  method: 'POST',
  path: '/live/playback/list',
  body: courseListBodySchema,
  response: coursePageSchema,
} as const satisfies Endpoint;
