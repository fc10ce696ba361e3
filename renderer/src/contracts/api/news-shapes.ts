/**
 * News list shapes the home feed parses, in a module of their own because the first screen
 * imports only these: a module that several pages import goes into one shared chunk with every
 * export any of them uses, so were the home page to import `news.ts`, it would download the
 * detail, monthly and query schemas of the news pages too. `news.ts` re-exports them and builds
 * the detail and monthly schemas on them.
 */
import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';
import { pageOf, pageQuerySchema } from './envelope-shapes';

/** A news item in a list. */
export const newsItemSchema = z.object({
  id: z.int(),
  categoryId: z.int(),
  categoryName: z.string(),
  monthlyId: z.int(),
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  cover: z.string(),
  viewCount: z.int(),
  publishedAt: z.number(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** GET /news/list: a page of news items. */
export const newsListSchema = pageOf(newsItemSchema);

/** A monthly issue's id is its month as a number, e.g. 202512 for 2025-12. */
export const monthlyIdSchema = z.coerce.number().check(
  z.int('期号格式不正确'),
  z.minimum(200001, '期号格式不正确'),
  z.maximum(209912, '期号格式不正确'),
  z.refine((n) => n % 100 >= 1 && n % 100 <= 12, '期号格式不正确'),
);

/** GET /news/list?page&size&monthlyId&categoryId — newest first. */
export const newsListQuerySchema = z.extend(pageQuerySchema, {
  monthlyId: z.optional(monthlyIdSchema),
  categoryId: z.optional(z.coerce.number().check(z.int(), z.positive('分类编号须为正整数'))),
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

/** GET /news/list: 资讯列表（可按月刊、分类筛选，最新在前） */
export const newsListEndpoint = {
  method: 'GET',
  path: '/news/list',
  query: newsListQuerySchema,
  response: newsListSchema,
} as const satisfies Endpoint;
