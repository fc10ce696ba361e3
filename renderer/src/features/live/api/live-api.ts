import {
  chapterRecordAddEndpoint,
  liveInteractionAddEndpoint,
  liveInteractionLikeEndpoint,
  liveInteractionPageEndpoint,
  livePlaybackListEndpoint,
  livePlaybackPlayEndpoint,
  liveSeriesDetailV3Endpoint,
  liveRecordAddEndpoint,
  liveWatchHistoryEndpoint,
  v2LivePlaybackDetailEndpoint,
  v2LivePlaybackDetailV3Endpoint,
  type CourseDetail,
  type CourseListBody,
  type CourseSummary,
  type Interaction,
  type PlayResult,
  watchRecordSchema,
} from '@/contracts/api/live';
import type { Page } from '@/contracts/api/envelope';
import { callEndpoint, requestEndpoint } from '@/lib/api/call-endpoint';
import { API_BASE } from '@/lib/config';
import { currentHttpSession } from '@/lib/http/session-binding';
import type { LiveRecord } from '../lib/live-watch';
import type { Keyed } from '@/lib/api/action-key';

const COURSE_PAGE_SIZE = 10;

/** POST /live/playback/list: one page of courses under the given filters. */
export function fetchCoursePage(
  page: number,
  filter: Omit<CourseListBody, 'page' | 'size'>,
): Promise<Page<CourseSummary>> {
  return callEndpoint(livePlaybackListEndpoint, {
    body: { ...filter, page, size: COURSE_PAGE_SIZE },
  });
}

/** Which detail call a layout reads: v1 the plain detail, v2/v3 the premium one, series their own. */
export type DetailSource = 'detail' | 'detailV3' | 'series';

const DETAIL_ENDPOINTS = {
  detail: v2LivePlaybackDetailEndpoint,
  detailV3: v2LivePlaybackDetailV3Endpoint,
  series: liveSeriesDetailV3Endpoint,
} as const;

/** GET the course with its chapters, the user's rights and where they left off (404 课程不存在). */
export function fetchCourseDetail(source: DetailSource, id: string): Promise<CourseDetail> {
  return callEndpoint(DETAIL_ENDPOINTS[source], { params: { id } });
}

/** POST /live/playback/play/:id: the video of a chapter (0: the course's own) and where to resume. */
export function startPlay(id: number, chapterId: number): Promise<PlayResult> {
  return callEndpoint(livePlaybackPlayEndpoint, {
    params: { id },
    body: chapterId > 0 ? { chapterId } : {},
  });
}

/** A chapter progress report (POST /chapter/record/add). */
export type ProgressReport = {
  courseId: number;
  series: boolean;
  chapterId: number;
  /** Position in the video, whole seconds. */
  watchTime: number;
  /** Wall seconds spent playing since the previous report. */
  playedSeconds: number;
  isComplete: boolean;
};

const recordBody = (r: ProgressReport) => ({
  ...(r.series ? { seriesLiveId: r.courseId } : { singleLiveId: r.courseId }),
  chapterId: r.chapterId,
  watchTime: r.watchTime,
  playedSeconds: r.playedSeconds,
  isComplete: r.isComplete,
});

/** What the server kept of a chapter: its furthest position and its verdict on 已学完. */
export type ChapterVerdict = { watchTime: number; isComplete: boolean };

/** Sends a report and answers the server's verdict; silent, for the learner has nothing to do about a lost one. */
export async function sendProgress(report: ProgressReport): Promise<ChapterVerdict> {
  return callEndpoint(chapterRecordAddEndpoint, { body: recordBody(report) }, { silent: true });
}

/**
 * Sends the report of a page being left: a keepalive fetch outlives the page (sendBeacon cannot
 * carry the token header the API needs). On a chapter change the page stays, and reads the verdict
 * (null when there is none to read).
 */
export async function sendProgressOnLeave(report: ProgressReport): Promise<ChapterVerdict | null> {
  const res = await sendOnLeave(chapterRecordAddEndpoint.path, recordBody(report));
  if (!res?.ok) return null;
  const parsed = watchRecordSchema.safeParse(
    ((await res.json().catch(() => null)) as { data?: unknown } | null)?.data,
  );
  return parsed.success ? parsed.data : null;
}

function sendOnLeave(path: string, body: object): Promise<Response | null> {
  const token = currentHttpSession().getToken();
  if (!token) return Promise.resolve(null);
  return fetch(`${API_BASE}${path}`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  }).catch(() => null);
}

/**
 * POST /live/record/add: a live session watched (docs/product.md「课程与直播」); silent like the
 * progress reports.
 */
export async function sendLiveRecord(record: LiveRecord): Promise<void> {
  await callEndpoint(liveRecordAddEndpoint, { body: record }, { silent: true });
}

/** The live room left: the last record, in a keepalive request that outlives the page. */
export function sendLiveRecordOnLeave(record: LiveRecord): void {
  void sendOnLeave(liveRecordAddEndpoint.path, record);
}

/** POST /live/interaction/page: newest first; `silent` for a live room's polling (the next poll tries again). */
export function fetchInteractions(
  liveId: number,
  page: number,
  silent = false,
): Promise<Page<Interaction>> {
  return callEndpoint(
    liveInteractionPageEndpoint,
    { body: { liveId, page, size: 10 } },
    silent ? { silent: true } : undefined,
  );
}

/** POST /live/interaction/add/:id (login required; 1–200 字); `clientKey` names this message. */
export function postInteraction(
  id: number,
  body: Keyed<{ content: string }>,
): Promise<{ data: Interaction; msg: string }> {
  return requestEndpoint(liveInteractionAddEndpoint, { params: { id }, body });
}

/** GET /live/interaction/like/:id/:type: toggles; answers the server's state. */
export function toggleLike(id: number, type: 1 | 2): Promise<{ liked: boolean; likes: number }> {
  return callEndpoint(liveInteractionLikeEndpoint, { params: { id, type } });
}

/** GET /live/watch/history (login required). */
export function fetchWatchHistory() {
  return callEndpoint(liveWatchHistoryEndpoint);
}
