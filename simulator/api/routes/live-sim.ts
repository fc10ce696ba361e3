import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../lib/envelope';
import { simLiveSessionEndpoint } from '../sim/live-endpoints';
import { defineRoute } from '../lib/route';
import { liveRoomQueries } from '../queries/live-room';

/** Which status each action leaves, and the status it must start from. */
const STEPS = {
  schedule: { from: null, to: 0, msg: '' },
  start: { from: 0, to: 1, msg: '只有未开始的直播可以开播' },
  end: { from: 1, to: 3, msg: '只有直播中的课程可以结束' },
  publish: { from: 3, to: 2, msg: '只有已结束的直播可以发布回放' },
} as const;

/** The scenario controls of the live rooms. */
export function liveSimRoutes(app: FastifyInstance): void {
  const q = liveRoomQueries(app.ctx.db);
  defineRoute(
    app,
    simLiveSessionEndpoint,
    { summary: 'QA：排期、开播、结束直播、发布回放', tags: ['sim'], auth: 'none' },
    ({ body }) => {
      const course = q.state(body.id);
      if (!course || course.type !== 1) throw notFound('直播课程不存在');
      const step = STEPS[body.action];
      if (step.from !== null && course.status !== step.from) throw badRequest(step.msg);
      if (body.startsInSeconds !== undefined && body.action !== 'schedule')
        throw badRequest('只有排期可以指定开播时间');
      const now = app.ctx.now();
      const fixed = body.action === 'schedule' && body.startsInSeconds !== undefined;
      q.setStatus(body.id, step.to, fixed ? now + (body.startsInSeconds ?? 0) * 1000 : now, fixed);
      return { id: body.id, status: step.to };
    },
  );
}
