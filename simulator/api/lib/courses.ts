import type { FastifyRequest } from 'fastify';
import type { CourseSummary } from '../../../renderer/src/contracts/api/live';
import type { Db } from '../db/types';
import { liveQueries, type CourseRow } from '../queries/live';
import type { SessionUser } from './auth';
import { avatarPath } from './avatar-png';
import { notFound } from './envelope';
import { CLIP_SECONDS } from './live-media';
import { dayStart } from './time';
import { publicUrl } from './urls';
import { activeLevel, getUser } from './users';

const STATUS_TEXT = ['未开始', '直播中', '回放', '回放生成中'] as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Upcoming and live courses keep a rolling schedule on the simulated clock (the seed's dates would
 * otherwise drift into the past): an upcoming course starts at 19:00 Beijing time (11:00 UTC) some days ahead,
 * the live one began at the top of the current hour. Playbacks keep their seeded dates, and a session
 * QA scheduled at a set time keeps that time (lib/live-schedule.ts).
 */
export function startAtOf(c: CourseRow, now: number): number {
  if (c.start_fixed === 1 && (c.status === 0 || c.status === 1)) return c.start_at;
  if (c.status === 0) return dayStart(now) + (c.id + 1) * DAY + 11 * HOUR;
  if (c.status === 1) return now - (now % HOUR);
  return c.start_at;
}

/** A course as the lists show it. */
export function summaryOf(req: FastifyRequest, c: CourseRow): CourseSummary {
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

/** The course `id` (of `type` when given), or 课程不存在. */
export function getCourse(db: Db, id: number, type?: number): CourseRow {
  const c = liveQueries(db).course(id);
  if (!c || (type !== undefined && c.type !== type)) throw notFound('课程不存在');
  return c;
}

/**
 * Who may watch what: free courses, buyers, members on member-free courses; others get the
 * preview. The route adds the App Store product of the price.
 */
export function rightsOf(db: Db, c: CourseRow, user: SessionUser | null, now: number) {
  const purchased = user ? liveQueries(db).purchased(user.id, c.id) : false;
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
  } as const;
}

/** A live session's scheduled length: a series chapter's own, or the single course's. */
export function scheduledSecondsOf(db: Db, c: CourseRow, chapterId: number): number {
  if (chapterId === 0) return c.duration_s;
  return liveQueries(db).chapterDuration(chapterId);
}

/** Chapter 0 is the single course itself; any other must be one of the course's chapters. */
export function checkChapter(db: Db, courseId: number, chapterId: number): void {
  if (chapterId === 0) return;
  if (!liveQueries(db).chapterOfCourse(chapterId, courseId)) throw notFound('章节不存在');
}
