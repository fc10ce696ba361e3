/**
 * Course list shapes and codes the home feed uses, in a module of their own because the first
 * screen imports only these: a module that several pages import goes into one shared chunk with
 * every export any of them uses, so were the home page to import `live.ts`, it would download
 * the detail, request and query schemas of the course pages too. `live.ts` re-exports them and
 * builds the other course schemas on them.
 */
import * as z from 'zod/mini';
import { centsSchema } from './money-shapes';
import type { Endpoint } from './endpoint';
import { pageOf } from './envelope-shapes';

/**
 * Course type: 1 single premium course, 2 series. Status: 0 upcoming, 1 live now, 2 playback,
 * 3 ended with its replay not published yet (a live session between 直播中 and 回放).
 */
export const COURSE_TYPES = { SINGLE: 1, SERIES: 2 } as const;
export const COURSE_STATUS = { UPCOMING: 0, LIVE: 1, PLAYBACK: 2, ENDED: 3 } as const;
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
  priceCents: centsSchema,
  memberFree: z.boolean(),
  startAt: z.number(),
  status: z.int(),
  statusText: z.string(),
  durationSeconds: z.int(),
  views: z.int(),
  likes: z.int(),
  chapterCount: z.int(),
  /** The signed-in learner bought it (POST /live/playback/list only; absent when signed out). */
  purchased: z.optional(z.boolean()),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** POST /live/playback/list: a page of courses. */
export const coursePageSchema = pageOf(courseSummarySchema);

// The first screen's half of an endpoint: its method, path and response schema. Its request
// schemas are added in the full module (`{ ...base, query }`), which the mock API serves; the home
// page's fetcher passes the full declaration's type only, so the first screen never downloads a
// request schema, and neither half can be typed again elsewhere.

/** POST /live/playback/list (request schema: `livePlaybackListEndpoint` in live.ts). */
export const livePlaybackListEndpointBase = {
  method: 'POST',
  path: '/live/playback/list',
  response: coursePageSchema,
} as const satisfies Endpoint;
