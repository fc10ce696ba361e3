import { defineQueries } from '../db/queries';

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
/** What the writer's works list shows of a work's public article. */
export type WorkArticle = {
  id: number;
  status: 'published' | 'draft';
  views: number;
  likes: number;
};
/** A work's text as the writer saves it (the summary, cover and tags already derived). */
export type WorkFields = {
  title: string;
  summary: string;
  category: string;
  cover: string | null;
  content: string;
  tags: string;
  original: number;
  sourceUrl: string | null;
};
/** What a contribution's save writes besides its text. */
export type ContributionState = {
  status: number;
  rejectReason: string | null;
  submittedAt: number | null;
  submitKey: string | null;
  contestId: number | null;
};
/** What a revision's save writes besides its text. */
export type RevisionState = {
  status: number;
  rejectReason: string | null;
  submittedAt: number | null;
};

const TEXT_COLUMNS =
  'title = ?, summary = ?, category = ?, cover = ?, content = ?, tags = ?, original = ?, source_url = ?';
const textArgs = (f: WorkFields) =>
  [f.title, f.summary, f.category, f.cover, f.content, f.tags, f.original, f.sourceUrl] as const;
/** A revision's text in the order of {@link TEXT_COLUMNS}. */
const revisionText = (r: RevisionRow): WorkFields => ({
  title: r.title,
  summary: r.summary,
  category: r.category,
  cover: r.cover,
  content: r.content,
  tags: r.tags,
  original: r.original,
  sourceUrl: r.source_url,
});

