import { useEffect, useMemo, useState } from 'react';
import { APP_ORIGIN_PATH } from '@/lib/config';
import { resolveDocNumbers } from '../api/article-api';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { collectDocNumbers, linkDocNumbers } from '../lib/doc-number-links';

/** The article's route for a document-number link. */
export const docArticlePath = (articleId: number): string => `/article/detail/${articleId}`;

/**
 * The body to show: sanitised at once, then with its document numbers linked once the API has said
 * which articles carry them (a failed lookup leaves the numbers as text). The article's own number
 * (`selfId`: a policy text quoting itself) is not linked to itself.
 */
export function useLinkedBody(html: string, selfId: number): string {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const [linked, setLinked] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    const refs = collectDocNumbers(clean);
    if (refs.length === 0) return;
    const controller = new AbortController();
    resolveDocNumbers(refs, controller.signal).then(
      (matches) => {
        const others = matches.filter((m) => m.articleId !== selfId);
        setLinked({ source: clean, html: linkDocNumbers(clean, others, (id) => `${APP_ORIGIN_PATH}${docArticlePath(id)}`) });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [clean, selfId]);

  return linked?.source === clean ? linked.html : clean;
}
