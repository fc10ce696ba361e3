import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_NOT_FOUND_MSG,
  type ArticleDetail,
  type ArticleSummary,
  type DocNumberMatch,
  type DocNumberRef,
} from '../../../renderer/src/contracts/api/article';
import type { Db } from '../db/types';
import { findPdfSample } from '../fixtures/pdf-samples';
import {
  articleQueries,
  compact,
  type ArticleFilter,
  type ArticleRow,
  type SummaryRow,
} from '../queries/articles';
import type { SessionUser } from './auth';
import { notFound } from './envelope';
import type { ReadCache } from './read-cache';
import { publicUrl, requestOrigin } from './urls';

/** Articles as the app sees them (docs/product.md「文章」): rows mapped to the contract's shapes. */

// Built once: zod schemas are costly to construct per request.
const tagsSchema = z.array(z.string()).catch([]);
const attachmentsSchema = z.array(z.object({ name: z.string(), file: z.string() })).catch([]);
const parseTags = (json: string): string[] => tagsSchema.parse(JSON.parse(json));
const attachmentsOf = (json: string): { name: string; file: string }[] =>
  attachmentsSchema.parse(JSON.parse(json));

export function toSummary(req: FastifyRequest, row: SummaryRow): ArticleSummary {
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
    cover: row.has_cover ? publicUrl(req, `/media/article-cover/${row.id}.png`) : '',
    publishedAt: row.published_at ?? row.updated_at,
    views: row.views,
    likes: row.likes,
    collects: row.collects,
    source: row.source,
  };
}

export function toDetail(
  db: Db,
  req: FastifyRequest,
  row: ArticleRow,
  viewer: SessionUser | null,
): ArticleDetail {
  const q = articleQueries(db);
  return {
    ...toSummary(req, row),
    content: row.content,
    attachments: attachmentsOf(row.attachments).flatMap((a) => {
      const sample = findPdfSample(a.file);
      return sample ? [{ name: a.name, url: publicUrl(req, `/files/pdf/${sample.name}`) }] : [];
    }),
    liked: viewer !== null && q.likes.has(row.id, viewer.id),
    collected: viewer !== null && q.collects.has(row.id, viewer.id),
    share: { shareTitle: row.title, shareSubtitle: row.summary.slice(0, 60) },
    status: row.status,
    updatedAt: row.updated_at,
  };
}

/** A published article (of `source` when given), or a 404 (docs/product.md「错误与提示」). */
export function published(db: Db, id: number, source?: ArticleRow['source']): ArticleRow {
  const row = articleQueries(db).published(id);
  if (!row || (source && row.source !== source)) throw notFound(ARTICLE_NOT_FOUND_MSG);
  return row;
}

/** A published article as its reader sees it: the read is counted, and shows in the answer. */
export function readArticle(
  db: Db,
  req: FastifyRequest,
  viewer: SessionUser | null,
  id: number,
  source?: ArticleRow['source'],
): ArticleDetail {
  const row = published(db, id, source);
  articleQueries(db).addView(row.id);
  return toDetail(db, req, { ...row, views: row.views + 1 }, viewer);
}

/** Counts a read of a published article and answers its new view count; 404 (nothing counted) otherwise. */
export function countView(db: Db, id: number): number {
  const views = articleQueries(db).countView(id);
  if (views === undefined) throw notFound(ARTICLE_NOT_FOUND_MSG);
  return views;
}

/**
 * One page of article summaries. Cached until the next write: lists are what every visitor loads
 * first, and their rows change only when someone writes. The key holds the origin because
 * summaries carry absolute media URLs.
 */
export function summaryPage(
  db: Db,
  cache: ReadCache,
  req: FastifyRequest,
  filter: ArticleFilter,
  p: { page: number; size: number },
) {
  const key = JSON.stringify([requestOrigin(req), filter.where, filter.args, p.page, p.size]);
  return cache.get(key, () => {
    const { rows, total } = articleQueries(db).summaries(filter, p);
    return { list: rows.map((r) => toSummary(req, r)), total, page: p.page, size: p.size };
  });
}

/** Resolves one document number found in a text to the article that carries it (see the contract). */
export function resolveDocNumber(db: Db, ref: DocNumberRef): DocNumberMatch {
  const found = compact(ref.issuer);
  // The longest issuer that ends the found text: 财政部税务总局公告 beats 税务总局公告 for the same number.
  const best = articleQueries(db)
    .docCandidates(ref.seq, ref.year)
    .filter((c) => c.doc_issuer.length > 0 && found.endsWith(compact(c.doc_issuer)))
    .sort((a, b) => b.doc_issuer.length - a.doc_issuer.length || a.id - b.id)[0];
  return best
    ? { text: ref.text, articleId: best.id, docNumber: best.doc_number, title: best.title }
    : { text: ref.text, articleId: null, docNumber: null, title: null };
}