/** Contributions (投稿), their revisions, the contest they entered and their public articles. */
export const contributionQueries = defineQueries((db) => {
  const byId = db.prepare<[number], ContributionRow>('SELECT * FROM contributions WHERE id = ?');
  const mine = db.prepare<[number, number], ContributionRow>(
    'SELECT * FROM contributions WHERE id = ? AND user_id = ?',
  );
  const bySubmitKey = db.prepare<[number, string], ContributionRow>(
    'SELECT * FROM contributions WHERE user_id = ? AND submit_key = ?',
  );
  const count = db.prepare<[number, number | null, number | null], { n: number }>(
    'SELECT COUNT(*) AS n FROM contributions WHERE user_id = ? AND (? IS NULL OR status = ?)',
  );
  const page = db.prepare<[number, number | null, number | null, number, number], ContributionRow>(
    'SELECT * FROM contributions WHERE user_id = ? AND (? IS NULL OR status = ?) ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?',
  );
  const drafts = db.prepare<[number], ContributionRow>(
    'SELECT * FROM contributions WHERE user_id = ? AND status = 0 ORDER BY updated_at DESC, id DESC',
  );
  const countsByStatus = db.prepare<[number], { status: number; n: number }>(
    'SELECT status, COUNT(*) AS n FROM contributions WHERE user_id = ? GROUP BY status',
  );
  const addView = db.prepare<[number]>('UPDATE contributions SET views = views + 1 WHERE id = ?');
  const remove = db.prepare<[number]>('DELETE FROM contributions WHERE id = ?');
  const insert = db.prepare<
    [
      number,
      string,
      string,
      string,
      string | null,
      string,
      string,
      number,
      string | null,
      number,
      number,
      number,
      number | null,
      string | null,
      number | null,
    ]
  >(
    'INSERT INTO contributions (user_id, title, summary, category, cover, content, tags, original, source_url, status, created_at, updated_at, submitted_at, submit_key, contest_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const update = db.prepare<
    [
      string,
      string,
      string,
      string | null,
      string,
      string,
      number,
      string | null,
      number,
      string | null,
      number,
      number | null,
      string | null,
      number | null,
      number,
    ]
  >(
    `UPDATE contributions SET ${TEXT_COLUMNS}, status = ?, reject_reason = ?, updated_at = ?, submitted_at = ?, submit_key = ?, contest_id = ?, version = version + 1 WHERE id = ?`,
  );
  const bumpVersion = db.prepare<[string | null, number]>(
    'UPDATE contributions SET version = version + 1, submit_key = COALESCE(?, submit_key) WHERE id = ?',
  );
  const withdraw = db.prepare<[number, number]>(
    'UPDATE contributions SET status = 0, submitted_at = NULL, updated_at = ? WHERE id = ?',
  );
  const setOffline = db.prepare<[number, number]>(
    'UPDATE contributions SET status = 4, updated_at = ? WHERE id = ?',
  );
  const takeText = db.prepare<
    [string, string, string, string | null, string, string, number, string | null, number]
  >(`UPDATE contributions SET ${TEXT_COLUMNS}, version = version + 1 WHERE id = ?`);
  const takeTextAt = db.prepare<
    [string, string, string, string | null, string, string, number, string | null, number, number]
  >(`UPDATE contributions SET ${TEXT_COLUMNS}, updated_at = ?, version = version + 1 WHERE id = ?`);
  const review = db.prepare<[number, string | null, number, number, number, number]>(
    'UPDATE contributions SET status = ?, reject_reason = ?, updated_at = ?, published_at = CASE WHEN ? THEN COALESCE(published_at, ?) ELSE published_at END WHERE id = ?',
  );

  const revision = db.prepare<[number], RevisionRow>(
    'SELECT * FROM contribution_revisions WHERE contribution_id = ?',
  );
  const saveRevision = db.prepare<
    [
      number,
      string,
      string,
      string,
      string | null,
      string,
      string,
      number,
      string | null,
      number,
      string | null,
      number | null,
      number,
    ]
  >(
    `INSERT INTO contribution_revisions (contribution_id, title, summary, category, cover, content, tags, original, source_url, status, reject_reason, submitted_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (contribution_id) DO UPDATE SET title = excluded.title, summary = excluded.summary, category = excluded.category, cover = excluded.cover,
       content = excluded.content, tags = excluded.tags, original = excluded.original, source_url = excluded.source_url, status = excluded.status,
       reject_reason = excluded.reject_reason, submitted_at = excluded.submitted_at, updated_at = excluded.updated_at`,
  );
  const withdrawRevision = db.prepare<[number, number]>(
    'UPDATE contribution_revisions SET status = 0, submitted_at = NULL, updated_at = ? WHERE contribution_id = ?',
  );
  const rejectRevision = db.prepare<[string, number, number]>(
    'UPDATE contribution_revisions SET status = 3, reject_reason = ?, updated_at = ? WHERE contribution_id = ?',
  );
  const dropRevision = db.prepare<[number]>(
    'DELETE FROM contribution_revisions WHERE contribution_id = ?',
  );

  const enteredContest = db.prepare<[number], { id: number; title: string }>(
    'SELECT k.id, k.title FROM essay_entries e JOIN essay_contests k ON k.id = e.contest_id WHERE e.contribution_id = ?',
  );
  const contest = db.prepare<[number], { id: number; title: string }>(
    'SELECT id, title FROM essay_contests WHERE id = ?',
  );

  return {
    byId: (id: number) => byId.get(id),
    mine: (id: number, userId: number) => mine.get(id, userId),
    bySubmitKey: (userId: number, key: string) => bySubmitKey.get(userId, key),
    /** One page of a writer's works with `status` (all when null), newest change first, and how many. */
    page(
      userId: number,
      status: number | null,
      p: { page: number; size: number },
    ): { rows: ContributionRow[]; total: number } {
      return {
        total: count.get(userId, status, status)?.n ?? 0,
        rows: page.all(userId, status, status, p.size, (p.page - 1) * p.size),
      };
    },
    drafts: (userId: number) => drafts.all(userId),
    countsByStatus: (userId: number) => countsByStatus.all(userId),
    addView: (id: number) => void addView.run(id),
    remove: (id: number) => void remove.run(id),
    insert: (userId: number, f: WorkFields, s: ContributionState, now: number) =>
      Number(
        insert.run(
          userId,
          ...textArgs(f),
          s.status,
          now,
          now,
          s.submittedAt,
          s.submitKey,
          s.contestId,
        ).lastInsertRowid,
      ),
    update: (id: number, f: WorkFields, s: ContributionState, now: number) =>
      void update.run(
        ...textArgs(f),
        s.status,
        s.rejectReason,
        now,
        s.submittedAt,
        s.submitKey,
        s.contestId,
        id,
      ),
    /** A save that went to the revision still moves the work's version (and keeps a submit's key). */
    bumpVersion: (id: number, key: string | null) => void bumpVersion.run(key, id),
    withdraw: (id: number, now: number) => void withdraw.run(now, id),
    setOffline: (id: number, now: number) => void setOffline.run(now, id),
    /** The work takes its revision's text (`now`: and is updated then). */
    takeRevision(id: number, r: RevisionRow, now?: number): void {
      if (now === undefined) takeText.run(...textArgs(revisionText(r)), id);
      else takeTextAt.run(...textArgs(revisionText(r)), now, id);
    },
    /** The editors' decision on a work under review: published (2) or rejected (3) with `reason`. */
    review(id: number, approve: boolean, reason: string, now: number): void {
      review.run(approve ? 2 : 3, approve ? null : reason, now, approve ? 1 : 0, now, id);
    },
    revision: (contributionId: number) => revision.get(contributionId),
    saveRevision: (contributionId: number, f: WorkFields, s: RevisionState, now: number) =>
      void saveRevision.run(
        contributionId,
        ...textArgs(f),
        s.status,
        s.rejectReason,
        s.submittedAt,
        now,
      ),
    withdrawRevision: (contributionId: number, now: number) =>
      void withdrawRevision.run(now, contributionId),
    rejectRevision: (contributionId: number, reason: string, now: number) =>
      void rejectRevision.run(reason, now, contributionId),
    dropRevision: (contributionId: number) => void dropRevision.run(contributionId),
    enteredContest: (contributionId: number) => enteredContest.get(contributionId),
    contest: (id: number) => contest.get(id),
  };
});

/** The public articles of published contributions (lib/contribute-article.ts). */
export const workArticleQueries = defineQueries((db) => {
  const ofWork = db.prepare<[number], WorkArticle>(
    'SELECT id, status, views, likes FROM articles WHERE contribution_id = ?',
  );
  const workStatus = db.prepare<[number], { status: number }>(
    'SELECT status FROM contributions WHERE id = ?',
  );
  const sync = db.prepare<[string, number, number, number]>(
    `UPDATE articles SET (title, summary, content, category, tags, cover_url, original, source_url, status, published_at, updated_at) =
         (SELECT c.title, c.summary, c.content, c.category, c.tags, c.cover, c.original, c.source_url, ?, COALESCE(articles.published_at, c.published_at, ?), ?
          FROM contributions c WHERE c.id = articles.contribution_id)
       WHERE contribution_id = ?`,
  );
  const create = db.prepare<[string, number, number, number]>(
    `INSERT INTO articles (title, summary, content, category, tags, cover_url, original, source_url, author_id, source, status, preview_token, published_at, updated_at, contribution_id)
       SELECT title, summary, content, category, tags, cover, original, source_url, user_id, 'personal', 'published', ?, COALESCE(published_at, ?), ?, id
       FROM contributions WHERE id = ?`,
  );
  const remove = db.prepare<[number]>('DELETE FROM articles WHERE contribution_id = ?');
  return {
    ofWork: (contributionId: number) => ofWork.get(contributionId),
    workStatus: (contributionId: number) => workStatus.get(contributionId)?.status,
    /** Copies the work's text onto its article, shown to readers or hidden as a draft. */
    sync: (contributionId: number, status: 'published' | 'draft', now: number) =>
      void sync.run(status, now, now, contributionId),
    /** Creates the published article of a work from its text. */
    create: (contributionId: number, token: string, now: number) =>
      void create.run(token, now, now, contributionId),
    remove: (contributionId: number) => void remove.run(contributionId),
  };
});
