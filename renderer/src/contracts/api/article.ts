import * as z from 'zod/mini';
import { pageQuerySchema } from './envelope';
import { articlePageSchema, articleSummarySchema, articleCategorySchema } from './article-shapes';

/**
 * Articles (docs/product.md「文章」): editorial articles, members' own (personal) articles, drafts
 * and their preview, keyword lists, document-number lookup, likes and collections, and the
 * documents (HTML or PDF) the viewers show. Timestamps are ms.
 */

// The list shapes (categories, summary, page, hot words) are in the small module the home page
// imports; re-exported so every consumer of `article` keeps its imports.
export {
  ARTICLE_CATEGORIES,
  articleAuthorSchema,
  articleCategorySchema,
  articlePageSchema,
  articleSummarySchema,
  hotWordsSchema,
  articleHotWordsEndpoint,
  type ArticleAuthor,
  type ArticleCategory,
  type ArticlePage,
  type ArticleSummary,
} from './article-shapes';
import type { Endpoint } from './endpoint';
import { articleListEndpointBase } from './article-shapes';

/** Message of the 404 for a missing, unpublished or deleted article (docs/product.md「文章」). */
export const ARTICLE_NOT_FOUND_MSG = '文章不存在';
/** Message of the 404 of a document number that no article carries. */
export const DOC_NUMBER_NOT_FOUND_MSG = '未找到该文号对应的文章';

/** An attachment of an article: a file the PDF viewer opens. */
export const articleAttachmentSchema = z.object({
  name: z.string(),
  url: z.string(),
});

/**
 * The share payload's parts (docs/product.md「原生桥接」) the server words for the article
 * (sharePath comes from the route).
 */
export const articleShareInfoSchema = z.object({
  shareTitle: z.string(),
  shareSubtitle: z.string(),
});

/** A full article. `content` is HTML written by editors or members: the app sanitises it before showing it. */
export const articleDetailSchema = z.object({
  ...articleSummarySchema.shape,
  content: z.string(),
  attachments: z.array(articleAttachmentSchema),
  /** The viewer's own state; false for anonymous viewers. */
  liked: z.boolean(),
  collected: z.boolean(),
  share: articleShareInfoSchema,
  status: z.enum(['published', 'draft']),
  updatedAt: z.int(),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

const keywordSchema = z
  .string({ error: '请输入关键词' })
  .check(z.trim(), z.minLength(1, '请输入关键词'), z.maxLength(30, '关键词不能超过30个字'));

/** GET /article/list?page&size&category&keyword — published editorial articles, newest first. */
export const articleListQuerySchema = z.extend(pageQuerySchema, {
  category: z.optional(articleCategorySchema),
  keyword: z.optional(keywordSchema),
});
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;

/** GET /article/word?keyword&page&size — articles whose title, summary, tags or number carry the keyword. */
export const articleWordQuerySchema = z.extend(pageQuerySchema, { keyword: keywordSchema });
export type ArticleWordQuery = z.input<typeof articleWordQuerySchema>;
export const articleWordPageSchema = z.object({ ...articlePageSchema.shape, keyword: z.string() });

/** Path parameter of every `/article/…/:id` call. */
export const articleIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: '文章编号须为正整数' })
    .check(z.int('文章编号须为正整数'), z.positive('文章编号须为正整数')),
});

/**
 * GET /article/detail/:id — a published editorial article (404 `文章不存在` otherwise).
 * GET /article/share/:id — the same article for the share landing page (no viewer state).
 * GET /article/personal/:id — a member's published article (personal routes).
 */
export const articleDetailResultSchema = articleDetailSchema;

/** GET /article/personal/list?userId&page&size — a member's published articles; without userId, the caller's own (login). */
export const personalListQuerySchema = z.extend(pageQuerySchema, {
  userId: z.optional(z.coerce.number().check(z.int(), z.positive('用户编号须为正整数'))),
});

/**
 * GET /article/preview?token= (anyone with the preview link) or ?id= (the author, login required):
 * a draft or published article as its author wrote it. A wrong token or someone else's id: 404.
 */
