import { startTransition, useEffect, useState } from 'react';
import { APP_ORIGIN_PATH } from '@/lib/config';
import { afterNextPaint } from '@/lib/idle/after-next-paint';
import { resolveDocNumbers } from '../api/article-api';

/** The article's route for a document-number link. */
export const docArticlePath = (articleId: number): string => `/article/detail/${articleId}`;

/**
 * The body to show: the sanitised HTML at once, then with its document numbers linked once the API
 * has said which articles carry them (a failed lookup leaves the numbers as text). The parser loads
 * once the body is painted: the links are an addition to text already on screen. The article's own
 * number (`selfId`: a policy text quoting itself) is not linked to itself.
 */
export function useLinkedBody(clean: string, selfId: number): string {
  const [linked, setLinked] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const cancel = afterNextPaint(() =>
      void import('../lib/doc-number-links').then(async ({ collectDocNumbers, linkDocNumbers }) => {
        const refs = collectDocNumbers(clean);
        if (refs.length === 0 || controller.signal.aborted) return;
        const matches = await resolveDocNumbers(refs, controller.signal);
        const others = matches.filter((m) => m.articleId !== selfId);
        const html = linkDocNumbers(clean, others, (id) => `${APP_ORIGIN_PATH}${docArticlePath(id)}`);
        startTransition(() => setLinked({ source: clean, html }));
      }).catch(() => undefined),
    );
    return () => {
      cancel();
      controller.abort();
    };
  }, [clean, selfId]);

  return linked?.source === clean ? linked.html : clean;
}
