import type { FastifyInstance } from 'fastify';
import { complaintsEndpoint } from '../../../renderer/src/contracts/api/legal';
import { badRequest } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { legalQueries } from '../queries/legal';
import { uploadQueries } from '../queries/uploads';

/** Upload URLs end in /files/<id>: only images this server stored may be attached. */
const UPLOAD_PATH = /\/files\/(\d{1,9})$/;

/** POST /complaints: complaints and suggestions, anonymous or signed in. */
export function complaintRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  defineRoute(
    app,
    complaintsEndpoint,
    {
      summary: '提交投诉与建议（内容10-500字，联系方式为手机号或邮箱，最多3张图片）',
      tags: ['legal'],
      auth: 'optional',
      msg: '提交成功，感谢您的反馈',
    },
    ({ body, user }) => {
      const uploads = uploadQueries(ctx.db);
      for (const url of body.images) {
        const id = UPLOAD_PATH.exec(new URL(url).pathname)?.[1];
        if (!id || !uploads.exists(Number(id))) throw badRequest('图片不存在，请重新上传');
      }
      const createdAt = ctx.now();
      const id = legalQueries(ctx.db).addComplaint(
        {
          userId: user?.id ?? null,
          type: body.type,
          content: body.content,
          contact: body.contact || null,
          images: body.images,
        },
        createdAt,
      );
      return { id, createdAt };
    },
  );
}
