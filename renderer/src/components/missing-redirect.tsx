import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isApiError } from '@/lib/http';

/**
 * Spec §8: a missing resource goes to the empty page titled 资源不存在; any other failure shows
 * `children` (the error state with retry).
 */
export function MissingRedirect({ error, children }: { error: unknown; children: ReactNode }) {
  if (isApiError(error) && error.status === 404) return <Navigate to="/empty" replace />;
  return <>{children}</>;
}
