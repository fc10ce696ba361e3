import { yieldToMain } from '@/lib/idle/yield-to-main';

export type Sanitize = (html: string) => string;

/**
 * The HTML sanitiser (DOMPurify, 11 KB gzip), loaded on demand. A page that shows backend HTML
 * starts it together with its request (`withSanitizer`), so it downloads in parallel with the data
 * instead of before the page's first render; the HTML is shown only once sanitised.
 */
export const loadSanitizer = (): Promise<Sanitize> =>
  import('./sanitize').then((m) => m.sanitizeHtml);

/**
 * `loading` and the sanitiser, both loaded, in a task after the one that finished loading them:
 * the response is parsed and checked in the task that receives it, and sanitising in that same
 * task made one long task of both on a slow phone.
 */
export async function withSanitizer<T>(loading: Promise<T>): Promise<[T, Sanitize]> {
  const both = await Promise.all([loading, loadSanitizer()]);
  await yieldToMain();
  return both;
}
