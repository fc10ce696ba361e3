import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type MonthlyIssue,
  type NewsItem,
  newsCategoriesEndpoint,
  newsListEndpoint,
  newsDetailEndpoint,
  newsMonthlyListEndpoint,
  newsMonthlyEndpoint,
} from '../../../renderer/src/contracts/api/news';
import { notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { publicUrl } from '../lib/urls';
import { coverPng } from '../lib/cover-png';
import { parseInput } from '../lib/validate';
import type { Db } from '../db/types';
import { newsQueries, type MonthlyRow, type NewsRow } from '../queries/news';

const coverFileParams = z.object({
  file: z
    .string()
    .regex(/^\d{1,9}\.png$/, '文件名须为 编号.png')
    .transform((f) => Number.parseInt(f, 10)),
});

const itemOf = (req: FastifyRequest, r: NewsRow): NewsItem => ({
  id: r.id,
  categoryId: r.category_id,
  categoryName: r.category_name,
  monthlyId: r.monthly_id,
  title: r.title,
  summary: r.summary,
  source: r.source,
  cover: publicUrl(req, `/media/news/${r.id}.png`),
  viewCount: r.view_count,
  publishedAt: r.published_at,
});

const issueOf = (req: FastifyRequest, r: MonthlyRow): MonthlyIssue => ({
  id: r.id,
  month: `${Math.floor(r.id / 100)}-${String(r.id % 100).padStart(2, '0')}`,
  title: r.title,
  summary: r.summary,
  cover: publicUrl(req, `/media/monthly/${r.id}.png`),
  itemCount: r.item_count,
  publishedAt: r.published_at,
});

function loadIssue(db: Db, id: number): MonthlyRow {
  const row = newsQueries(db).issue(id);
  if (!row) throw notFound('该期月刊不存在');
  return row;
}

/** News: categories, lists (by issue and category), detail, monthly issues, and their covers. */
export function newsRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const q = newsQueries(ctx.db);
  const tags = ['news'];

  defineRoute(app, newsCategoriesEndpoint, { summary: '资讯分类', tags, auth: 'none' }, () =>
    q.categories(),
  );

  defineRoute(
    app,
    newsListEndpoint,
    { summary: '资讯列表（可按月刊、分类筛选，最新在前）', tags, auth: 'none' },
    ({ query, req }) => {
      if (query.monthlyId !== undefined) loadIssue(ctx.db, query.monthlyId);
      const { rows, total } = q.list(query, query);
      return { list: rows.map((r) => itemOf(req, r)), total, page: query.page, size: query.size };
    },
  );

  defineRoute(
    app,
    newsDetailEndpoint,
    { summary: '资讯详情（浏览数 +1；上一篇/下一篇在同一期内）', tags, auth: 'none' },
    ({ params, req }) => {
      const row = q.item(params.id);
      if (!row) throw notFound('资讯不存在');
      q.addView(row.id);
      const { prev, next } = q.neighbours(row);
      return {
        ...itemOf(req, { ...row, view_count: row.view_count + 1 }),
        content: row.content,
        docNumber: row.doc_number,
        prev,
        next,
      };
    },
  );

  defineRoute(
    app,
    newsMonthlyListEndpoint,
    { summary: '月刊列表（最新一期在前）', tags, auth: 'none' },
    ({ req }) => q.issues().map((r) => issueOf(req, r)),
  );

  defineRoute(
    app,
    newsMonthlyEndpoint,
    { summary: '一期月刊（按分类分组）', tags, auth: 'none' },
    ({ params, req }) => {
      const issue = loadIssue(ctx.db, params.id);
      const items = q.issueItems(issue.id);
      const sections: { categoryId: number; categoryName: string; items: NewsItem[] }[] = [];
      for (const r of items) {
        const last = sections[sections.length - 1];
        if (last && last.categoryId === r.category_id) last.items.push(itemOf(req, r));
        else
          sections.push({
            categoryId: r.category_id,
            categoryName: r.category_name,
            items: [itemOf(req, r)],
          });
      }
      return { ...issueOf(req, issue), foreword: issue.foreword, sections };
    },
  );

  // Covers: generated pictures, not enveloped.
  app.get('/media/news/:file', async (req, reply) => {
    const { file } = parseInput(coverFileParams, req.params, 'params');
    if (!q.itemExists(file)) throw notFound('图片不存在');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('image/png')
      .send(coverPng(file));
  });
  app.get('/media/monthly/:file', async (req, reply) => {
    const { file } = parseInput(coverFileParams, req.params, 'params');
    if (!q.issueExists(file)) throw notFound('图片不存在');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('image/png')
      .send(coverPng(file % 100));
  });
}
