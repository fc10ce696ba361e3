import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_NOT_FOUND_MSG,
  DOC_NUMBER_NOT_FOUND_MSG,
  DOCUMENT_NOT_FOUND_MSG,
  articleLikeEndpoint,
  articleCollectEndpoint,
  type ArticleCategory,
  type ArticleDetail,
  type ArticleSummary,
  type DocNumberMatch,
  type DocNumberRef,
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
import type { Db } from '../db/types';
import { notFound } from '../lib/envelope';
import { checkResponse, defineRoute, sendSerialized } from '../lib/route';
import { parseInput } from '../lib/validate';
import { publicUrl, requestOrigin } from '../lib/urls';
import { createReadCache, type ReadCache } from '../lib/read-cache';
import { createViewCountedAnswers } from '../lib/view-counted-answers';
import { coverSvg } from '../lib/svg';
import { requireUser } from '../lib/auth';
import type { SessionUser } from '../lib/auth';
import { PDF_SAMPLES, findPdfSample } from '../fixtures/pdf-samples';

type ArticleRow = {
  id: number;
  title: string;
  summary: string;
  content: string;
  category: ArticleCategory;
  tags: string;
  author_id: number;
  source: 'editorial' | 'personal';
  status: 'published' | 'draft';
  doc_number: string | null;
  attachments: string;
  has_cover: number;
  preview_token: string;
  views: number;
  likes: number;
  collects: number;
  published_at: number | null;
  updated_at: number;
  nickname: string;
  avatar: string | null;
  author_title: string | null;
};

const FROM = `FROM articles a JOIN users u ON u.id = a.author_id`;
const SELECT = `SELECT a.*, u.nickname, u.avatar, u.title AS author_title ${FROM}`;
/** Lists read only what a summary shows: the HTML body is most of a row's bytes. */
const SUMMARY_COLUMNS = [
  'id',
  'title',
  'summary',
  'category',
  'tags',
  'author_id',
  'source',
  'status',
  'doc_number',
  'has_cover',
  'views',
  'likes',
  'collects',
  'published_at',
  'updated_at',
]
  .map((c) => `a.${c}`)
  .join(', ');
const SELECT_SUMMARY = `SELECT ${SUMMARY_COLUMNS}, u.nickname, u.avatar, u.title AS author_title ${FROM}`;
type SummaryRow = Omit<
  ArticleRow,
  'content' | 'attachments' | 'preview_token' | 'doc_issuer' | 'doc_year' | 'doc_seq'
>;
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

// Built once: zod schemas are costly to construct per request.
const tagsSchema = z.array(z.string()).catch([]);
const attachmentsSchema = z.array(z.object({ name: z.string(), file: z.string() })).catch([]);
const parseTags = (json: string): string[] => tagsSchema.parse(JSON.parse(json));
const attachmentsOf = (json: string): { name: string; file: string }[] =>
  attachmentsSchema.parse(JSON.parse(json));
/** LIKE pattern of a user's keyword: % and _ are literal. */
const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const compact = (s: string): string => s.replace(/\s+/g, '');

function toSummary(req: FastifyRequest, row: SummaryRow): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    category: row.category,
    categoryName: ARTICLE_CATEGORIES[row.category],
    tags: parseTags(row.tags),
    author: {
      id: row.author_id,
      nickname: row.nickname,
      avatar: publicUrl(req, row.avatar),
      title: row.author_title ?? '',
    },
    docNumber: row.doc_number,
    cover: row.has_cover ? publicUrl(req, `/media/article-cover/${row.id}.svg`) : '',
    publishedAt: row.published_at ?? row.updated_at,
    views: row.views,
    likes: row.likes,
    collects: row.collects,
    source: row.source,
  };
}

function toDetail(
  db: Db,
  req: FastifyRequest,
  row: ArticleRow,
  viewer: SessionUser | null,
): ArticleDetail {
  const has = (table: 'article_likes' | 'article_collects'): boolean =>
    viewer !== null &&
    db
      .prepare(`SELECT 1 FROM ${table} WHERE article_id = ? AND user_id = ?`)
      .get(row.id, viewer.id) !== undefined;
  return {
    ...toSummary(req, row),
    content: row.content,
    attachments: attachmentsOf(row.attachments).flatMap((a) => {
      const sample = findPdfSample(a.file);
      return sample ? [{ name: a.name, url: publicUrl(req, `/files/pdf/${sample.name}`) }] : [];
    }),
    liked: has('article_likes'),
    collected: has('article_collects'),
    share: { shareTitle: row.title, shareSubtitle: row.summary.slice(0, 60) },
    status: row.status,
    updatedAt: row.updated_at,
  };
}

