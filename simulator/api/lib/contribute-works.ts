import { randomBytes } from 'node:crypto';
import { ARTICLE_CATEGORIES } from '../../../renderer/src/contracts/api/article';
import {
  CONTRIBUTION_ACCEPT_POINTS,
  CONTRIBUTION_STATUS_TEXT,
  REVISION_STATUS_TEXT,
  type ContributionSaveBody,
  type MaterialSaveBody,
} from '../../../renderer/src/contracts/api/contribute';
import {
  WORK_LIMITS,
  WORK_MESSAGES,
  reprintProblem,
} from '../../../renderer/src/contracts/api/contribute-fields';
import type { Db } from '../db/types';
import { badRequest, conflict, notFound } from './envelope';
import { changePoints } from './points-ledger';
import { enterEssayContest } from './essay-entry';
import { syncWorkArticle, workArticleOf, type WorkArticle } from './contribute-article';

/** A row of `contributions`. */
export type ContributionRow = {
  id: number;
  user_id: number;
  title: string;
  summary: string;
  category: string;
  cover: string | null;
  content: string;
  status: number;
  reject_reason: string | null;
  views: number;
  created_at: number;
  updated_at: number;
  submitted_at: number | null;
  tags: string;
  original: number;
  source_url: string | null;
  version: number;
  submit_key: string | null;
  published_at: number | null;
  contest_id: number | null;
};
/** A row of `contribution_revisions`: the 修改稿 of a published contribution. */
export type RevisionRow = {
  contribution_id: number;
  title: string;
  summary: string;
  category: string;
  cover: string | null;
  content: string;
  tags: string;
  original: number;
  source_url: string | null;
  status: number;
  reject_reason: string | null;
  submitted_at: number | null;
  updated_at: number;
};
/** A personal article's row of `articles`. */
export type ArticleRow = {
  id: number;
  title: string;
  summary: string;
  content: string;
  category: string;
  tags: string;
  status: 'draft' | 'published';
  views: number;
  likes: number;
  preview_token: string;
  published_at: number | null;
  updated_at: number;
  cover_url: string | null;
  original: number;
  source_url: string | null;
  version: number;
  submit_key: string | null;
  /** Set on a published contribution's public article (edited through the contribution, not /material). */
  contribution_id: number | null;
};

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
  db
    .prepare<[number], RevisionRow>(
      'SELECT * FROM contribution_revisions WHERE contribution_id = ?',
    )
    .get(id);

/** The contest a work entered, else the one it is meant for (its editor was opened from /essay). */
function contestOfWork(db: Db, c: ContributionRow) {
  const entered = db
    .prepare<[number], { id: number; title: string }>(
      'SELECT k.id, k.title FROM essay_entries e JOIN essay_contests k ON k.id = e.contest_id WHERE e.contribution_id = ?',
    )
    .get(c.id);
  if (entered) return { ...entered, entered: true };
  if (c.contest_id === null) return null;
  const meant = db
    .prepare<[number], { id: number; title: string }>(
      'SELECT id, title FROM essay_contests WHERE id = ?',
    )
    .get(c.contest_id);
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
  const c = db
    .prepare<[number, number], ContributionRow>(
      'SELECT * FROM contributions WHERE id = ? AND user_id = ?',
    )
    .get(id, userId);
  if (!c) throw notFound('投稿不存在');
  return c;
}

export function myArticle(db: Db, id: number, userId: number): ArticleRow {
  const a = db
    .prepare<[number, number], ArticleRow>(
      "SELECT * FROM articles WHERE id = ? AND author_id = ? AND source = 'personal' AND contribution_id IS NULL",
    )
    .get(id, userId);
  if (!a) throw notFound('文章不存在');
  return a;
}

type Common = { tags?: string[]; original?: boolean; sourceUrl?: string; baseVersion?: number };

/** What a work needs before it goes to readers or editors (drafts may still be incomplete). */
function checkForRelease(body: Common): void {
  const tags = body.tags ?? [];
  if (tags.length < WORK_LIMITS.tagsMin || tags.length > WORK_LIMITS.tagsMax)
    throw badRequest(WORK_MESSAGES.tags);
  const reprint = reprintProblem(body);
  if (reprint) throw badRequest(reprint);
}

/** A save from a stale copy would silently drop what was saved since: refuse it instead. */
function checkVersion(body: Common, version: number): void {
  if (body.baseVersion !== undefined && body.baseVersion !== version)
    throw conflict(WORK_MESSAGES.conflict);
}

const fieldsOf = (body: Common & { summary?: string; contentHtml: string; cover?: string }) => ({
  summary: summarize(body.summary, body.contentHtml),
  cover: coverOf(body.cover, body.contentHtml),
  tags: JSON.stringify(body.tags ?? []),
  original: body.original === false ? 0 : 1,
  // A source is kept only for a reprint: an original work has none.
  sourceUrl: body.original === false ? (body.sourceUrl ?? '').trim() || null : null,
});

