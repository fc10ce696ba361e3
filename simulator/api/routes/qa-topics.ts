import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { topicListEndpoint, topicDetailEndpoint } from '../../../renderer/src/contracts/api/qa';
import { notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { coverPng } from '../lib/cover-png';
import { parseInput } from '../lib/validate';
import { listItemOf, topicSummaryOf } from '../lib/qa';
import { qaTopicQueries } from '../queries/qa';

/** `/media/topic/<id>.png` */
const topicFileParams = z.object({
  file: z
    .string()
    .regex(/^\d{1,9}\.png$/, '文件名须为 编号.png')
    .transform((f) => Number.parseInt(f, 10)),
});

const TOPIC_404 = '专题不存在';

/** Q&A topics (专题): their list, a topic with its questions and articles, and its cover. */
export function qaTopicRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const q = qaTopicQueries(ctx.db);
  const tags = ['qa'];

  defineRoute(app, topicListEndpoint, { summary: '专题列表', tags, auth: 'none' }, ({ req }) =>
    q.list().map((r) => topicSummaryOf(req, r)),
  );

  defineRoute(
    app,
    topicDetailEndpoint,
    { summary: '专题详情（浏览数 +1）', tags, auth: 'none' },
    ({ params, req }) => {
      const row = q.topic(params.id);
      if (!row) throw notFound(TOPIC_404);
      q.addView(row.id);
      const qas = q.questions(row.id);
      const articles = q.articles(row.id);
      const live = q.articleTitles(articles.map((a) => a.article_id));
      return {
        ...topicSummaryOf(req, { ...row, view_count: row.view_count + 1 }),
        intro: row.intro,
        createdAt: row.created_at,
        qas: qas.map((question) => listItemOf(ctx.db, req, question)),
        articles: articles.map((a) => ({
          id: a.article_id,
          title: live.get(a.article_id) ?? a.title,
          summary: a.summary,
        })),
      };
    },
  );

  // Topic covers: generated pictures, not enveloped.
  app.get('/media/topic/:file', async (req, reply) => {
    const { file } = parseInput(topicFileParams, req.params, 'params');
    if (!q.exists(file)) throw notFound('图片不存在');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('image/png')
      .send(coverPng(file));
  });
}
