import {
  articleDetailSchema,
  articleToggleResultSchema,
  articleWordPageSchema,
  docNumberResolveResultSchema,
  type ArticleDetail,
  type ArticleToggleResult,
  type DocNumberMatch,
  type DocNumberRef,
} from '@/contracts/api/article';
import { http, parseData } from '@/lib/http';
import type { ArticleRequest } from '../lib/article-variants';

/** Loads the article a route variant names (see `articleRequest`). */
export async function fetchArticle(request: ArticleRequest, signal?: AbortSignal): Promise<ArticleDetail> {
  return parseData(articleDetailSchema, await http.get(request.url, { params: request.params, signal }));
}

/** GET /article/word: a page of the keyword's articles. */
export async function fetchKeywordArticles(keyword: string, page: number, size = 10) {
  return parseData(articleWordPageSchema, await http.get('/article/word', { params: { keyword, page, size } }));
}

/** Which articles publish the document numbers found in a body (at most 50 per call). */
export async function resolveDocNumbers(items: DocNumberRef[], signal?: AbortSignal): Promise<DocNumberMatch[]> {
  if (items.length === 0) return [];
  return parseData(docNumberResolveResultSchema, await http.post('/article/doc-number/resolve', { items: items.slice(0, 50) }, { signal }));
}

/** POST /article/like/:id or /article/collect/:id (login): toggles and answers the new state. */
export async function toggleArticle(kind: 'like' | 'collect', id: number): Promise<ArticleToggleResult> {
  return parseData(articleToggleResultSchema, await http.post(`/article/${kind}/${id}`));
}
