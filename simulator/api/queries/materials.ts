import { defineQueries } from '../db/queries';
import type { WorkFields } from './contribute';

/** A personal article's row of `articles`. */
export type MaterialRow = {
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
/** What a personal article's save writes besides its text. */
export type MaterialState = {
  status: 'draft' | 'published';
  publishedAt: number | null;
  submitKey: string | null;
};

// Published contributions are among my articles; an offline one's hidden article is not a draft of mine.
const MY_ARTICLES =
  "author_id = ? AND source = 'personal' AND (contribution_id IS NULL OR status = 'published') AND (? IS NULL OR status = ?)";

/** Personal articles (/material): the ones a user writes and publishes without review. */
export const materialQueries = defineQueries((db) => {
  const count = db.prepare<[number, string | null, string | null], { n: number }>(
    `SELECT COUNT(*) AS n FROM articles WHERE ${MY_ARTICLES}`,
  );
  const page = db.prepare<[number, string | null, string | null, number, number], MaterialRow>(
    `SELECT * FROM articles WHERE ${MY_ARTICLES} ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const mine = db.prepare<[number, number], MaterialRow>(
    "SELECT * FROM articles WHERE id = ? AND author_id = ? AND source = 'personal' AND contribution_id IS NULL",
  );
  const bySubmitKey = db.prepare<[number, string], MaterialRow>(
    "SELECT * FROM articles WHERE author_id = ? AND source = 'personal' AND submit_key = ?",
  );
  const update = db.prepare<
    [
      string,
      string,
      string,
      string,
      string,
      string | null,
      number,
      string | null,
      string,
      number | null,
      number,
      string | null,
      number,
    ]
  >(
    'UPDATE articles SET title = ?, summary = ?, content = ?, category = ?, tags = ?, cover_url = ?, original = ?, source_url = ?, status = ?, published_at = ?, updated_at = ?, submit_key = ?, version = version + 1 WHERE id = ?',
  );
  const insert = db.prepare<
    [
      string,
      string,
      string,
      string,
      string,
      string | null,
      number,
      string | null,
      number,
      string,
      string,
      number | null,
      number,
      string | null,
    ]
  >(
    "INSERT INTO articles (title, summary, content, category, tags, cover_url, original, source_url, author_id, source, status, preview_token, published_at, updated_at, submit_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'personal', ?, ?, ?, ?, ?)",
  );
  const remove = db.prepare<[number]>('DELETE FROM articles WHERE id = ?');
  /** A personal article's text in the order its columns are written. */
  const text = (f: WorkFields) =>
    [f.title, f.summary, f.content, f.category, f.tags, f.cover, f.original, f.sourceUrl] as const;

  return {
    /** One page of a user's articles with `status` (all when null), newest change first, and how many. */
    page(
      userId: number,
      status: string | null,
      p: { page: number; size: number },
    ): { rows: MaterialRow[]; total: number } {
      return {
        total: count.get(userId, status, status)?.n ?? 0,
        rows: page.all(userId, status, status, p.size, (p.page - 1) * p.size),
      };
    },
    mine: (id: number, userId: number) => mine.get(id, userId),
    bySubmitKey: (userId: number, key: string) => bySubmitKey.get(userId, key),
    update: (id: number, f: WorkFields, s: MaterialState, now: number) =>
      void update.run(...text(f), s.status, s.publishedAt, now, s.submitKey, id),
    insert: (userId: number, f: WorkFields, s: MaterialState, token: string, now: number) =>
      Number(
        insert.run(...text(f), userId, s.status, token, s.publishedAt, now, s.submitKey)
          .lastInsertRowid,
      ),
    remove: (id: number) => void remove.run(id),
  };
});
