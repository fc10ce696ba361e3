import { defineQueries } from '../../db/queries';

/**
 * The seed's statements for articles and the documents of /docs: prepared once per database, run inside
 * the seed's transaction.
 */
export const articlesSeedQueries = defineQueries((db) => ({
  article:
    db.prepare(`INSERT INTO articles (id, title, summary, content, category, tags, author_id, source, status, doc_number, doc_issuer, doc_year, doc_seq, attachments, has_cover, preview_token, views, likes, collects, published_at, updated_at)
     VALUES (@id, @title, @summary, @content, @category, @tags, @authorId, @source, @status, @docNumber, @docIssuer, @docYear, @docSeq, @attachments, @hasCover, @previewToken, @views, @likes, @collects, @publishedAt, @updatedAt)`),
  doc: db.prepare(
    'INSERT INTO documents (id, title, kind, html, pdf_file, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  ),
}));
