import {
  articleDetailEndpoint,
  articlePersonalEndpoint,
  articlePreviewEndpoint,
  articleShareEndpoint,
} from '@/contracts/api/article';

/**
 * The article routes (docs/product.md「文章」) are variants of one page. Each says which API call
 * loads the article, where a missing article goes, and what the page shows around it.
 */

/** Which call loads the article. */
export const ARTICLE_SOURCES = {
  /** GET /article/detail/:id — any published article, with the reader's like/collect state. */
  DETAIL: 'detail',
  /** GET /article/share/:id — the landing page of a shared link. */
  SHARE: 'share',
  /** GET /article/personal/:id — a member's own published article. */
  PERSONAL: 'personal',
  /** GET /article/preview?token|id — a draft as its author sees it. */
  PREVIEW: 'preview',
} as const;
type ArticleSource = (typeof ARTICLE_SOURCES)[keyof typeof ARTICLE_SOURCES];

const ARTICLE_EMPTY_PATH = '/article/empty';
const ARTICLE_EMPTY_H5_PATH = '/article/empty/h5';

export type ArticleVariant = {
  source: ArticleSource;
  /** Where a missing article (no id, a bad id, or a 404) goes, replacing the history entry. */
  emptyPath: typeof ARTICLE_EMPTY_PATH | typeof ARTICLE_EMPTY_H5_PATH;
  /** The in-app routes: the native title bar shows the title, so the H5 one is hidden. */
  hideBar: boolean;
  /** Pages people open from a shared link in a phone browser: prompt to open or download the app. */
  appPrompt: boolean;
  /** Like and collect buttons (not on share landings, where the reader is a guest, nor on previews). */
  actions: boolean;
};

const detail: ArticleVariant = {
  source: ARTICLE_SOURCES.DETAIL,
  emptyPath: ARTICLE_EMPTY_PATH,
  hideBar: false,
  appPrompt: false,
  actions: true,
};
const share: ArticleVariant = {
  source: ARTICLE_SOURCES.SHARE,
  emptyPath: ARTICLE_EMPTY_H5_PATH,
  hideBar: false,
  appPrompt: true,
  actions: false,
};
const personalH5: ArticleVariant = {
  source: ARTICLE_SOURCES.PERSONAL,
  emptyPath: ARTICLE_EMPTY_H5_PATH,
  hideBar: false,
  appPrompt: true,
  actions: true,
};
const personalApp: ArticleVariant = {
  source: ARTICLE_SOURCES.PERSONAL,
  emptyPath: ARTICLE_EMPTY_PATH,
  hideBar: true,
  appPrompt: false,
  actions: true,
};
const preview: ArticleVariant = {
  source: ARTICLE_SOURCES.PREVIEW,
  emptyPath: ARTICLE_EMPTY_PATH,
  hideBar: false,
  appPrompt: false,
  actions: false,
};

/** Route name (renderer/src/features/article/routes.tsx) → variant. */
export const ARTICLE_VARIANTS = {
  ArticledDetail: detail,
  v1ArticleDetail: detail,
  v2ArticleDetail: detail,
  v3ArticleDetail: detail,
  ArticleShare: share,
  v1ArticleShare: share,
  v2ArticleShare: share,
  v2ArticlePersonal: personalH5,
  v2ArticlePersonalApp: personalApp,
  v3ArticlePersonalApp: personalApp,
  ArticlePreview: preview,
  v3ArticlePreview: preview,
} as const satisfies Record<string, ArticleVariant>;
export type ArticleRouteName = keyof typeof ARTICLE_VARIANTS;

/** The API call of a variant: an endpoint of the contract and its input. */
export type ArticleRequest =
  | {
      endpoint:
        typeof articleDetailEndpoint | typeof articleShareEndpoint | typeof articlePersonalEndpoint;
      params: { id: number };
    }
  | { endpoint: typeof articlePreviewEndpoint; query: { token: string } | { id: number } };

const SOURCE_ENDPOINTS = {
  detail: articleDetailEndpoint,
  share: articleShareEndpoint,
  personal: articlePersonalEndpoint,
} as const;

const positiveId = (raw: string | null | undefined): number | null => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
};

/**
 * Maps a variant and the route's `:id` and query to its API call. A preview takes `?token=` (the
 * preview link) or `?id=` (the author, signed in); the others take the path's `:id`.
 */
export function articleRequest(
  variant: ArticleVariant,
  id: string | undefined,
  search: URLSearchParams,
): ArticleRequest | null {
  if (variant.source === ARTICLE_SOURCES.PREVIEW) {
    const token = search.get('token')?.trim();
    if (token && /^[A-Za-z0-9]{8,64}$/.test(token))
      return { endpoint: articlePreviewEndpoint, query: { token } };
    const previewId = positiveId(search.get('id') ?? id);
    return previewId ? { endpoint: articlePreviewEndpoint, query: { id: previewId } } : null;
  }
  const articleId = positiveId(id);
  if (articleId === null) return null;
  return { endpoint: SOURCE_ENDPOINTS[variant.source], params: { id: articleId } };
}