export const articlePreviewQuerySchema = z
  .object({
    token: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{8,64}$/, '预览链接无效'))),
    id: z.optional(z.coerce.number().check(z.int(), z.positive('文章编号须为正整数'))),
  })
  .check(
    z.refine((q) => q.token !== undefined || q.id !== undefined, {
      message: '缺少预览参数 token 或 id',
    }),
  );
export type ArticlePreviewQuery = z.input<typeof articlePreviewQuerySchema>;

/** GET /article/drafts — the caller's drafts (login), each with its preview token. */
export const articleDraftSchema = z.object({
  id: z.int(),
  title: z.string(),
  summary: z.string(),
  updatedAt: z.int(),
  previewToken: z.string(),
});
export const articleDraftListSchema = z.array(articleDraftSchema);

/** POST /article/like/:id and /article/collect/:id (login): toggles; answers the new state and count. */
export const articleToggleResultSchema = z.object({ active: z.boolean(), count: z.int() });
export type ArticleToggleResult = z.infer<typeof articleToggleResultSchema>;

/** A document number parsed by the app (`parseDocNumber`), with the text it was found in. */
export const docNumberRefSchema = z.object({
  /** The text as found, possibly with words before the issuer (e.g. 根据财税〔2019〕13号). */
  text: z.string().check(z.minLength(1), z.maxLength(80)),
  issuer: z.string().check(z.maxLength(60)),
  year: z.nullable(z.int().check(z.minimum(1949), z.maximum(2100))),
  seq: z.int().check(z.positive(), z.maximum(100_000)),
});
export type DocNumberRef = z.infer<typeof docNumberRefSchema>;

/**
 * POST /article/doc-number/resolve {items} — which article publishes each document number. An
 * article matches when its year and number are equal and its issuer ends the found issuer text
 * (spaces ignored), so 根据财税〔2019〕13号 resolves to the article of 财税〔2019〕13号.
 */
export const docNumberResolveBodySchema = z.object({
  items: z
    .array(docNumberRefSchema)
    .check(z.minLength(1, '请提供文号'), z.maxLength(50, '一次最多解析50个文号')),
});
export const docNumberMatchSchema = z.object({
  text: z.string(),
  /** null: no article carries this number. */
  articleId: z.nullable(z.int()),
  /** The article's own document number (e.g. 财税〔2019〕13号), null when unmatched. */
  docNumber: z.nullable(z.string()),
  title: z.nullable(z.string()),
});
export type DocNumberMatch = z.infer<typeof docNumberMatchSchema>;
export const docNumberResolveResultSchema = z.array(docNumberMatchSchema);

/** GET /article/doc-number?docNumber= — the article of an exact document number (404 otherwise). */
export const docNumberQuerySchema = z.object({
  docNumber: z.string().check(z.trim(), z.minLength(1, '请输入文号'), z.maxLength(60, '文号过长')),
});
export const docNumberLookupResultSchema = z.object({
  articleId: z.int(),
  docNumber: z.string(),
  title: z.string(),
});

/** GET /docs/:id — a document the `/docs` viewer shows: HTML (sanitised by the app) or a PDF URL. */
export const documentSchema = z.object({
  id: z.int(),
  title: z.string(),
  kind: z.enum(['html', 'pdf']),
  /** HTML body when kind is html, else ''. */
  html: z.string(),
  /** Absolute PDF URL when kind is pdf, else ''. */
  url: z.string(),
  updatedAt: z.int(),
});
export type ViewerDocument = z.infer<typeof documentSchema>;
export const documentIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: '文档编号须为正整数' })
    .check(z.int('文档编号须为正整数'), z.positive('文档编号须为正整数')),
});
/** Message of the 404 for a missing document. */
export const DOCUMENT_NOT_FOUND_MSG = '文档不存在';

/** GET /files/pdf/:name — sample PDFs (raw application/pdf, not enveloped); GET /docs/pdf-list lists them. */
export const pdfFileSchema = z.object({
  name: z.string(),
  title: z.string(),
  url: z.string(),
  pages: z.int(),
});
export const pdfFileListSchema = z.array(pdfFileSchema);

