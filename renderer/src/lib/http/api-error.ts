/** What went wrong with a request, as the app reports it (docs/product.md「错误与提示」). */
export const API_ERROR_KINDS = {
  /** The server answered with an HTTP error status. */
  HTTP: 'http',
  /** HTTP 2xx but the envelope says `success: false`. */
  BUSINESS: 'business',
  /** No answer at all (offline, DNS, refused). */
  NETWORK: 'network',
  TIMEOUT: 'timeout',
  /** The answer did not match the contract's schema. */
  PARSE: 'parse',
  /** The caller aborted the request. */
  CANCELLED: 'cancelled',
} as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[keyof typeof API_ERROR_KINDS];

export const NETWORK_ERROR_MSG = '网络异常，请检查网络后重试';
export const TIMEOUT_MSG = '请求超时，请稍后重试';
export const PARSE_ERROR_MSG = '数据格式错误';

/**
 * Statuses that, answering a read, say the thing it names does not exist or cannot (an unknown id,
 * or a malformed one the server refused as 400/422): the page shows its resource-missing state.
 */
export const MISSING_STATUSES: ReadonlySet<number> = new Set([400, 404, 422]);

/**
 * Chinese fallback when an error answer carries no message (the statuses that are only logged, and
 * others).
 */
export function statusMessage(status: number | undefined): string {
  switch (status) {
    case 401:
      return '登录已过期，请重新登录';
    case 403:
      return '暂无访问权限';
    case 404:
      return '请求的资源不存在';
    case 500:
      return '服务器开小差了，请稍后重试';
    default:
      return status ? `请求失败（${status}）` : NETWORK_ERROR_MSG;
  }
}

/** A failed call: HTTP status (when the server answered), envelope code, Chinese message. */
export class ApiError extends Error {
  // `declare`: set in the constructor only. Declared fields compile (for the es2020 build) to a
  // transpiler helper, a chunk of its own in home's first download.
  declare readonly status?: number;
  declare readonly code?: number;
  declare readonly msg: string;
  declare readonly kind: ApiErrorKind;
  /**
   * A 401 because a login expired: the request carried a token the server refused, or went without
   * one because such a refusal had just dropped it. Otherwise a 401 means the visitor has not logged
   * in (the page says 登录后查看, not 登录已过期).
   */
  declare readonly loginExpired: boolean;

  constructor(
    msg: string,
    options: { status?: number; code?: number; kind?: ApiErrorKind; loginExpired?: boolean } = {},
  ) {
    super(msg);
    this.name = 'ApiError';
    this.msg = msg;
    this.status = options.status;
    this.code = options.code;
    this.kind = options.kind ?? API_ERROR_KINDS.HTTP;
    this.loginExpired = options.loginExpired ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