/**
 * Saves a contribution (a draft, or submitted for review when `submit`). A submit carrying a
 * `clientKey` already used on this work answers the work as it is: retried or double-sent, it
 * counts once. A published work is not changed: the save goes to its revision (修改稿), which is
 * reviewed on its own while readers keep the published version. A work opened from the essay
 * contest (`contestId`) enters it when submitted, in the same transaction (a closed or full contest
 * refuses the submit with its reason).
 */
export function saveContribution(
  db: Db,
  userId: number,
  now: number,
  body: ContributionSaveBody & { submit: boolean },
) {
  return db.transaction(() => {
    if (body.submit && body.clientKey) {
      const earlier = db
        .prepare<[number, string], ContributionRow>(
          'SELECT * FROM contributions WHERE user_id = ? AND submit_key = ?',
        )
        .get(userId, body.clientKey);
      if (earlier && (body.id === undefined || earlier.id === body.id))
        return contributionOf(db, earlier);
    }
    if (body.submit) {
      checkForRelease(body);
      if (body.agreed !== true) throw badRequest(WORK_MESSAGES.agreement);
    }
    const f = fieldsOf(body);
    const status = body.submit ? 1 : 0;
    const key = body.submit ? (body.clientKey ?? null) : null;
    const contestId = body.contestId ?? null;
    let id = body.id;
    if (id !== undefined) {
      const c = myContribution(db, id, userId);
      if (c.status === 1) throw conflict('投稿审核中，暂不能修改');
      checkVersion(body, c.version);
      if (c.status === 2) {
        saveRevision(db, c, body, f, now);
        db.prepare(
          'UPDATE contributions SET version = version + 1, submit_key = COALESCE(?, submit_key) WHERE id = ?',
        ).run(key, c.id);
        return contributionOf(db, myContribution(db, c.id, userId));
      }
      // Saving a draft of a rejected or offline work keeps its status (and the editors' reason) until it is resubmitted.
      const next = body.submit ? 1 : c.status === 3 || c.status === 4 ? c.status : 0;
      db.prepare(
        'UPDATE contributions SET title = ?, summary = ?, category = ?, cover = ?, content = ?, tags = ?, original = ?, source_url = ?, status = ?, reject_reason = ?, updated_at = ?, submitted_at = ?, submit_key = ?, contest_id = ?, version = version + 1 WHERE id = ?',
      ).run(
        body.title,
        f.summary,
        body.category,
        f.cover,
        body.contentHtml,
        f.tags,
        f.original,
        f.sourceUrl,
        next,
        body.submit ? null : c.reject_reason,
        now,
        body.submit ? now : c.submitted_at,
        key,
        contestId,
        id,
      );
    } else {
      id = Number(
        db
          .prepare(
            'INSERT INTO contributions (user_id, title, summary, category, cover, content, tags, original, source_url, status, created_at, updated_at, submitted_at, submit_key, contest_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(
            userId,
            body.title,
            f.summary,
            body.category,
            f.cover,
            body.contentHtml,
            f.tags,
            f.original,
            f.sourceUrl,
            status,
            now,
            now,
            body.submit ? now : null,
            key,
            contestId,
          ).lastInsertRowid,
      );
    }
    if (body.submit && contestId !== null)
      enterEssayContest(db, { userId, contributionId: id, contestId, now });
    return contributionOf(db, myContribution(db, id, userId));
  })();
}

/** Writes the revision of a published work: a draft keeps a rejected revision's reason until it is resubmitted. */
function saveRevision(
  db: Db,
  c: ContributionRow,
  body: ContributionSaveBody & { submit: boolean },
  f: ReturnType<typeof fieldsOf>,
  now: number,
): void {
  const r = revisionOf(db, c.id);
  if (r?.status === 1) throw conflict('修改稿审核中，暂不能修改');
  const status = body.submit ? 1 : r?.status === 3 ? 3 : 0;
  db.prepare(
    `INSERT INTO contribution_revisions (contribution_id, title, summary, category, cover, content, tags, original, source_url, status, reject_reason, submitted_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (contribution_id) DO UPDATE SET title = excluded.title, summary = excluded.summary, category = excluded.category, cover = excluded.cover,
       content = excluded.content, tags = excluded.tags, original = excluded.original, source_url = excluded.source_url, status = excluded.status,
       reject_reason = excluded.reject_reason, submitted_at = excluded.submitted_at, updated_at = excluded.updated_at`,
  ).run(
    c.id,
    body.title,
    f.summary,
    body.category,
    f.cover,
    body.contentHtml,
    f.tags,
    f.original,
    f.sourceUrl,
    status,
    body.submit ? null : (r?.reject_reason ?? null),
    body.submit ? now : (r?.submitted_at ?? null),
    now,
  );
}

