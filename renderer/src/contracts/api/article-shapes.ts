/**
 * Article response shapes the home feed parses, in a module of their own because the first
 * screen imports only these: a module that several pages import goes into one shared chunk with
 * every export any of them uses, so were the home page to import `article.ts`, it would download
 * the detail, request and query schemas of the article pages too. `article.ts` re-exports them
 * and builds the other article schemas on them.
 */
import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';
import { pageOf } from './envelope-shapes';

/** Article categories (the home feed's filter chips). */
export const ARTICLE_CATEGORIES = {
  policy: '政策解读',
  practice: '实务操作',
  case: '案例分析',
  law: '法规速递',
  planning: '税务筹划',
} as const;
export type ArticleCategory = keyof typeof ARTICLE_CATEGORIES;
export const articleCategorySchema = z.enum(
  Object.keys(ARTICLE_CATEGORIES) as [ArticleCategory, ...ArticleCategory[]],
  { error: '文章分类不存在' },
);

export const articleAuthorSchema = z.object({
  id: z.int(),
  nickname: z.string(),
  avatar: z.string(),
  /** Experts' job title; empty for members. */
  title: z.string(),
});
export type ArticleAuthor = z.infer<typeof articleAuthorSchema>;

/** An article in a list. */
export const articleSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  summary: z.string(),
  category: articleCategorySchema,
  categoryName: z.string(),
  tags: z.array(z.string()),
  author: articleAuthorSchema,
  /** The document number the article publishes or interprets, e.g. 财税〔2019〕13号; null if none. */
  docNumber: z.nullable(z.string()),
  /** Cover image URL, or '' for a text-only card. */
  cover: z.string(),
  publishedAt: z.int(),
  views: z.int(),
  likes: z.int(),
  collects: z.int(),
  /** 'editorial' articles of the platform; 'personal' ones written by a member (contribution). */
  source: z.enum(['editorial', 'personal']),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articlePageSchema = pageOf(articleSummarySchema);
export type ArticlePage = z.infer<typeof articlePageSchema>;

/** GET /article/hot-words — keywords for the home search box. */
export const hotWordsSchema = z.array(z.string());

// The first screen's half of an endpoint: its method, path and response schema. Its request
// schemas are added in the full module (`{ ...base, query }`), which the mock API serves; the home
// page's fetcher passes the full declaration's type only, so the first screen never downloads a
// request schema, and neither half can be typed again elsewhere.

/** GET /article/list (request schema: `articleListEndpoint` in article.ts). */
export const articleListEndpointBase = {
  method: 'GET',
  path: '/article/list',
  response: articlePageSchema,
} as const satisfies Endpoint;

/** GET /article/hot-words: keywords for the home search box (no request schema: whole here). */
export const articleHotWordsEndpoint = {
  method: 'GET',
  path: '/article/hot-words',
  response: hotWordsSchema,
} as const satisfies Endpoint;
