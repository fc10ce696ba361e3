import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COURSE_STATUS,
  COURSE_TYPES,
  type CourseSummary,
} from '../../../renderer/src/contracts/api/live';
import {
  ROOM_PRESENCE_WINDOW_SECONDS,
  liveMyCoursesEndpoint,
  liveRoomStateEndpoint,
  liveSubscribeEndpoint,
} from '../../../renderer/src/contracts/api/live-room';
import { liveBookingUpcomingEndpoint } from '../../../renderer/src/contracts/api/live-booking';
import { badRequest, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import type { Db } from '../db/types';
import type { CourseRow } from './live';

/** What the room routes borrow from the course routes: the list query and a row's summary. */
export type CourseMapping = {
  selectList: string;
  summaryOf: (req: FastifyRequest, row: CourseRow) => CourseSummary;
};

const subscribers = (db: Db, courseId: number): number =>
  db
    .prepare<[number], { n: number }>(
      'SELECT COUNT(*) AS n FROM live_subscriptions WHERE course_id = ?',
    )
    .get(courseId)?.n ?? 0;

const isSubscribed = (db: Db, userId: number | undefined, courseId: number): boolean =>
  userId !== undefined &&
  db
    .prepare('SELECT 1 FROM live_subscriptions WHERE user_id = ? AND course_id = ?')
    .get(userId, courseId) !== undefined;

function courseOf(db: Db, id: number): { status: number; type: number } {
  const c = db
    .prepare<[number], { status: number; type: number }>(
      'SELECT status, type FROM courses WHERE id = ?',
    )
    .get(id);
  if (!c) throw notFound('课程不存在');
  return c;
}

/** Why an upcoming session cannot be booked now, or null. */
function bookingProblem(c: { status: number; type: number }): string | null {
  if (c.type !== COURSE_TYPES.SINGLE) return '系列课无需预约';
  if (c.status === COURSE_STATUS.LIVE) return '直播已开始，无需预约';
  if (c.status !== COURSE_STATUS.UPCOMING) return '直播已结束，无法预约';
  return null;
}

/**
 * The live rooms: 预约 (one row per user and session, so a repeated request changes nothing), the
 * viewers counted from their heartbeats on the server's clock, and 我的课程.
 */
export function liveRoomRoutes(app: FastifyInstance, courses: CourseMapping): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['live'];

  defineRoute(
    app,
    liveRoomStateEndpoint,
    { summary: '直播间心跳与状态（在线人数、预约）', tags, auth: 'optional' },
    ({ params, body, user }) => {
      const c = courseOf(db, params.id);
      const now = ctx.now();
      let online = 0;
      if (c.status === COURSE_STATUS.LIVE) {
        const since = now - ROOM_PRESENCE_WINDOW_SECONDS * 1000;
        online = db.transaction(() => {
          db.prepare('DELETE FROM live_presence WHERE course_id = ? AND seen_at < ?').run(
            params.id,
            since,
          );
          db.prepare(
            'INSERT INTO live_presence (course_id, client_id, seen_at) VALUES (?, ?, ?) ON CONFLICT (course_id, client_id) DO UPDATE SET seen_at = excluded.seen_at',
          ).run(params.id, body.clientId, now);
          return (
            db
              .prepare<[number], { n: number }>(
                'SELECT COUNT(*) AS n FROM live_presence WHERE course_id = ?',
              )
              .get(params.id)?.n ?? 0
          );
        })();
      }
      return {
        status: c.status,
        subscribed: isSubscribed(db, user?.id, params.id),
        subscribers: subscribers(db, params.id),
        online,
      };
    },
  );

  defineRoute(
    app,
    liveSubscribeEndpoint,
    { summary: '预约 / 取消预约直播', tags, auth: 'required' },
    ({ params, body, user }) => {
      const c = courseOf(db, params.id);
      if (body.subscribe) {
        const problem = bookingProblem(c);
        if (problem) throw badRequest(problem);
        db.prepare(
          'INSERT OR IGNORE INTO live_subscriptions (user_id, course_id, created_at) VALUES (?, ?, ?)',
        ).run(user.id, params.id, ctx.now());
      } else {
        db.prepare('DELETE FROM live_subscriptions WHERE user_id = ? AND course_id = ?').run(
          user.id,
          params.id,
        );
      }
      return { subscribed: body.subscribe, subscribers: subscribers(db, params.id) };
    },
  );

  defineRoute(
    app,
    liveMyCoursesEndpoint,
    { summary: '我的课程（已购与已预约）', tags, auth: 'required' },
    ({ user, req }) => {
      const purchased = db
        .prepare<[number, number], CourseRow & { bought_at: number; learned: number }>(
          `${courses.selectList.replace(
            ' FROM courses c',
            `, p.created_at AS bought_at,
           (SELECT COUNT(*) FROM watch_records w WHERE w.user_id = ? AND w.course_id = c.id AND w.is_complete = 1) AS learned
         FROM course_purchases p JOIN courses c ON c.id = p.course_id`,
          )} WHERE p.user_id = ? ORDER BY p.created_at DESC, c.id DESC`,
        )
        .all(user.id, user.id)
        .map((r) => ({
          course: courses.summaryOf(req, r),
          boughtAt: r.bought_at,
          learnedChapters: r.learned,
          totalChapters: Math.max(1, r.chapter_count),
        }));
      const subscribed = db
        .prepare<[number], CourseRow>(
          `${courses.selectList.replace(' FROM courses c', ' FROM live_subscriptions s JOIN courses c ON c.id = s.course_id')} WHERE s.user_id = ? AND c.status IN (0, 1) ORDER BY c.status DESC, c.id`,
        )
        .all(user.id)
        .map((r) => courses.summaryOf(req, r));
      return { purchased, subscribed };
    },
  );

  defineRoute(
    app,
    liveBookingUpcomingEndpoint,
    { summary: '我预约的直播（未开始与直播中）', tags, auth: 'required' },
    ({ user, req }) => {
      const sessions = db
        .prepare<[number], CourseRow>(
          `${courses.selectList.replace(' FROM courses c', ' FROM live_subscriptions s JOIN courses c ON c.id = s.course_id')} WHERE s.user_id = ? AND c.status IN (0, 1)`,
        )
        .all(user.id)
        .map((r) => courses.summaryOf(req, r))
        .map(({ id, title, startAt, status }) => ({ id, title, startAt, status }))
        .sort((a, b) => a.startAt - b.startAt || a.id - b.id);
      return { serverNow: ctx.now(), userId: user.id, sessions };
    },
  );
}
