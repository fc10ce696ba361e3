import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ARTICLE_NOT_FOUND_MSG,
  DOC_NUMBER_NOT_FOUND_MSG,
  DOCUMENT_NOT_FOUND_MSG,
  articleLikeEndpoint,
  articleCollectEndpoint,
  articleCollectListEndpoint,
  articleListEndpoint,
  articleHotWordsEndpoint,
  articleWordEndpoint,
  articleDetailEndpoint,
  articleShareEndpoint,
  articlePersonalEndpoint,
  articlePersonalListEndpoint,
  articleDraftsEndpoint,
  articlePreviewEndpoint,
  articleDocNumberResolveEndpoint,
  articleDocNumberEndpoint,
  docsPdfListEndpoint,
  documentEndpoint,
} from '../../../renderer/src/contracts/api/article';
import { notFound } from '../lib/envelope';
import { checkResponse, defineRoute, sendSerialized } from '../lib/route';
import { parseInput } from '../lib/validate';
import { publicUrl, requestOrigin } from '../lib/urls';
import { createReadCache } from '../lib/read-cache';
import { createViewCountedAnswers } from '../lib/view-counted-answers';
import { coverPng } from '../lib/cover-png';
import { requireUser, type SessionUser } from '../lib/auth';
import {
  countView,
  published,
  readArticle,
  resolveDocNumber,
  summaryPage,
  toDetail,
  toSummary,
} from '../lib/article-views';
import { earnReadingPoints } from '../lib/points-earning';
import {
  articleQueries,
  keywordFilter,
  type ArticleFilter,
  type ArticleRow,
} from '../queries/articles';
import { PDF_SAMPLES, findPdfSample } from '../fixtures/pdf-samples';

const HOT_WORDS = [
  '个税汇算',
  '小规模纳税人',
  '研发费用加计扣除',
  '年终奖',
  '专项附加扣除',
  '留抵退税',
  '数电发票',
  '增值税法',
];

const pdfParams = z.object({
  name: z.string().regex(/^[a-z0-9-]{1,60}\.pdf$/, '文件名格式不正确'),
});
const coverParams = z
  .object({ file: z.string().regex(/^\d{1,9}\.png$/, '文件名须为 编号.png') })
  .transform((p) => ({ id: Number.parseInt(p.file, 10) }));

/** Conditions joined with AND. */
const allOf = (...filters: ArticleFilter[]): ArticleFilter => ({
  where: filters.map((f) => f.where).join(' AND '),
  args: filters.flatMap((f) => f.args),
});
const PUBLISHED: ArticleFilter = { where: "a.status = 'published'", args: [] };

