// The small shape modules, not the whole contract modules: the first screen downloads only the
// schemas it parses, not every request and detail schema of four domains.
// The request schemas are types here (the whole declarations' types name them).
import {
  articleHotWordsEndpoint,
  articleListEndpointBase,
  type ArticleCategory,
} from '@/contracts/api/article-shapes';
import { qaListEndpointBase } from '@/contracts/api/qa-shapes';
import { newsListEndpointBase } from '@/contracts/api/news-shapes';
import { livePlaybackListEndpointBase } from '@/contracts/api/live-shapes';
import type { articleListEndpoint } from '@/contracts/api/article';
import type { qaListEndpoint } from '@/contracts/api/qa';
import type { newsListEndpoint } from '@/contracts/api/news';
import type { livePlaybackListEndpoint } from '@/contracts/api/live';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** Feeds of the home page: each is one page of another area's list call. */
const FEED_PAGE_SIZE = 10;

function requestArticleFeed(page: number, category: ArticleCategory | null) {
  return callEndpoint<typeof articleListEndpoint>(articleListEndpointBase, {
    query: { page, size: FEED_PAGE_SIZE, ...(category ? { category } : {}) },
  });
}

/** GET /article/list: the newest editorial articles, optionally of one category. */
export function fetchArticleFeed(page: number, category: ArticleCategory | null) {
  return takeEarly(`articles:${category ?? 'all'}:${page}`, () =>
    requestArticleFeed(page, category),
  );
}

/** GET /qa/list: the newest questions. */
export function fetchQaFeed(page: number) {
  return callEndpoint<typeof qaListEndpoint>(qaListEndpointBase, {
    query: { page, size: FEED_PAGE_SIZE },
  });
}

/** GET /news/list: the newest news briefs. */
export function fetchNewsFeed(page: number) {
  return callEndpoint<typeof newsListEndpoint>(newsListEndpointBase, {
    query: { page, size: FEED_PAGE_SIZE },
  });
}

/** POST /live/playback/list: courses, newest first. */
export function fetchCourseFeed(page: number) {
  return callEndpoint<typeof livePlaybackListEndpoint>(livePlaybackListEndpointBase, {
    body: { page, size: FEED_PAGE_SIZE },
  });
}

function requestHotWords(): Promise<string[]> {
  return callEndpoint(articleHotWordsEndpoint);
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
  return found && Date.now() - found.at < EARLY_MAX_AGE_MS
    ? (found.answer as Promise<T>)
    : request();
}

/**
 * Requests what the home page shows first (its article feed and hot words) along with the page's
 * code, not after its first render: on a phone, rendering the page takes longer than the request.
 * The page's own calls then take these answers. The feed leaves at once; each next request one
 * task later, so the main thread is never held for all of them together (the first request also
 * runs the HTTP client's code for the first time).
 */
export function prefetchFirstScreen(): void {
  const requests: [string, () => Promise<unknown>][] = [
    ['articles:all:1', () => requestArticleFeed(1, null)],
    ['hot-words', requestHotWords],
  ];
  // When the next request may leave: now for the first, then a task after the one before. A plain
  // timeout: lib/idle's yieldToMain here would split it off the sanitizer's file into one of its
  // own, a file more for every article page.
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  let turn: Promise<void> | null = null;
  for (const [key, request] of requests) {
    const answer = turn ? turn.then(request) : request();
    turn = turn ? turn.then(nextTask) : nextTask();
    // Failures surface when the page takes the answer (the http client has toasted them once).
    answer.catch(() => undefined);
    early.set(key, { at: Date.now(), answer });
  }
}
