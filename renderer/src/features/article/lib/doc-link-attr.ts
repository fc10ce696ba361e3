/**
 * The attribute that marks a document-number link (the page routes its clicks in-app). On its own so
 * the article page can read it without loading the document-number parser before first paint.
 */
export const DOC_LINK_ATTR = 'data-article-id';
