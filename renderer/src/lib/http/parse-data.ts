import type { z } from 'zod';
import { API_ERROR_KINDS, ApiError, PARSE_ERROR_MSG } from './api-error';

/**
 * Validates an envelope's `data` with a contract schema and returns it.
 * A mismatch is a broken contract, not a user error: it throws `ApiError('数据格式错误')`.
 */
export function parseData<S extends z.ZodType>(schema: S, body: { data?: unknown }): z.infer<S> {
  const result = schema.safeParse(body.data);
  if (!result.success) {
    console.warn('[http] 响应不符合契约', result.error.issues);
    throw new ApiError(PARSE_ERROR_MSG, { kind: API_ERROR_KINDS.PARSE });
  }
  return result.data;
}