/**
 * The editors' decision on what waits for them: a work under review is published (first publication
 * date kept) or rejected; a revision under review replaces the published version or is rejected
 * while that version stays online.
 */
export function reviewContribution(
  db: Db,
  id: number,
  approve: boolean,
  reason: string,
  now: number,
) {
  return db.transaction(() => {
    const c = db
      .prepare<[number], ContributionRow>('SELECT * FROM contributions WHERE id = ?')
      .get(id);
    const r = c ? revisionOf(db, c.id) : undefined;
    if (c && c.status === 1) {
      db.prepare(
        'UPDATE contributions SET status = ?, reject_reason = ?, updated_at = ?, published_at = CASE WHEN ? THEN COALESCE(published_at, ?) ELSE published_at END WHERE id = ?',
      ).run(approve ? 2 : 3, approve ? null : reason, now, approve ? 1 : 0, now, c.id);
      // 作品录用得积分: once, when readers first see the work (a work taken offline and approved again earns nothing more).
      if (approve && c.published_at === null)
        changePoints(db, c.user_id, CONTRIBUTION_ACCEPT_POINTS, `投稿录用《${c.title}》`, now);
      if (approve) syncWorkArticle(db, c.id, now);
    } else if (c && c.status === 2 && r?.status === 1) {
      if (approve) {
        db.prepare(
          'UPDATE contributions SET title = ?, summary = ?, category = ?, cover = ?, content = ?, tags = ?, original = ?, source_url = ?, updated_at = ?, version = version + 1 WHERE id = ?',
        ).run(
          r.title,
          r.summary,
          r.category,
          r.cover,
          r.content,
          r.tags,
          r.original,
          r.source_url,
          now,
          c.id,
        );
        db.prepare('DELETE FROM contribution_revisions WHERE contribution_id = ?').run(c.id);
        syncWorkArticle(db, c.id, now);
      } else {
        db.prepare(
          'UPDATE contribution_revisions SET status = 3, reject_reason = ?, updated_at = ? WHERE contribution_id = ?',
        ).run(reason, now, c.id);
      }
    } else {
      throw notFound('没有待审核的该投稿');
    }
    return contributionOf(db, myContribution(db, c.id, c.user_id));
  })();
}

/** Saves a personal article (a draft, or published at once when `publish`), with the same guards. */
export function saveMaterial(
  db: Db,
  userId: number,
  now: number,
  body: MaterialSaveBody & { publish: boolean },
) {
  return db.transaction(() => {
    if (body.publish && body.clientKey) {
      const earlier = db
        .prepare<[number, string], ArticleRow>(
          "SELECT * FROM articles WHERE author_id = ? AND source = 'personal' AND submit_key = ?",
        )
        .get(userId, body.clientKey);
      if (earlier && (body.id === undefined || earlier.id === body.id))
        return { ...materialOf(earlier), contentHtml: earlier.content };
    }
    if (body.publish) checkForRelease(body);
    const f = fieldsOf(body);
    const status = body.publish ? 'published' : 'draft';
    const key = body.publish ? (body.clientKey ?? null) : null;
    let id = body.id;
    if (id !== undefined) {
      const a = myArticle(db, id, userId);
      checkVersion(body, a.version);
      db.prepare(
        'UPDATE articles SET title = ?, summary = ?, content = ?, category = ?, tags = ?, cover_url = ?, original = ?, source_url = ?, status = ?, published_at = ?, updated_at = ?, submit_key = ?, version = version + 1 WHERE id = ?',
      ).run(
        body.title,
        f.summary,
        body.contentHtml,
        body.category,
        f.tags,
        f.cover,
        f.original,
        f.sourceUrl,
        status,
        body.publish ? (a.published_at ?? now) : null,
        now,
        key,
        id,
      );
    } else {
      id = Number(
        db
          .prepare(
            "INSERT INTO articles (title, summary, content, category, tags, cover_url, original, source_url, author_id, source, status, preview_token, published_at, updated_at, submit_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'personal', ?, ?, ?, ?, ?)",
          )
          .run(
            body.title,
            f.summary,
            body.contentHtml,
            body.category,
            f.tags,
            f.cover,
            f.original,
            f.sourceUrl,
            userId,
            status,
            randomBytes(12).toString('hex'),
            body.publish ? now : null,
            now,
            key,
          ).lastInsertRowid,
      );
    }
    const a = myArticle(db, id, userId);
    return { ...materialOf(a), contentHtml: a.content };
  })();
}
