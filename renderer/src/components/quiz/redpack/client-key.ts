/**
 * A fresh client key for one money action (a withdrawal): a retry of the same request reuses it, so
 * the server pays once; the next withdrawal takes a new key.
 */
export function newClientKey(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `wd-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
