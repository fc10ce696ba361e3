import type { FastifyInstance } from 'fastify';
import { publicizeStatsEndpoint } from '../../../renderer/src/contracts/api/publicize';
import { defineRoute } from '../lib/route';

const COUNTS = `SELECT
  (SELECT COUNT(*) FROM articles WHERE status = 'published' AND source = 'editorial') AS articles,
  (SELECT COUNT(*) FROM users WHERE user_type = 1) AS experts,
  (SELECT COUNT(DISTINCT question_id) FROM qa_answers) AS answeredQuestions,
  (SELECT COUNT(*) FROM courses) AS courses`;

/** /publicize: the product's figures as they stand (counted, not written into the page). */
export function publicizeRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;
  const counts = db.prepare<
    [],
    { articles: number; experts: number; answeredQuestions: number; courses: number }
  >(COUNTS);
  defineRoute(
    app,
    publicizeStatsEndpoint,
    { summary: '产品数据概览（文章、专家、已解答问题、课程）', tags: ['activity'], auth: 'none' },
    () => {
      const row = counts.get();
      return {
        articles: row?.articles ?? 0,
        experts: row?.experts ?? 0,
        answeredQuestions: row?.answeredQuestions ?? 0,
        courses: row?.courses ?? 0,
      };
    },
  );
}
