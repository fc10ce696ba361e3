import * as z from 'zod/mini';
import { pageQuerySchema } from './envelope';
import { newsItemSchema } from './news-shapes';
import type { Endpoint } from './endpoint';
import { newsListEndpointBase } from './news-shapes';

// The list shapes are in the small module the home page imports; re-exported so every
// consumer of `news` keeps its imports.
export { newsItemSchema, newsListSchema, type NewsItem } from './news-shapes';

/** `/:id` of a news item. */
export const newsIdParamsSchema = z.object({
  id: z.coerce.number().check(z.int('编号须为正整数'), z.positive('编号须为正整数')),
});

/** A monthly issue's id is its month as a number, e.g. 202512 for 2025-12. */
export const monthlyIdSchema = z.coerce.number().check(
  z.int('期号格式不正确'),
  z.minimum(200001, '期号格式不正确'),
  z.maximum(209912, '期号格式不正确'),
  z.refine((n) => n % 100 >= 1 && n % 100 <= 12, '期号格式不正确'),
);
export const monthlyIdParamsSchema = z.object({ id: monthlyIdSchema });

/** GET /news/categories */
export const newsCategorySchema = z.object({ id: z.int(), name: z.string(), count: z.int() });
export type NewsCategory = z.infer<typeof newsCategorySchema>;
export const newsCategoriesSchema = z.array(newsCategorySchema);

/** GET /news/list?page&size&monthlyId&categoryId — newest first. */
export const newsListQuerySchema = z.extend(pageQuerySchema, {
  monthlyId: z.optional(monthlyIdSchema),
  categoryId: z.optional(z.coerce.number().check(z.int(), z.positive('分类编号须为正整数'))),
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

/** GET /news/detail/:id — 404 '资讯不存在'. `content` is HTML (the app sanitises it). */
export const newsDetailSchema = z.object({
  ...newsItemSchema.shape,
  content: z.string(),
  /** Document number of the policy it reports, e.g. 财政部 税务总局公告2025年第5号. */
  docNumber: z.nullable(z.string()),
  prev: z.nullable(z.object({ id: z.int(), title: z.string() })),
  next: z.nullable(z.object({ id: z.int(), title: z.string() })),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/** A monthly issue in the list (GET /news/monthly/list, newest first). */
export const monthlyIssueSchema = z.object({
  id: z.int(),
  /** YYYY-MM */
  month: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  itemCount: z.int(),
  publishedAt: z.number(),
});
export type MonthlyIssue = z.infer<typeof monthlyIssueSchema>;
export const monthlyIssueListSchema = z.array(monthlyIssueSchema);

/** GET /news/monthly/:id — 404 '该期月刊不存在'. Items grouped by category. */
export const monthlyIssueDetailSchema = z.extend(monthlyIssueSchema, {
  foreword: z.string(),
  sections: z.array(
    z.object({ categoryId: z.int(), categoryName: z.string(), items: z.array(newsItemSchema) }),
  ),
});
export type MonthlyIssueDetail = z.infer<typeof monthlyIssueDetailSchema>;

// Endpoints: each declared once, served by the mock API and called by the app.

/** GET /news/list: 资讯列表（可按月刊、分类筛选，最新在前） */
export const newsListEndpoint = {
  ...newsListEndpointBase,
  query: newsListQuerySchema,
} as const satisfies Endpoint;

/** GET /news/categories: 资讯分类 */
export const newsCategoriesEndpoint = {
  method: 'GET',
  path: '/news/categories',
  response: newsCategoriesSchema,
} as const satisfies Endpoint;

/** GET /news/detail/:id: 资讯详情（浏览数 +1；上一篇/下一篇在同一期内） */
export const newsDetailEndpoint = {
  method: 'GET',
  path: '/news/detail/:id',
  params: newsIdParamsSchema,
  response: newsDetailSchema,
} as const satisfies Endpoint;

/** GET /news/monthly/list: 月刊列表（最新一期在前） */
export const newsMonthlyListEndpoint = {
  method: 'GET',
  path: '/news/monthly/list',
  response: monthlyIssueListSchema,
} as const satisfies Endpoint;

/** GET /news/monthly/:id: 一期月刊（按分类分组） */
export const newsMonthlyEndpoint = {
  method: 'GET',
  path: '/news/monthly/:id',
  params: monthlyIdParamsSchema,
  response: monthlyIssueDetailSchema,
} as const satisfies Endpoint;
