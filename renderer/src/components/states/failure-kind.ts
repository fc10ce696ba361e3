import { isApiError, MISSING_STATUSES } from '@/lib/http/api-error';

/**
 * What a failed load means for the user, and so what the page offers
 * (docs/product.md「错误与提示」):
 * - `missing`: the thing the URL names does not exist or cannot exist (404, or a malformed id the
 *   server refused as 400/422) → the resource-missing page; retrying cannot help.
 * - `forbidden`: 403 → what the user can do instead, and a way back; retrying cannot help.
 * - `login`: 401 → log in (the token was dropped), then the page loads again by itself.
 * - `retryable`: no answer (network, timeout) or the server failed (5xx) → 重试.
 * - `failed`: anything else (a broken answer, another refusal) → a way back, no 重试.
 */
export const FAILURE_KINDS = {
  MISSING: 'missing',
  FORBIDDEN: 'forbidden',
  LOGIN: 'login',
  RETRYABLE: 'retryable',
  FAILED: 'failed',
} as const;
export type FailureKind = (typeof FAILURE_KINDS)[keyof typeof FAILURE_KINDS];

export function classifyFailure(error: unknown): FailureKind {
  if (!isApiError(error)) return FAILURE_KINDS.FAILED;
  if (error.kind === 'network' || error.kind === 'timeout') return FAILURE_KINDS.RETRYABLE;
  if (error.kind === 'parse' || error.kind === 'cancelled') return FAILURE_KINDS.FAILED;
  const status = error.kind === 'business' ? error.code : error.status;
  if (status === undefined) return FAILURE_KINDS.FAILED;
  if (MISSING_STATUSES.has(status)) return FAILURE_KINDS.MISSING;
  if (status === 403) return FAILURE_KINDS.FORBIDDEN;
  if (status === 401) return FAILURE_KINDS.LOGIN;
  if (status >= 500 && status < 600) return FAILURE_KINDS.RETRYABLE;
  return FAILURE_KINDS.FAILED;
}
