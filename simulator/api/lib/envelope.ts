import type { Envelope } from '../../../renderer/src/contracts/api/envelope';

/** Envelope code of a success: the app reads 200 as success (docs/product.md「错误与提示」). */
const OK_CODE = 200;

/** Wraps data in the one envelope every answer uses. */
export function ok<T>(data: T, msg = '操作成功'): Envelope<T> {
  return { success: true, code: OK_CODE, msg, data };
}

/** A failure envelope; `code` mirrors the HTTP status so the app can read either. */
export function failure(status: number, msg: string): Envelope<null> {
  return { success: false, code: status, msg, data: null };
}

/**
 * Thrown by handlers and helpers to answer a 4xx with a Chinese message.
 * The server's error handler turns it into {@link failure}.
 */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, msg: string) {
    super(msg);
    this.status = status;
  }
}

export const badRequest = (msg: string): ApiError => new ApiError(400, msg);
export const notFound = (msg = '资源不存在'): ApiError => new ApiError(404, msg);
export const conflict = (msg: string): ApiError => new ApiError(409, msg);
