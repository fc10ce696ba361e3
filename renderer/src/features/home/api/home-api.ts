// The small shape modules, not the whole contract modules: the first screen downloads only the
// schemas it parses, not every request and detail schema of four domains.
import { articlePageSchema, hotWordsSchema, type ArticleCategory } from '@/contracts/api/article-shapes';
import { qaListSchema } from '@/contracts/api/qa-shapes';
import { newsListSchema } from '@/contracts/api/news-shapes';
import { coursePageSchema } from '@/contracts/api/live-shapes';
import { http, parseData } from '@/lib/http';

/** Feeds of the home page: each is one page of another area's list call. */
export const FEED_PAGE_SIZE = 10;

async function requestArticleFeed(page: number, category: ArticleCategory | null) {
  return parseData(articlePageSchema, await http.get('/article/list', { params: { page, size: FEED_PAGE_SIZE, ...(category ? { category } : {}) } }));
}

/** GET /article/list: the newest editorial articles, optionally of one category. */
export function fetchArticleFeed(page: number, category: ArticleCategory | null) {
  return takeEarly(`articles:${category ?? 'all'}:${page}`, () => requestArticleFeed(page, category));
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

async function requestHotWords(): Promise<string[]> {
  return parseData(hotWordsSchema, await http.get('/article/hot-words'));
}

/** GET /article/hot-words: suggestions under the search box. */
export function fetchHotWords(): Promise<string[]> {
  return takeEarly('hot-words', requestHotWords);
}

/** An early answer older than this is not used: the page asks again. */
const EARLY_MAX_AGE_MS = 10_000;
const early = new Map<string, { at: number; answer: Promise<unknown> }>();

/** The early answer for `key` if one is fresh (each is used once), else a new request. */
function takeEarly<T>(key: string, request: () => Promise<T>): Promise<T> {
  const found = early.get(key);
  early.delete(key);
  return found && Date.now() - found.at < EARLY_MAX_AGE_MS ? (found.answer as Promise<T>) : request();
}

/**
 * Requests what the home page shows first (its article feed and hot words) along with the page's
 * code, not after its first render: on a phone, rendering the page takes longer than the request.
 * The page's own calls then take these answers.
 */
export function prefetchFirstScreen(): void {
  const requests: [string, () => Promise<unknown>][] = [
    ['articles:all:1', () => requestArticleFeed(1, null)],
    ['hot-words', requestHotWords],
  ];
  for (const [key, request] of requests) {
    const answer = request();
    // Failures surface when the page takes the answer (the http client has toasted them once).
    answer.catch(() => undefined);
    early.set(key, { at: Date.now(), answer });
  }
}
