import type { FastifyInstance } from 'fastify';
import { staticHtmlEndpoint } from '../../../renderer/src/contracts/api/legal';
import { notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { legalQueries } from '../queries/legal';

/** GET /static/html/{id}: agreements, about and rules as HTML. */
export function staticHtmlRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  defineRoute(
    app,
    staticHtmlEndpoint,
    {
      summary: '静态文档（agreement 用户协议、security 安全协议、about 关于、rules 社区规范）',
      tags: ['legal'],
      auth: 'none',
    },
    ({ params }) => {
      const row = legalQueries(ctx.db).page(params.id);
      if (!row) throw notFound('文档不存在');
      return {
        id: row.id,
        title: row.title,
        content: row.content,
        version: row.version,
        updatedAt: row.updated_at,
      };
    },
  );
}
