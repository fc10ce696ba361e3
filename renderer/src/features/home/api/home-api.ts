// The zod/mini shape modules, not the classic contract modules: classic zod does not tree-shake.
import { articlePageSchema, hotWordsSchema, type ArticleCategory } from '@/contracts/api/article-shapes';
import { qaListSchema } from '@/contracts/api/qa-shapes';
import { newsListSchema } from '@/contracts/api/news-shapes';
import { coursePageSchema } from '@/contracts/api/live-shapes';
import { http, parseData } from '@/lib/http';

/** Feeds of the home page: each is one page of another area's list call. */
export const FEED_PAGE_SIZE = 10;

/** GET /article/list: the newest editorial articles, optionally of one category. */
export async function fetchArticleFeed(page: number, category: ArticleCategory | null) {
  return parseData(articlePageSchema, await http.get('/article/list', { params: { page, size: FEED_PAGE_SIZE, ...(category ? { category } : {}) } }));
}

/** GET /qa/list: the newest questions. */
export async function fetchQaFeed(page: number) {
  return parseData(qaListSchema, await http.get('/qa/list', { params: { page, size: FEED_PAGE_SIZE } }));
}

/** GET /news/list: the newest news briefs. */
export async function fetchNewsFeed(page: number) {
  return parseData(newsListSchema, await http.get('/news/list', { params: { page, size: FEED_PAGE_SIZE } }));
}

/** POST /live/playback/list: courses, newest first. */
export async function fetchCourseFeed(page: number) {
  return parseData(coursePageSchema, await http.post('/live/playback/list', { page, size: FEED_PAGE_SIZE }));
}

/** GET /article/hot-words: suggestions under the search box. */
export async function fetchHotWords(): Promise<string[]> {
  return parseData(hotWordsSchema, await http.get('/article/hot-words'));
}
