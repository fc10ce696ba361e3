import { ARTICLE_CATEGORIES } from '../../../renderer/src/contracts/api/article';
import {
  CONTRIBUTION_STATUS_TEXT,
  REVISION_STATUS_TEXT,
} from '../../../renderer/src/contracts/api/contribute';
import {
  WORK_LIMITS,
  WORK_MESSAGES,
  reprintProblem,
} from '../../../renderer/src/contracts/api/contribute-fields';
import type { Db } from '../db/types';
import {
  contributionQueries,
  type ContributionRow,
  type RevisionRow,
  type WorkFields,
} from '../queries/contribute';
import { materialQueries, type MaterialRow } from '../queries/materials';
import { badRequest, conflict, notFound } from './envelope';
import { workArticleOf, type WorkArticle } from './contribute-article';

export type { ContributionRow, RevisionRow };
/** A personal article's row. */
export type ArticleRow = MaterialRow;

const categoryName = (c: string): string => (ARTICLE_CATEGORIES as Record<string, string>)[c] ?? c;
const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const summarize = (summary: string | undefined, html: string): string =>
  summary || Array.from(textOf(html)).slice(0, 80).join('');
/** The cover the writer picked, else the body's first image (the editor's default), else none. */
const coverOf = (cover: string | undefined, html: string): string | null =>
  cover || (/<img[^>]+src="([^"]+)"/i.exec(html)?.[1] ?? null);

export const revisionOf = (db: Db, id: number): RevisionRow | undefined =>
  contributionQueries(db).revision(id);

/** The contest a work entered, else the one it is meant for (its editor was opened from /essay). */
function contestOfWork(db: Db, c: ContributionRow) {
  const q = contributionQueries(db);
  const entered = q.enteredContest(c.id);
  if (entered) return { ...entered, entered: true };
  if (c.contest_id === null) return null;
  const meant = q.contest(c.contest_id);
  return meant ? { ...meant, entered: false } : null;
}

/** A contribution as the contract shows it; `withRevision` is false for readers (the 修改稿 is the writer's). */
export const contributionOf = (db: Db, c: ContributionRow, withRevision = true) => ({
  ...contributionFields(c),
  ...publicCounts(c, workArticleOf(db, c.id)),
  revision: withRevision ? revisionStateOf(revisionOf(db, c.id)) : null,
  contest: contestOfWork(db, c),
});

/**
 * Reads and likes of a work: its public article's (readers like the article), plus the reads of the
 * work's own page; the article's id while readers can open it.
 */
const publicCounts = (c: ContributionRow, a: WorkArticle | undefined) => ({
  views: c.views + (a?.views ?? 0),
  likes: a?.likes ?? 0,
  articleId: a?.status === 'published' ? a.id : null,
});

const revisionStateOf = (r: RevisionRow | undefined) =>
  r
    ? {
        status: r.status,
        statusText: REVISION_STATUS_TEXT[r.status] ?? '修改稿未提交',
        rejectReason: r.reject_reason,
        submittedAt: r.submitted_at,
        updatedAt: r.updated_at,
      }
    : null;

/** The revision as the editor opens it. */
export const revisionWorkOf = (r: RevisionRow | undefined) =>
  r
    ? {
        title: r.title,
        summary: r.summary,
        category: r.category,
        cover: r.cover,
        tags: JSON.parse(r.tags) as string[],
        original: r.original === 1,
        sourceUrl: r.source_url,
        contentHtml: r.content,
      }
    : null;

const contributionFields = (c: ContributionRow) => ({
  id: c.id,
  title: c.title,
  summary: c.summary,
  category: c.category,
  categoryName: categoryName(c.category),
  cover: c.cover,
  status: c.status,
  statusText: CONTRIBUTION_STATUS_TEXT[c.status] ?? '草稿',
  rejectReason: c.reject_reason,
  wordCount: Array.from(textOf(c.content)).length,
  createdAt: c.created_at,
  updatedAt: c.updated_at,
  submittedAt: c.submitted_at,
  tags: JSON.parse(c.tags) as string[],
  original: c.original === 1,
  sourceUrl: c.source_url,
  version: c.version,
  // Rows seeded before the column existed: published when they were last submitted.
  publishedAt:
    c.published_at ?? (c.status === 2 || c.status === 4 ? (c.submitted_at ?? c.updated_at) : null),
});

/** A personal article as the contract shows it. */
export const materialOf = (a: ArticleRow) => ({
  id: a.id,
  title: a.title,
  summary: a.summary,
  category: a.category,
  categoryName: categoryName(a.category),
  tags: JSON.parse(a.tags) as string[],
  status: a.status,
  views: a.views,
  likes: a.likes,
  previewToken: a.preview_token,
  publishedAt: a.published_at,
  updatedAt: a.updated_at,
  cover: a.cover_url,
  original: a.original === 1,
  sourceUrl: a.source_url,
  version: a.version,
  contributionId: a.contribution_id,
});

export function myContribution(db: Db, id: number, userId: number): ContributionRow {
  const c = contributionQueries(db).mine(id, userId);
  if (!c) throw notFound('投稿不存在');
  return c;
}

export function myArticle(db: Db, id: number, userId: number): ArticleRow {
  const a = materialQueries(db).mine(id, userId);
  if (!a) throw notFound('文章不存在');
  return a;
}

export type Common = {
  tags?: string[];
  original?: boolean;
  sourceUrl?: string;
  baseVersion?: number;
};

/** What a work needs before it goes to readers or editors (drafts may still be incomplete). */
export function checkForRelease(body: Common): void {
  const tags = body.tags ?? [];
  if (tags.length < WORK_LIMITS.tagsMin || tags.length > WORK_LIMITS.tagsMax)
    throw badRequest(WORK_MESSAGES.tags);
  const reprint = reprintProblem(body);
  if (reprint) throw badRequest(reprint);
}

/** A save from a stale copy would silently drop what was saved since: refuse it instead. */
export function checkVersion(body: Common, version: number): void {
  if (body.baseVersion !== undefined && body.baseVersion !== version)
    throw conflict(WORK_MESSAGES.conflict);
}

/** A work's text as a save stores it: summary and cover derived from the body when left out. */
export const fieldsOf = (
  body: Common & {
    title: string;
    category: string;
    summary?: string;
    contentHtml: string;
    cover?: string;
  },
): WorkFields => ({
  title: body.title,
  category: body.category,
  content: body.contentHtml,
  summary: summarize(body.summary, body.contentHtml),
  cover: coverOf(body.cover, body.contentHtml),
  tags: JSON.stringify(body.tags ?? []),
  original: body.original === false ? 0 : 1,
  // A source is kept only for a reprint: an original work has none.
  sourceUrl: body.original === false ? (body.sourceUrl ?? '').trim() || null : null,
});
