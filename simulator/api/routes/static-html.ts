import type { FastifyInstance } from 'fastify';
import { staticHtmlEndpoint } from '../../../renderer/src/contracts/api/legal';
import { notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';

/** GET /static/html/{id}: agreements, about and rules as HTML (spec §7). */
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
      const row = ctx.db
        .prepare<
          [string],
          { id: string; title: string; content: string; version: string; updated_at: number }
        >('SELECT id, title, content, version, updated_at FROM static_html WHERE id = ?')
        .get(params.id);
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