/** Articles (docs/product.md「文章」): lists, details of every variant, preview, personal, likes, document numbers, viewers' files. */
export function articleRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const q = articleQueries(db);
  const tags = ['articles'];
  // Generated once per server instance on first request (pdf-lib is async and takes a few ms each).
  const pdfCache = new Map<string, Promise<Uint8Array>>();
  const listCache = createReadCache(db);
  const detailAnswers = createViewCountedAnswers(
    db,
    { countOne: (id) => countView(db, id), addAll: (reads) => q.addViews(reads) },
    { route: articleDetailEndpoint.path, writes: ctx.deferredWrites },
  );

  /** A signed-in read: counted, and it earns reading points (never for one's own article). */
  const readAndEarn = (
    req: FastifyRequest,
    user: SessionUser,
    id: number,
    source?: ArticleRow['source'],
  ) => {
    const detail = readArticle(db, req, user, id, source);
    if (detail.author.id !== user.id)
      earnReadingPoints(db, user.id, detail.id, detail.title, ctx.now());
    return detail;
  };

  defineRoute(
    app,
    articleListEndpoint,
    { summary: '文章列表（分页、分类、关键词）', tags, auth: 'none' },
    ({ query, req }) => {
      const filters = [PUBLISHED, { where: "a.source = 'editorial'", args: [] }];
      if (query.category) filters.push({ where: 'a.category = ?', args: [query.category] });
      if (query.keyword) filters.push(keywordFilter(query.keyword));
      return summaryPage(db, listCache, req, allOf(...filters), query);
    },
  );

  defineRoute(
    app,
    articleHotWordsEndpoint,
    { summary: '热门搜索词', tags, auth: 'none' },
    () => HOT_WORDS,
  );

  defineRoute(
    app,
    articleWordEndpoint,
    { summary: '关键词文章', tags, auth: 'none' },
    ({ query, req }) => ({
      keyword: query.keyword,
      ...summaryPage(db, listCache, req, allOf(PUBLISHED, keywordFilter(query.keyword)), query),
    }),
  );

  defineRoute(
    app,
    articleDetailEndpoint,
    { summary: '文章详情', tags, auth: 'optional' },
    ({ params, req, user, reply }) =>
      // Anonymous reads (most landings) are alike: served from a cache the view count does not empty.
      user
        ? (detailAnswers.flush(), readAndEarn(req, user, params.id))
        : sendSerialized(
            reply,
            detailAnswers.serve(
              `${requestOrigin(req)} ${params.id}`,
              params.id,
              (views) => toDetail(db, req, { ...published(db, params.id), views }, null),
              (data) =>
                checkResponse(
                  app,
                  {
                    method: articleDetailEndpoint.method,
                    url: articleDetailEndpoint.path,
                    response: articleDetailEndpoint.response,
                  },
                  data,
                ),
            ),
          ),
  );

  defineRoute(
    app,
    articleShareEndpoint,
    { summary: '分享落地页文章', tags, auth: 'none' },
    ({ params, req }) => readArticle(db, req, null, params.id),
  );

  defineRoute(
    app,
    articlePersonalEndpoint,
    { summary: '个人文章详情（会员发布的文章）', tags, auth: 'optional' },
    ({ params, req, user }) =>
      user
        ? readAndEarn(req, user, params.id, 'personal')
        : readArticle(db, req, null, params.id, 'personal'),
  );

  defineRoute(
    app,
    articlePersonalListEndpoint,
    { summary: '个人已发布文章（不带 userId 为本人）', tags, auth: 'optional' },
    ({ query, req }) => {
      const userId = query.userId ?? requireUser(req).id;
      return summaryPage(
        db,
        listCache,
        req,
        {
          where: "a.status = 'published' AND a.source = 'personal' AND a.author_id = ?",
          args: [userId],
        },
        query,
      );
    },
  );

  defineRoute(
    app,
    articleDraftsEndpoint,
    { summary: '我的草稿（含预览令牌）', tags, auth: 'required' },
    ({ user }) =>
      q.drafts(user.id).map((r) => ({
        id: r.id,
        title: r.title,
        summary: r.summary,
        updatedAt: r.updated_at,
        previewToken: r.preview_token,
      })),
  );

  defineRoute(
    app,
    articlePreviewEndpoint,
    { summary: '文章预览（token 或作者本人 id）', tags, auth: 'optional' },
    ({ query, req, user }) => {
      let row: ArticleRow | undefined;
      if (query.token !== undefined) row = q.byPreviewToken(query.token);
      else if (query.id !== undefined) row = q.ofAuthor(query.id, (user ?? requireUser(req)).id);
      if (!row) throw notFound(ARTICLE_NOT_FOUND_MSG);
      return toDetail(db, req, row, user);
    },
  );

  for (const [kind, endpoint] of [
    ['like', articleLikeEndpoint],
    ['collect', articleCollectEndpoint],
  ] as const) {
    const reactions = kind === 'like' ? q.likes : q.collects;
    defineRoute(
      app,
      endpoint,
      { summary: kind === 'like' ? '点赞/取消点赞' : '收藏/取消收藏', tags, auth: 'required' },
      ({ params, user }) => {
        const row = published(db, params.id);
        return db.transaction(() => reactions.toggle(row.id, user.id, ctx.now()))();
      },
    );
  }

  // Not through listCache: the list is one user's and changes with every collect.
  defineRoute(
    app,
    articleCollectListEndpoint,
    { summary: '我的收藏（最近收藏在前）', tags, auth: 'required' },
    ({ query, req, user }) => {
      const { rows, total } = q.collected(user.id, query);
      return {
        list: rows.map((r) => toSummary(req, r)),
        total,
        page: query.page,
        size: query.size,
      };
    },
  );

  defineRoute(
    app,
    articleDocNumberResolveEndpoint,
    { summary: '正文文号解析为文章', tags, auth: 'none' },
    ({ body }) => body.items.map((item) => resolveDocNumber(db, item)),
  );

  defineRoute(
    app,
    articleDocNumberEndpoint,
    { summary: '按文号查文章', tags, auth: 'none' },
    ({ query }) => {
      const row = q.byDocNumber(query.docNumber);
      if (!row) throw notFound(DOC_NUMBER_NOT_FOUND_MSG);
      return { articleId: row.id, docNumber: row.doc_number, title: row.title };
    },
  );

  defineRoute(
    app,
    docsPdfListEndpoint,
    { summary: '示例 PDF 文件', tags, auth: 'none' },
    ({ req }) =>
      PDF_SAMPLES.map((p) => ({
        name: p.name,
        title: p.title,
        url: publicUrl(req, `/files/pdf/${p.name}`),
        pages: p.pages,
      })),
  );

  defineRoute(
    app,
    documentEndpoint,
    { summary: '文档（HTML 或 PDF）', tags, auth: 'none' },
    ({ params, req }) => {
      const row = q.document(params.id);
      if (!row) throw notFound(DOCUMENT_NOT_FOUND_MSG);
      return {
        id: row.id,
        title: row.title,
        kind: row.kind,
        html: row.html,
        url: row.pdf_file ? publicUrl(req, `/files/pdf/${row.pdf_file}`) : '',
        updatedAt: row.updated_at,
      };
    },
  );

  // Raw files, not enveloped.
  app.get('/files/pdf/:name', async (req, reply) => {
    const { name } = parseInput(pdfParams, req.params, 'params');
    const sample = findPdfSample(name);
    if (!sample) throw notFound('文件不存在');
    let bytes = pdfCache.get(name);
    if (!bytes) {
      bytes = sample.build();
      pdfCache.set(name, bytes);
    }
    return reply
      .header('cache-control', 'public, max-age=3600')
      .header('content-disposition', `inline; filename="${name}"`)
      .type('application/pdf')
      .send(Buffer.from(await bytes));
  });
  app.get('/media/article-cover/:file', async (req, reply) => {
    const { id } = parseInput(coverParams, req.params, 'params');
    const row = q.cover(id);
    if (!row) throw notFound('封面不存在');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('image/png')
      .send(coverPng(id));
  });
}
