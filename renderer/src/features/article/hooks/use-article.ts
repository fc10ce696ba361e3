import { startTransition, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { ArticleDetail } from '@/contracts/api/article';
import { withSanitizer } from '@/lib/html/load-sanitizer';
import { classifyFailure, FAILURE_KINDS } from '@/components/states';
import { fetchArticle } from '../api/article-api';
import { articleRequest, type ArticleVariant } from '../lib/article-variants';

export type ArticleState =
  | { status: 'loading' }
  | { status: 'ready'; article: ArticleDetail; /** The article's HTML, sanitised. */ body: string }
  | { status: 'error'; error: unknown };

/**
 * A missing article (docs/product.md「文章」): the API answers 404, or refuses the id as malformed.
 */
const isMissingArticle = (error: unknown): boolean =>
  classifyFailure(error) === FAILURE_KINDS.MISSING;

/**
 * Loads the article of the current route's variant. A route without an article (no or bad id, a 404)
 * replaces itself with the variant's empty page; other failures are an error state with retry.
 */
export function useArticle(
  variant: ArticleVariant,
): ArticleState & { reload: () => void; update: (patch: Partial<ArticleDetail>) => void } {
  const { id } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<ArticleState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const request = articleRequest(variant, id, new URLSearchParams(search));
    if (!request) {
      navigate(variant.emptyPath, { replace: true });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    // A document-number link opens another article in the same page component: start it at the top.
    window.scrollTo(0, 0);
    withSanitizer(fetchArticle(request, controller.signal)).then(
      ([article, sanitize]) => {
        // The answer arrived a task ago: the route may have changed since.
        if (controller.signal.aborted) return;
        const body = sanitize(article.content);
        // A transition: the article renders in slices between which the phone stays responsive,
        // instead of one task as long as the whole article.
        startTransition(() => setState({ status: 'ready', article, body }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isMissingArticle(error)) navigate(variant.emptyPath, { replace: true });
        else setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [variant, id, search, navigate, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (patch: Partial<ArticleDetail>) =>
      setState((s) => (s.status === 'ready' ? { ...s, article: { ...s.article, ...patch } } : s)),
    [],
  );
  return { ...state, reload, update };
}
