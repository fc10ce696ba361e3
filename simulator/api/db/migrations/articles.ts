import type { Migration } from '../types';

/** Articles (editorial and members' own, drafts too), likes, collections, and the documents of /docs. */
export const articleMigrations: Migration[] = [
  {
    id: 'articles-001-articles',
    up: `
      CREATE TABLE articles (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,                 -- HTML as written (the app sanitises it)
        category TEXT NOT NULL,                -- key of ARTICLE_CATEGORIES
        tags TEXT NOT NULL DEFAULT '[]',       -- JSON array of strings
        author_id INTEGER NOT NULL REFERENCES users(id),
        source TEXT NOT NULL DEFAULT 'editorial', -- 'editorial' | 'personal'
        status TEXT NOT NULL DEFAULT 'published', -- 'published' | 'draft'
        doc_number TEXT,                       -- e.g. 财税〔2019〕13号
        doc_issuer TEXT,                       -- issuer without spaces, e.g. 财政部税务总局公告
        doc_year INTEGER,
        doc_seq INTEGER,
        attachments TEXT NOT NULL DEFAULT '[]', -- JSON [{name, file, size}] of sample PDFs
        has_cover INTEGER NOT NULL DEFAULT 0,
        preview_token TEXT NOT NULL UNIQUE,
        views INTEGER NOT NULL DEFAULT 0,
        likes INTEGER NOT NULL DEFAULT 0,
        collects INTEGER NOT NULL DEFAULT 0,
        published_at INTEGER,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX articles_feed ON articles(source, status, published_at DESC);
      CREATE INDEX articles_doc ON articles(doc_year, doc_seq);
      CREATE INDEX articles_author ON articles(author_id, status);
      CREATE TABLE article_likes (
        article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (article_id, user_id)
      );
      CREATE TABLE article_collects (
        article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (article_id, user_id)
      );
      CREATE TABLE documents (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        kind TEXT NOT NULL,                    -- 'html' | 'pdf'
        html TEXT NOT NULL DEFAULT '',
        pdf_file TEXT,                         -- name of a sample PDF (fixtures/pdf-samples.ts)
        updated_at INTEGER NOT NULL
      );
    `,
  },
  {
    // Feeds sort by published_at then id, both descending: with id in the index SQLite reads the
    // page straight off it instead of sorting each tie group in a temporary B-tree.
    id: 'articles-002-feed-order',
    up: `
      DROP INDEX articles_feed;
      CREATE INDEX articles_feed ON articles(source, status, published_at DESC, id DESC);
    `,
  },
];
