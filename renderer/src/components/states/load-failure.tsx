import { Navigate } from 'react-router';
import { ErrorState, type ErrorStateProps } from './error-state';
import { classifyFailure, FAILURE_KINDS } from './failure-kind';

/**
 * Where a missing resource sends the user (docs/product.md「错误与提示」) (an article area passes
 * its 文章不存在 page).
 */
export const MISSING_RESOURCE_PATH = '/empty';

/**
 * A page whose own content failed to load: a missing or malformed id replaces the page with the
 * resource-missing page; every other failure is an {@link ErrorState} in its place.
 */
export function LoadFailure({
  missingPath = MISSING_RESOURCE_PATH,
  ...props
}: ErrorStateProps & { missingPath?: string }) {
  if (classifyFailure(props.error) === FAILURE_KINDS.MISSING)
    return <Navigate to={missingPath} replace />;
  return <ErrorState {...props} />;
}
