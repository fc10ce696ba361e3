import type { FastifyInstance } from 'fastify';
import { COURSE_STATUS, COURSE_TYPES } from '../../../renderer/src/contracts/api/live';
import {
  ROOM_PRESENCE_WINDOW_SECONDS,
  liveMyCoursesEndpoint,
  liveRoomStateEndpoint,
  liveSubscribeEndpoint,
} from '../../../renderer/src/contracts/api/live-room';
import { liveBookingUpcomingEndpoint } from '../../../renderer/src/contracts/api/live-booking';
import { badRequest, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { summaryOf } from '../lib/courses';
import { startDueSessionsFirst } from '../lib/live-schedule';
import { liveRoomQueries } from '../queries/live-room';

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
export function liveRoomRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const q = liveRoomQueries(ctx.db);
  const tags = ['live'];
  startDueSessionsFirst(app);

  /** A course's status and type, or 课程不存在. */
  const courseOf = (id: number): { status: number; type: number } => {
    const c = q.state(id);
    if (!c) throw notFound('课程不存在');
    return c;
  };

  defineRoute(
    app,
    liveRoomStateEndpoint,
    { summary: '直播间心跳与状态（在线人数、预约）', tags, auth: 'optional' },
    ({ params, body, user }) => {
      const c = courseOf(params.id);
      const now = ctx.now();
      let online = 0;
      if (c.status === COURSE_STATUS.LIVE) {
        const since = now - ROOM_PRESENCE_WINDOW_SECONDS * 1000;
        online = q.heartbeat(params.id, body.clientId, now, since);
      }
      return {
        status: c.status,
        subscribed: q.isSubscribed(user?.id, params.id),
        subscribers: q.subscribers(params.id),
        online,
      };
    },
  );

  defineRoute(
    app,
    liveSubscribeEndpoint,
    { summary: '预约 / 取消预约直播', tags, auth: 'required' },
    ({ params, body, user }) => {
      const c = courseOf(params.id);
      if (body.subscribe) {
        const problem = bookingProblem(c);
        if (problem) throw badRequest(problem);
        q.subscribe(user.id, params.id, ctx.now());
      } else {
        q.unsubscribe(user.id, params.id);
      }
      return { subscribed: body.subscribe, subscribers: q.subscribers(params.id) };
    },
  );

  defineRoute(
    app,
    liveMyCoursesEndpoint,
    { summary: '我的课程（已购与已预约）', tags, auth: 'required' },
    ({ user, req }) => {
      const purchased = q.bought(user.id).map((r) => ({
        course: summaryOf(req, r),
        boughtAt: r.bought_at,
        learnedChapters: r.learned,
        totalChapters: Math.max(1, r.chapter_count),
      }));
      const subscribed = q.booked(user.id).map((r) => summaryOf(req, r));
      return { purchased, subscribed };
    },
  );

  defineRoute(
    app,
    liveBookingUpcomingEndpoint,
    { summary: '我预约的直播（未开始与直播中）', tags, auth: 'required' },
    ({ user, req }) => {
      const sessions = q
        .upcoming(user.id)
        .map((r) => summaryOf(req, r))
        .map(({ id, title, startAt, status }) => ({ id, title, startAt, status }))
        .sort((a, b) => a.startAt - b.startAt || a.id - b.id);
      return { serverNow: ctx.now(), userId: user.id, sessions };
    },
  );
}
