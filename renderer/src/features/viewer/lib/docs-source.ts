import { parsePdfUrl } from './pdf-url';

/** What `/docs` was asked to show. */
export type DocsSource =
  | { kind: 'document'; id: number }
  | { kind: 'pdf'; url: string }
  | { kind: 'unsupported'; url: string }
  | { kind: 'invalid' };

/**
 * `/docs?id=` shows a document of the API (HTML or PDF); `/docs?url=` shows a PDF at a web address.
 * A URL that is not a PDF cannot be previewed; a missing or malformed parameter is invalid.
 */
export function docsSource(search: URLSearchParams, base: string): DocsSource {
  const id = search.get('id');
  if (id !== null)
    return /^[1-9]\d{0,8}$/.test(id) ? { kind: 'document', id: Number(id) } : { kind: 'invalid' };
  const url = parsePdfUrl(search.get('url') ?? undefined, base);
  if (!url) return { kind: 'invalid' };
  return /\.pdf$/i.test(new URL(url).pathname)
    ? { kind: 'pdf', url }
    : { kind: 'unsupported', url };
}
