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

type NewsRow = {
  id: number;
  category_id: number;
  category_name: string;
  monthly_id: number;
  title: string;
  summary: string;
  source: string;
  doc_number: string | null;
  content: string;
  view_count: number;
  published_at: number;
};
type MonthlyRow = {
  id: number;
  title: string;
  summary: string;
  foreword: string;
  published_at: number;
  item_count: number;
};

const NEWS_SELECT =
  'SELECT n.*, c.name AS category_name FROM news n JOIN news_categories c ON c.id = n.category_id';
const MONTHLY_SELECT =
  'SELECT m.*, (SELECT COUNT(*) FROM news n WHERE n.monthly_id = m.id) AS item_count FROM news_monthly m';
/** Newest first; the id breaks ties so pages never overlap. */
const NEWS_ORDER = 'ORDER BY n.published_at DESC, n.id DESC';

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
  const row = db.prepare<[number], MonthlyRow>(`${MONTHLY_SELECT} WHERE m.id = ?`).get(id);
  if (!row) throw notFound('该期月刊不存在');
  return row;
}

/** News: categories, lists (by issue and category), detail, monthly issues, and their covers. */
export function newsRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const tags = ['news'];

  defineRoute(app, newsCategoriesEndpoint, { summary: '资讯分类', tags, auth: 'none' }, () =>
    ctx.db
      .prepare<[], { id: number; name: string; count: number }>(
        'SELECT c.id, c.name, (SELECT COUNT(*) FROM news n WHERE n.category_id = c.id) AS count FROM news_categories c ORDER BY c.position',
      )
      .all(),
  );

  defineRoute(
    app,
    newsListEndpoint,
    { summary: '资讯列表（可按月刊、分类筛选，最新在前）', tags, auth: 'none' },
    ({ query, req }) => {
      const where: string[] = [];
      const args: number[] = [];
      if (query.monthlyId !== undefined) {
        loadIssue(ctx.db, query.monthlyId);
        where.push('n.monthly_id = ?');
        args.push(query.monthlyId);
      }
      if (query.categoryId !== undefined) {
        where.push('n.category_id = ?');
        args.push(query.categoryId);
      }
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const total =
        ctx.db
          .prepare<number[], { n: number }>(`SELECT COUNT(*) AS n FROM news n ${clause}`)
          .get(...args)?.n ?? 0;
      const rows = ctx.db
        .prepare<number[], NewsRow>(`${NEWS_SELECT} ${clause} ${NEWS_ORDER} LIMIT ? OFFSET ?`)
        .all(...args, query.size, (query.page - 1) * query.size);
      return { list: rows.map((r) => itemOf(req, r)), total, page: query.page, size: query.size };
    },
  );

  defineRoute(
    app,
    newsDetailEndpoint,
    { summary: '资讯详情（浏览数 +1；上一篇/下一篇在同一期内）', tags, auth: 'none' },
    ({ params, req }) => {
      const row = ctx.db.prepare<[number], NewsRow>(`${NEWS_SELECT} WHERE n.id = ?`).get(params.id);
      if (!row) throw notFound('资讯不存在');
      ctx.db.prepare('UPDATE news SET view_count = view_count + 1 WHERE id = ?').run(row.id);
      // The issue's reading order is newest first, so "next" is the older neighbour.
      const neighbour = (cmp: '>' | '<', dir: 'ASC' | 'DESC') =>
        ctx.db
          .prepare<[number, number, number, number], { id: number; title: string }>(
            `SELECT id, title FROM news WHERE monthly_id = ? AND (published_at ${cmp} ? OR (published_at = ? AND id ${cmp} ?)) ORDER BY published_at ${dir}, id ${dir} LIMIT 1`,
          )
          .get(row.monthly_id, row.published_at, row.published_at, row.id) ?? null;
      return {
        ...itemOf(req, { ...row, view_count: row.view_count + 1 }),
        content: row.content,
        docNumber: row.doc_number,
        prev: neighbour('>', 'ASC'),
        next: neighbour('<', 'DESC'),
      };
    },
  );

  defineRoute(
    app,
    newsMonthlyListEndpoint,
    { summary: '月刊列表（最新一期在前）', tags, auth: 'none' },
    ({ req }) =>
      ctx.db
        .prepare<[], MonthlyRow>(`${MONTHLY_SELECT} ORDER BY m.id DESC`)
        .all()
        .map((r) => issueOf(req, r)),
  );

  defineRoute(
    app,
    newsMonthlyEndpoint,
    { summary: '一期月刊（按分类分组）', tags, auth: 'none' },
    ({ params, req }) => {
      const issue = loadIssue(ctx.db, params.id);
      const items = ctx.db
        .prepare<[number], NewsRow>(
          `${NEWS_SELECT} WHERE n.monthly_id = ? ORDER BY c.position, n.published_at DESC, n.id DESC`,
        )
        .all(issue.id);
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
    const row = ctx.db
      .prepare<[number], { title: string; category: string }>(
        'SELECT n.title, c.name AS category FROM news n JOIN news_categories c ON c.id = n.category_id WHERE n.id = ?',
      )
      .get(file);
    if (!row) throw notFound('图片不存在');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('image/png')
      .send(coverPng(file));
  });
  app.get('/media/monthly/:file', async (req, reply) => {
    const { file } = parseInput(coverFileParams, req.params, 'params');
    const row = ctx.db
      .prepare<[number], { title: string }>('SELECT title FROM news_monthly WHERE id = ?')
      .get(file);
    if (!row) throw notFound('图片不存在');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('image/png')
      .send(coverPng(file % 100));
  });
}
