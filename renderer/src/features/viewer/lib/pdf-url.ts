/**
 * The `:url` of `/pdf/:url` is a file URL encoded as one path segment. Only web addresses are
 * opened: http(s) URLs and paths of this site; anything else (javascript:, data:, file:, garbage)
 * is refused before pdf.js sees it.
 */
export function parsePdfUrl(raw: string | undefined, base: string): string | null {
  if (!raw) return null;
  let value = raw.trim();
  // The router hands the segment over decoded; a link encoded twice still arrives encoded once.
  if (/^https?%3A/i.test(value) || /^%2F/i.test(value)) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  if (!/^(https?:\/\/|\/(?!\/))/i.test(value)) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
