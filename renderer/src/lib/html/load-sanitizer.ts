/**
 * The HTML sanitiser (DOMPurify, 11 KB gzip), loaded on demand. A page that shows backend HTML
 * starts it together with its request (`Promise.all`), so it downloads in parallel with the data
 * instead of before the page's first render; the HTML is shown only once sanitised.
 */
export const loadSanitizer = (): Promise<(html: string) => string> => import('./sanitize').then((m) => m.sanitizeHtml);
