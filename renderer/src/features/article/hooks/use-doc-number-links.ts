import { useEffect, type RefObject } from 'react';
import { APP_ORIGIN_PATH } from '@/lib/config';
import { afterNextPaint } from '@/lib/idle/after-next-paint';
import { resolveDocNumbers } from '../api/article-api';

/** The article's route for a document-number link. */
export const docArticlePath = (articleId: number): string => `/article/detail/${articleId}`;

/**
 * Links the document numbers of the body rendered in `bodyRef` (the sanitised `html`) once the API
 * has said which articles carry them; a failed lookup leaves them as text. The parser loads once the
 * body is painted: the links are an addition to text already on screen, made in place so the body
 * is neither rebuilt nor laid out again. React leaves the body's nodes alone while `html` stays the
 * same; new HTML replaces them, and the numbers are linked again. The article's own number (`selfId`:
 * a policy text quoting itself) is not linked to itself.
 */
export function useDocNumberLinks(
  bodyRef: RefObject<HTMLElement | null>,
  html: string,
  selfId: number,
): void {
  useEffect(() => {
    const controller = new AbortController();
    const cancel = afterNextPaint(
      () =>
        void import('../lib/doc-number-links')
          .then(async ({ collectDocNumbers, linkDocNumbers }) => {
            const body = bodyRef.current;
            if (!body || controller.signal.aborted) return;
            const refs = collectDocNumbers(body);
            if (refs.length === 0) return;
            const matches = await resolveDocNumbers(refs, controller.signal);
            if (controller.signal.aborted || bodyRef.current !== body) return;
            const others = matches.filter((m) => m.articleId !== selfId);
            linkDocNumbers(body, others, (id) => `${APP_ORIGIN_PATH}${docArticlePath(id)}`);
          })
          .catch(() => undefined),
    );
    return () => {
      cancel();
      controller.abort();
    };
  }, [bodyRef, html, selfId]);
}
