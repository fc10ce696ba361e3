import { useRouteError } from 'react-router';
import { describeError, type ErrorDisplay } from '@/components/states';
import { StateBlock } from '@/components/states/state-block';
import { isApiError } from '@/lib/http/api-error';

/**
 * Code that could not be downloaded, as each browser words it (Chromium, Safari, Firefox), and
 * Vite's preload of a page's stylesheet: on a phone, a dropped or flaky connection.
 */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/**
 * The wording for a page that could not be shown (docs/product.md「错误与提示」): its code missing
 * is a network problem.
 */
export function describePageFailure(error: unknown): ErrorDisplay {
  if (error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message)) {
    return { title: '网络异常', description: '网络异常，请检查网络后重试' };
  }
  // A crash: reloading (this page's 重试) may well help.
  if (!isApiError(error)) return { title: '加载失败', description: '加载失败，请稍后重试' };
  return describeError(error);
}

/**
 * A page that failed to load or crashed, instead of a blank screen or the router's English error
 * page. Retrying reloads: a failed module import stays failed until the page loads afresh, and
 * after a deploy the reload also brings the new build's file names.
 */
export function PageFailure({ error }: { error: unknown }) {
  const { title, description } = describePageFailure(error);
  return (
    <StateBlock kind="error" title={title} description={description}>
      <button type="button" className="state-block__retry" onClick={() => window.location.reload()}>
        重试
      </button>
    </StateBlock>
  );
}

/** The router's error element: an area's routes that could not be discovered (downloaded). */
export function RouteFailure() {
  return <PageFailure error={useRouteError()} />;
}