/** A published article (of `source` when given), or the 404 of spec §8. */
function published(db: Db, id: number, source?: ArticleRow['source']): ArticleRow {
  const row = db
    .prepare<[number], ArticleRow>(`${SELECT} WHERE a.id = ? AND a.status = 'published'`)
    .get(id);
  if (!row || (source && row.source !== source)) throw notFound(ARTICLE_NOT_FOUND_MSG);
  return row;
}

/**
 * One page of article summaries. Cached until the next write: lists are what every visitor loads
 * first, and their rows change only when someone writes. The key holds the origin because
 * summaries carry absolute media URLs.
 */
/** A published article as its reader sees it: the read is counted, and shows in the answer. */
function readArticle(db: Db, req: FastifyRequest, viewer: SessionUser | null, id: number, source?: ArticleRow['source']): ArticleDetail {
  const row = published(db, id, source);
  db.prepare('UPDATE articles SET views = views + 1 WHERE id = ?').run(row.id);
  return toDetail(db, req, { ...row, views: row.views + 1 }, viewer);
}

/** Counts a read of a published article and answers its new view count; 404 (nothing counted) otherwise. */
function countView(db: Db, id: number): number {
  const row = db.prepare<[number], { views: number }>("UPDATE articles SET views = views + 1 WHERE id = ? AND status = 'published' RETURNING views").get(id);
  if (!row) throw notFound(ARTICLE_NOT_FOUND_MSG);
  return row.views;
}

function page(
  db: Db,
  cache: ReadCache,
  req: FastifyRequest,
  where: string,
  args: (string | number)[],
  p: { page: number; size: number },
) {
  const key = JSON.stringify([requestOrigin(req), where, args, p.page, p.size]);
  return cache.get(key, () => uncachedPage(db, req, where, args, p));
}

