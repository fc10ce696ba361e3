/**
 * The token is kept in sessionStorage: a phone browser tab forgets it when closed
 * (docs/product.md「账号与登录」).
 */
export const TOKEN_STORAGE_KEY = 'token';

export function readStoredToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    // Storage can be unavailable (private mode, sandboxed web views): the session starts logged out.
    return null;
  }
}

export function writeStoredToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
    else sessionStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // See readStoredToken: the in-memory store still holds the token for this page's life.
  }
}
