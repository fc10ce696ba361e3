import {
  articleCollectEndpoint,
  articleDocNumberResolveEndpoint,
  articleLikeEndpoint,
  articleWordEndpoint,
  type ArticleDetail,
  type ArticleToggleResult,
  type DocNumberMatch,
  type DocNumberRef,
} from '@/contracts/api/article';
import { callEndpoint } from '@/lib/api/call-endpoint';
import type { ArticleRequest } from '../lib/article-variants';

/** Loads the article a route variant names (see `articleRequest`). */
export function fetchArticle(
  request: ArticleRequest,
  signal?: AbortSignal,
): Promise<ArticleDetail> {
  return 'params' in request
    ? callEndpoint(request.endpoint, { params: request.params }, { signal })
    : callEndpoint(request.endpoint, { query: request.query }, { signal });
}

/** GET /article/word: a page of the keyword's articles. */
export function fetchKeywordArticles(keyword: string, page: number, size = 10) {
  return callEndpoint(articleWordEndpoint, { query: { keyword, page, size } });
}

/** Which articles publish the document numbers found in a body (at most 50 per call). */
export async function resolveDocNumbers(
  items: DocNumberRef[],
  signal?: AbortSignal,
): Promise<DocNumberMatch[]> {
  if (items.length === 0) return [];
  return callEndpoint(
    articleDocNumberResolveEndpoint,
    { body: { items: items.slice(0, 50) } },
    { signal },
  );
}

/** POST /article/like/:id or /article/collect/:id (login): toggles and answers the new state. */
export function toggleArticle(kind: 'like' | 'collect', id: number): Promise<ArticleToggleResult> {
  return callEndpoint(kind === 'like' ? articleLikeEndpoint : articleCollectEndpoint, {
    params: { id },
  });
}