function uncachedPage(
  db: Db,
  req: FastifyRequest,
  where: string,
  args: (string | number)[],
  p: { page: number; size: number },
) {
  const total =
    db
      .prepare<(string | number)[], { n: number }>(
        `SELECT COUNT(*) AS n FROM articles a WHERE ${where}`,
      )
      .get(...args)?.n ?? 0;
  const rows = db
    .prepare<(string | number)[], SummaryRow>(
      `${SELECT_SUMMARY} WHERE ${where} ORDER BY a.published_at DESC, a.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, p.size, (p.page - 1) * p.size);
  return { list: rows.map((r) => toSummary(req, r)), total, page: p.page, size: p.size };
}

const keywordWhere = `(a.title LIKE ? ESCAPE '\\' OR a.summary LIKE ? ESCAPE '\\' OR a.tags LIKE ? ESCAPE '\\' OR a.doc_number LIKE ? ESCAPE '\\' OR REPLACE(a.doc_number, ' ', '') LIKE ? ESCAPE '\\')`;
const keywordArgs = (k: string): string[] => [
  likePattern(k),
  likePattern(k),
  likePattern(k),
  likePattern(k),
  likePattern(compact(k)),
];

/** Resolves one document number found in a text to the article that carries it (see the contract). */
function resolveDocNumber(db: Db, ref: DocNumberRef): DocNumberMatch {
  const candidates = db
    .prepare<
      [number, number | null],
      { id: number; title: string; doc_number: string; doc_issuer: string }
    >(
      // IS: a number without a year (国务院令第691号) matches only a stored null year.
      `SELECT id, title, doc_number, doc_issuer FROM articles
       WHERE status = 'published' AND doc_number IS NOT NULL AND doc_seq = ? AND doc_year IS ?`,
    )
    .all(ref.seq, ref.year);
  const found = compact(ref.issuer);
  // The longest issuer that ends the found text: 财政部税务总局公告 beats 税务总局公告 for the same number.
  const best = candidates
    .filter((c) => c.doc_issuer.length > 0 && found.endsWith(compact(c.doc_issuer)))
    .sort((a, b) => b.doc_issuer.length - a.doc_issuer.length || a.id - b.id)[0];
  return best
    ? { text: ref.text, articleId: best.id, docNumber: best.doc_number, title: best.title }
    : { text: ref.text, articleId: null, docNumber: null, title: null };
}

const pdfParams = z.object({
  name: z.string().regex(/^[a-z0-9-]{1,60}\.pdf$/, '文件名格式不正确'),
});
const coverParams = z
  .object({ file: z.string().regex(/^\d{1,9}\.svg$/, '文件名须为 编号.svg') })
  .transform((p) => ({ id: Number.parseInt(p.file, 10) }));

/** Articles of spec §2: lists, details of every variant, preview, personal, likes, document numbers, viewers' files. */
export function articleRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const tags = ['articles'];
  // Generated once per server instance on first request (pdf-lib is async and takes a few ms each).
  const pdfCache = new Map<string, Promise<Uint8Array>>();
  const listCache = createReadCache(ctx.db);
  const detailAnswers = createViewCountedAnswers(ctx.db);

  defineRoute(
    app,
    articleListEndpoint, { summary: '文章列表（分页、分类、关键词）', tags, auth: 'none' },
    ({ query, req }) => {
      const where = ["a.status = 'published'", "a.source = 'editorial'"];
      const args: (string | number)[] = [];
      if (query.category) {
        where.push('a.category = ?');
        args.push(query.category);
      }
      if (query.keyword) {
        where.push(keywordWhere);
        args.push(...keywordArgs(query.keyword));
      }
      return page(ctx.db, listCache, req, where.join(' AND '), args, query);
    },
  );

  defineRoute(
    app,
    articleHotWordsEndpoint, { summary: '热门搜索词', tags, auth: 'none' },
    () => HOT_WORDS,
  );

  defineRoute(
    app,
    articleWordEndpoint, { summary: '关键词文章', tags, auth: 'none' },
    ({ query, req }) => ({
      keyword: query.keyword,
      ...page(
        ctx.db,
        listCache,
        req,
        `a.status = 'published' AND ${keywordWhere}`,
        keywordArgs(query.keyword),
        query,
      ),
    }),
  );

  defineRoute(
    app,
    articleDetailEndpoint,
    { summary: '文章详情', tags, auth: 'optional' },
    ({ params, req, user, reply }) =>
      // Anonymous reads (most landings) are alike: served from a cache the view count does not empty.
      user
        ? readArticle(ctx.db, req, user, params.id)
        : sendSerialized(
            reply,
            detailAnswers.serve(
              `${requestOrigin(req)} ${params.id}`,
              () => countView(ctx.db, params.id),
              (views) => toDetail(ctx.db, req, { ...published(ctx.db, params.id), views }, null),
              (data) => checkResponse(app, { method: articleDetailEndpoint.method, url: articleDetailEndpoint.path, response: articleDetailEndpoint.response }, data),
            ),
          ),
  );

  defineRoute(
    app,
    articleShareEndpoint, { summary: '分享落地页文章', tags, auth: 'none' },
    ({ params, req }) => readArticle(ctx.db, req, null, params.id),
  );

  defineRoute(
    app,
    articlePersonalEndpoint, { summary: '个人文章详情（会员发布的文章）', tags, auth: 'optional' },
    ({ params, req, user }) => readArticle(ctx.db, req, user, params.id, 'personal'),
  );

  defineRoute(
    app,
    articlePersonalListEndpoint, { summary: '个人已发布文章（不带 userId 为本人）', tags, auth: 'optional' },
    ({ query, req }) => {
      const userId = query.userId ?? requireUser(req).id;
      return page(
        ctx.db,
        listCache,
        req,
        "a.status = 'published' AND a.source = 'personal' AND a.author_id = ?",
        [userId],
        query,
      );
    },
  );

  defineRoute(
    app,
    articleDraftsEndpoint, { summary: '我的草稿（含预览令牌）', tags, auth: 'required' },
    ({ user }) =>
      ctx.db
        .prepare<
          [number],
          { id: number; title: string; summary: string; updated_at: number; preview_token: string }
        >(
          "SELECT id, title, summary, updated_at, preview_token FROM articles WHERE author_id = ? AND status = 'draft' ORDER BY updated_at DESC",
        )
        .all(user.id)
        .map((r) => ({
          id: r.id,
          title: r.title,
          summary: r.summary,
          updatedAt: r.updated_at,
          previewToken: r.preview_token,
        })),
  );

  defineRoute(
    app,
    articlePreviewEndpoint, { summary: '文章预览（token 或作者本人 id）', tags, auth: 'optional' },
    ({ query, req, user }) => {
      let row: ArticleRow | undefined;
      if (query.token !== undefined) {
        row = ctx.db
          .prepare<[string], ArticleRow>(`${SELECT} WHERE a.preview_token = ?`)
          .get(query.token);
      } else if (query.id !== undefined) {
        const me = user ?? requireUser(req);
        row = ctx.db
          .prepare<[number, number], ArticleRow>(`${SELECT} WHERE a.id = ? AND a.author_id = ?`)
          .get(query.id, me.id);
      }
      if (!row) throw notFound(ARTICLE_NOT_FOUND_MSG);
      return toDetail(ctx.db, req, row, user);
    },
  );

  for (const [kind, endpoint] of [['like', articleLikeEndpoint], ['collect', articleCollectEndpoint]] as const) {
    const table = kind === 'like' ? 'article_likes' : 'article_collects';
    const column = kind === 'like' ? 'likes' : 'collects';
    defineRoute(
      app,
      endpoint,
      { summary: kind === 'like' ? '点赞/取消点赞' : '收藏/取消收藏', tags, auth: 'required' },
      ({ params, user }) => {
        const row = published(ctx.db, params.id);
        return ctx.db.transaction(() => {
          const had =
            ctx.db
              .prepare(`DELETE FROM ${table} WHERE article_id = ? AND user_id = ?`)
              .run(row.id, user.id).changes > 0;
          if (!had)
            ctx.db
              .prepare(`INSERT INTO ${table} (article_id, user_id, created_at) VALUES (?, ?, ?)`)
              .run(row.id, user.id, ctx.now());
          ctx.db
            .prepare(`UPDATE articles SET ${column} = MAX(0, ${column} + ?) WHERE id = ?`)
            .run(had ? -1 : 1, row.id);
          const count =
            ctx.db
              .prepare<[number], { n: number }>(`SELECT ${column} AS n FROM articles WHERE id = ?`)
              .get(row.id)?.n ?? 0;
          return { active: !had, count };
        })();
      },
    );
  }

  defineRoute(
    app,
    articleDocNumberResolveEndpoint, { summary: '正文文号解析为文章', tags, auth: 'none' },
    ({ body }) => body.items.map((item) => resolveDocNumber(ctx.db, item)),
  );

  defineRoute(
    app,
    articleDocNumberEndpoint, { summary: '按文号查文章', tags, auth: 'none' },
    ({ query }) => {
      const row = ctx.db
        .prepare<[string], { id: number; doc_number: string; title: string }>(
          "SELECT id, doc_number, title FROM articles WHERE status = 'published' AND REPLACE(doc_number, ' ', '') = ? ORDER BY id LIMIT 1",
        )
        .get(compact(query.docNumber));
      if (!row) throw notFound(DOC_NUMBER_NOT_FOUND_MSG);
      return { articleId: row.id, docNumber: row.doc_number, title: row.title };
    },
  );

  defineRoute(
    app,
    docsPdfListEndpoint, { summary: '示例 PDF 文件', tags, auth: 'none' },
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
    documentEndpoint, { summary: '文档（HTML 或 PDF）', tags, auth: 'none' },
    ({ params, req }) => {
      const row = ctx.db
        .prepare<
          [number],
          {
            id: number;
            title: string;
            kind: 'html' | 'pdf';
            html: string;
            pdf_file: string | null;
            updated_at: number;
          }
        >('SELECT * FROM documents WHERE id = ?')
        .get(params.id);
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
    const row = ctx.db
      .prepare<[number], { title: string; category: ArticleCategory }>(
        'SELECT title, category FROM articles WHERE id = ?',
      )
      .get(id);
    if (!row) throw notFound('封面不存在');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('image/svg+xml')
      .send(coverSvg(id, row.title, ARTICLE_CATEGORIES[row.category]));
  });
}
