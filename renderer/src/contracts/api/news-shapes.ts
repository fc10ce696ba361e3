/**
 * News list shapes the home feed parses, written with `zod/mini` so the home page does not download
 * classic zod. `news.ts` re-exports them and builds the detail and monthly schemas on them.
 */
import * as z from 'zod/mini';
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
