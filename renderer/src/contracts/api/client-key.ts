import * as z from 'zod/mini';

/**
 * The client's key of one action the user takes (an exchange, a withdrawal, a question, a message):
 * the app makes a new one for each action and sends it with every try of that action, so a retried
 * or double-sent request answers the first result instead of acting again. Endpoints that spend
 * (points, money, coins, a lottery chance) require it; those that create take it when given and,
 * without one, treat the same content from the same user within a few seconds as the same request.
 */
export const CLIENT_KEY_MISSING = '缺少请求标识，请刷新页面后重试';
export const CLIENT_KEY_INVALID = '请求标识不正确';

/** 8–64 letters, digits, `_` or `-`. */
export const clientKeySchema = z
  .string({
    error: (issue) => (issue.input === undefined ? CLIENT_KEY_MISSING : CLIENT_KEY_INVALID),
  })
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, CLIENT_KEY_INVALID));
export const optionalClientKeySchema = z.optional(clientKeySchema);

/**
 * A fresh key for one action: `prefix` and 24 random hex digits. getRandomValues, not randomUUID,
 * which a page served over plain http (a phone on the LAN) does not have.
 */
export function newClientKey(prefix: string): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
