import type { FastifyInstance } from 'fastify';
import {
  liveInteractionPageEndpoint,
  liveInteractionAddEndpoint,
  liveInteractionLikeEndpoint,
} from '../../../renderer/src/contracts/api/live';
import { notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { publicUrl } from '../lib/urls';
import { avatarPath } from '../lib/avatar-png';
import { getCourse } from '../lib/courses';
import { startDueSessionsFirst } from '../lib/live-schedule';
import { interactionQueries } from '../queries/live';

/** A course's comments (互动留言) and the likes of courses and comments. */
export function liveInteractionRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const q = interactionQueries(db);
  const tags = ['live'];
  startDueSessionsFirst(app);

  defineRoute(
    app,
    liveInteractionPageEndpoint,
    { summary: '互动留言分页', tags, auth: 'optional' },
    ({ body, user, req }) => {
      getCourse(db, body.liveId);
      const total = q.count(body.liveId);
      const list = q.page(user?.id ?? 0, body.liveId, body).map((r) => ({
        id: r.id,
        userId: r.user_id,
        nickname: r.nickname,
        avatar: publicUrl(req, avatarPath(r.user_id)),
        content: r.content,
        likes: r.likes,
        liked: r.liked === 1,
        createdAt: r.created_at,
      }));
      return { list, total, page: body.page, size: body.size };
    },
  );

  defineRoute(
    app,
    liveInteractionAddEndpoint,
    { summary: '发表互动留言', tags, auth: 'required', msg: '发送成功' },
    ({ params, body, user, req }) => {
      getCourse(db, params.id);
      const now = ctx.now();
      const id = q.add(params.id, user.id, body.content, now);
      return {
        id,
        userId: user.id,
        nickname: user.nickname,
        avatar: publicUrl(req, avatarPath(user.id)),
        content: body.content,
        likes: 0,
        liked: false,
        createdAt: now,
      };
    },
  );

  defineRoute(
    app,
    liveInteractionLikeEndpoint,
    { summary: '点赞 / 取消点赞（type 1 课程，2 留言）', tags, auth: 'required' },
    ({ params, user }) => {
      if (!q.targetExists(params.type, params.id))
        throw notFound(params.type === 1 ? '课程不存在' : '留言不存在');
      return q.toggleLike(user.id, params.type, params.id, ctx.now());
    },
  );
}
