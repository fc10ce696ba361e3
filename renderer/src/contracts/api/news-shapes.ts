/**
 * News list shapes the home feed parses, in a module of their own because the first screen
 * imports only these: a module that several pages import goes into one shared chunk with every
 * export any of them uses, so were the home page to import `news.ts`, it would download the
 * detail, monthly and query schemas of the news pages too. `news.ts` re-exports them and builds
 * the detail and monthly schemas on them.
 */
import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';
import { pageOf } from './envelope-shapes';

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

// The first screen's half of an endpoint: its method, path and response schema. Its request
// schemas are added in the full module (`{ ...base, query }`), which the mock API serves; the home
// page's fetcher passes the full declaration's type only, so the first screen never downloads a
// request schema, and neither half can be typed again elsewhere.

/** GET /news/list (request schema: `newsListEndpoint` in news.ts). */
export const newsListEndpointBase = {
  method: 'GET',
  path: '/news/list',
  response: newsListSchema,
} as const satisfies Endpoint;
