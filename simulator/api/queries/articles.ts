import type { ArticleCategory } from '../../../renderer/src/contracts/api/article';
import { defineQueries } from '../db/queries';

export type ArticleRow = {
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
/** What a list shows of an article (no body, attachments or preview token). */
export type SummaryRow = Omit<ArticleRow, 'content' | 'attachments' | 'preview_token'>;
export type DraftRow = {
  id: number;
  title: string;
  summary: string;
  updated_at: number;
  preview_token: string;
};
export type DocNumberCandidate = {
  id: number;
  title: string;
  doc_number: string;
  doc_issuer: string;
};
export type DocumentRow = {
  id: number;
  title: string;
  kind: 'html' | 'pdf';
  html: string;
  pdf_file: string | null;
  updated_at: number;
};
/** A SQL condition on `articles a` and its arguments. */
export type ArticleFilter = { where: string; args: (string | number)[] };

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

/** Spaces removed: document numbers are matched without them. */
export const compact = (s: string): string => s.replace(/\s+/g, '');
/** LIKE pattern of a user's keyword: % and _ are literal. */
const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Articles whose title, summary, tags or document number (with or without spaces) contain `keyword`. */
export function keywordFilter(keyword: string): ArticleFilter {
  const k = likePattern(keyword);
  return {
    where: `(a.title LIKE ? ESCAPE '\\' OR a.summary LIKE ? ESCAPE '\\' OR a.tags LIKE ? ESCAPE '\\' OR a.doc_number LIKE ? ESCAPE '\\' OR REPLACE(a.doc_number, ' ', '') LIKE ? ESCAPE '\\')`,
    args: [k, k, k, k, likePattern(compact(keyword))],
  };
}

/** Articles, their likes and collects, document numbers, documents: the content domain's data. */
export const articleQueries = defineQueries((db) => {
  const published = db.prepare<[number], ArticleRow>(
    `${SELECT} WHERE a.id = ? AND a.status = 'published'`,
  );
  const byPreviewToken = db.prepare<[string], ArticleRow>(`${SELECT} WHERE a.preview_token = ?`);
  const ofAuthor = db.prepare<[number, number], ArticleRow>(
    `${SELECT} WHERE a.id = ? AND a.author_id = ?`,
  );
  const addView = db.prepare<[number]>('UPDATE articles SET views = views + 1 WHERE id = ?');
  const countView = db.prepare<[number], { views: number }>(
    "UPDATE articles SET views = views + 1 WHERE id = ? AND status = 'published' RETURNING views",
  );
  const addViews = db.prepare<[number, number]>(
    'UPDATE articles SET views = views + ? WHERE id = ?',
  );
  const addViewBatch = db.transaction((reads: Map<number, number>) => {
    for (const [id, n] of reads) addViews.run(n, id);
  });
  const drafts = db.prepare<[number], DraftRow>(
    "SELECT id, title, summary, updated_at, preview_token FROM articles WHERE author_id = ? AND status = 'draft' AND contribution_id IS NULL ORDER BY updated_at DESC",
  );
  const docCandidates = db.prepare<[number, number | null], DocNumberCandidate>(
    // IS: a number without a year (国务院令第691号) matches only a stored null year.
    `SELECT id, title, doc_number, doc_issuer FROM articles
       WHERE status = 'published' AND doc_number IS NOT NULL AND doc_seq = ? AND doc_year IS ?`,
  );
  const byDocNumber = db.prepare<[string], { id: number; doc_number: string; title: string }>(
    "SELECT id, doc_number, title FROM articles WHERE status = 'published' AND REPLACE(doc_number, ' ', '') = ? ORDER BY id LIMIT 1",
  );
  const collectedFrom = `FROM article_collects c JOIN articles a ON a.id = c.article_id JOIN users u ON u.id = a.author_id
       WHERE c.user_id = ? AND a.status = 'published'`;
  const collectedCount = db.prepare<[number], { n: number }>(
    `SELECT COUNT(*) AS n ${collectedFrom}`,
  );
  // rowid breaks ties of collects made in the same millisecond: the later insert is the newer one.
  const collected = db.prepare<[number, number, number], SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS}, u.nickname, u.avatar, u.title AS author_title ${collectedFrom} ORDER BY c.created_at DESC, c.rowid DESC LIMIT ? OFFSET ?`,
  );
  const document = db.prepare<[number], DocumentRow>('SELECT * FROM documents WHERE id = ?');
  const cover = db.prepare<[number], { title: string; category: ArticleCategory }>(
    'SELECT title, category FROM articles WHERE id = ?',
  );
  /** Likes and collects: the same statements over two tables. */
  const reactions = (table: 'article_likes' | 'article_collects', column: 'likes' | 'collects') => {
    const has = db.prepare<[number, number]>(
      `SELECT 1 FROM ${table} WHERE article_id = ? AND user_id = ?`,
    );
    const remove = db.prepare<[number, number]>(
      `DELETE FROM ${table} WHERE article_id = ? AND user_id = ?`,
    );
    const add = db.prepare<[number, number, number]>(
      `INSERT INTO ${table} (article_id, user_id, created_at) VALUES (?, ?, ?)`,
    );
    const move = db.prepare<[number, number]>(
      `UPDATE articles SET ${column} = MAX(0, ${column} + ?) WHERE id = ?`,
    );
    const count = db.prepare<[number], { n: number }>(
      `SELECT ${column} AS n FROM articles WHERE id = ?`,
    );
    return {
      has: (articleId: number, userId: number) => has.get(articleId, userId) !== undefined,
      /** Adds the user's reaction, or takes it back if there was one: answers whether it is on now and the new count. */
      toggle(articleId: number, userId: number, now: number): { active: boolean; count: number } {
        const had = remove.run(articleId, userId).changes > 0;
        if (!had) add.run(articleId, userId, now);
        move.run(had ? -1 : 1, articleId);
        return { active: !had, count: count.get(articleId)?.n ?? 0 };
      },
    };
  };

  return {
    published: (id: number) => published.get(id),
    byPreviewToken: (token: string) => byPreviewToken.get(token),
    ofAuthor: (id: number, authorId: number) => ofAuthor.get(id, authorId),
    addView: (id: number) => void addView.run(id),
    /** Counts a read of a published article: its new view count, undefined when there is none. */
    countView: (id: number) => countView.get(id)?.views,
    /** Adds reads counted while the articles were published, in one transaction (see lib/view-counted-answers.ts). */
    addViews: (reads: Map<number, number>) => addViewBatch(reads),
    /** One page of summaries matching `filter`, newest first, and how many match in all. */
    summaries(
      filter: ArticleFilter,
      p: { page: number; size: number },
    ): { rows: SummaryRow[]; total: number } {
      // Filters are a few fixed shapes: the connection prepares each text once (db/index.ts).
      const total =
        db
          .prepare<(string | number)[], { n: number }>(
            `SELECT COUNT(*) AS n FROM articles a WHERE ${filter.where}`,
          )
          .get(...filter.args)?.n ?? 0;
      const rows = db
        .prepare<(string | number)[], SummaryRow>(
          `${SELECT_SUMMARY} WHERE ${filter.where} ORDER BY a.published_at DESC, a.id DESC LIMIT ? OFFSET ?`,
        )
        .all(...filter.args, p.size, (p.page - 1) * p.size);
      return { rows, total };
    },
    drafts: (authorId: number) => drafts.all(authorId),
    /** One page of the published articles a user collected, newest collect first, and how many in all. */
    collected(
      userId: number,
      p: { page: number; size: number },
    ): { rows: SummaryRow[]; total: number } {
      return {
        rows: collected.all(userId, p.size, (p.page - 1) * p.size),
        total: collectedCount.get(userId)?.n ?? 0,
      };
    },
    likes: reactions('article_likes', 'likes'),
    collects: reactions('article_collects', 'collects'),
    docCandidates: (seq: number, year: number | null) => docCandidates.all(seq, year),
    byDocNumber: (docNumber: string) => byDocNumber.get(compact(docNumber)),
    document: (id: number) => document.get(id),
    cover: (id: number) => cover.get(id),
  };
});
