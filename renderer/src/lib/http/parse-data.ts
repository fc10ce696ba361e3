import * as z from 'zod/mini';
import { API_ERROR_KINDS, ApiError, PARSE_ERROR_MSG } from './api-error';

/**
 * Validates an envelope's `data` with a contract schema and returns it.
 * Takes any zod core schema (the contracts are `zod/mini`) and parses with the functional `safeParse`,
 * which needs nothing of a schema but its core.
 * A mismatch is a broken contract, not a user error: it throws `ApiError('数据格式错误')`.
 */
export function parseData<S extends z.core.$ZodType>(
  schema: S,
  body: { data?: unknown },
): z.output<S> {
  const result = z.safeParse(schema, body.data);
  if (!result.success) {
    console.warn('[http] 响应不符合契约', result.error.issues);
    throw new ApiError(PARSE_ERROR_MSG, { kind: API_ERROR_KINDS.PARSE });
  }
  return result.data;
}
