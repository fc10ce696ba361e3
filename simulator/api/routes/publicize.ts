import type { FastifyInstance } from 'fastify';
import { publicizeStatsEndpoint } from '../../../renderer/src/contracts/api/publicize';
import { defineRoute } from '../lib/route';
import { publicizeQueries } from '../queries/publicize';

/** /publicize: the product's figures as they stand (counted, not written into the page). */
export function publicizeRoutes(app: FastifyInstance): void {
  const q = publicizeQueries(app.ctx.db);
  defineRoute(
    app,
    publicizeStatsEndpoint,
    { summary: '产品数据概览（文章、专家、已解答问题、课程）', tags: ['activity'], auth: 'none' },
    () => {
      const row = q.figures();
      return {
        articles: row?.articles ?? 0,
        experts: row?.experts ?? 0,
        answeredQuestions: row?.answeredQuestions ?? 0,
        courses: row?.courses ?? 0,
      };
    },
  );
}