// Endpoints: each declared once, served by the mock API and called by the app.

/** GET /article/list: 文章列表（分页、分类、关键词） */
export const articleListEndpoint = {
  ...articleListEndpointBase,
  query: articleListQuerySchema,
} as const satisfies Endpoint;

/** GET /article/word: 关键词文章 */
export const articleWordEndpoint = {
  method: 'GET',
  path: '/article/word',
  query: articleWordQuerySchema,
  response: articleWordPageSchema,
} as const satisfies Endpoint;

/** GET /article/detail/:id: 文章详情 */
export const articleDetailEndpoint = {
  method: 'GET',
  path: '/article/detail/:id',
  params: articleIdParamsSchema,
  response: articleDetailSchema,
} as const satisfies Endpoint;

/** GET /article/share/:id: 分享落地页文章 */
export const articleShareEndpoint = {
  method: 'GET',
  path: '/article/share/:id',
  params: articleIdParamsSchema,
  response: articleDetailSchema,
} as const satisfies Endpoint;

/** GET /article/personal/:id: 个人文章详情（会员发布的文章） */
export const articlePersonalEndpoint = {
  method: 'GET',
  path: '/article/personal/:id',
  params: articleIdParamsSchema,
  response: articleDetailSchema,
} as const satisfies Endpoint;

/** GET /article/personal/list: 个人已发布文章（不带 userId 为本人） */
export const articlePersonalListEndpoint = {
  method: 'GET',
  path: '/article/personal/list',
  query: personalListQuerySchema,
  response: articlePageSchema,
} as const satisfies Endpoint;

/** GET /article/drafts: 我的草稿（含预览令牌） */
export const articleDraftsEndpoint = {
  method: 'GET',
  path: '/article/drafts',
  response: articleDraftListSchema,
} as const satisfies Endpoint;

/** GET /article/preview: 文章预览（token 或作者本人 id） */
export const articlePreviewEndpoint = {
  method: 'GET',
  path: '/article/preview',
  query: articlePreviewQuerySchema,
  response: articleDetailSchema,
} as const satisfies Endpoint;

/** POST /article/doc-number/resolve: 正文文号解析为文章 */
export const articleDocNumberResolveEndpoint = {
  method: 'POST',
  path: '/article/doc-number/resolve',
  body: docNumberResolveBodySchema,
  response: docNumberResolveResultSchema,
} as const satisfies Endpoint;

/** GET /article/doc-number: 按文号查文章 */
export const articleDocNumberEndpoint = {
  method: 'GET',
  path: '/article/doc-number',
  query: docNumberQuerySchema,
  response: docNumberLookupResultSchema,
} as const satisfies Endpoint;

/** GET /docs/pdf-list: 示例 PDF 文件 */
export const docsPdfListEndpoint = {
  method: 'GET',
  path: '/docs/pdf-list',
  response: pdfFileListSchema,
} as const satisfies Endpoint;

/** GET /docs/:id: 文档（HTML 或 PDF） */
export const documentEndpoint = {
  method: 'GET',
  path: '/docs/:id',
  params: documentIdParamsSchema,
  response: documentSchema,
} as const satisfies Endpoint;

/** POST /article/like/:id: 点赞/取消点赞 */
export const articleLikeEndpoint = {
  method: 'POST',
  path: '/article/like/:id',
  params: articleIdParamsSchema,
  response: articleToggleResultSchema,
} as const satisfies Endpoint;

/** POST /article/collect/:id: 收藏/取消收藏 */
export const articleCollectEndpoint = {
  method: 'POST',
  path: '/article/collect/:id',
  params: articleIdParamsSchema,
  response: articleToggleResultSchema,
} as const satisfies Endpoint;

/** GET /article/collect/list?page&size — the caller's collected articles (login), newest collect first. */
export const articleCollectListEndpoint = {
  method: 'GET',
  path: '/article/collect/list',
  query: pageQuerySchema,
  response: articlePageSchema,
} as const satisfies Endpoint;
