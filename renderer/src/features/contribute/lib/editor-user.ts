/**
 * The signed-in user's id, remembered for this tab (sessionStorage, where the token lives too): the
 * phone's copies of works are kept per user, and when the editor is opened again without a network
 * the user's info cannot be asked for. Tied to the token, so another account never finds it.
 */
const KEY = 'work-editor-user';

export function rememberEditorUser(storage: Storage, token: string | null, userId: number): void {
  if (!token) return;
  try {
    storage.setItem(KEY, JSON.stringify({ token, userId }));
  } catch {
    // Storage unavailable: an offline reopen then shows the load failure, as before.
  }
}

/** The id remembered for this token, or null. */
export function recallEditorUser(storage: Storage, token: string | null): number | null {
  if (!token) return null;
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? 'null') as {
      token?: unknown;
      userId?: unknown;
    } | null;
    return saved && saved.token === token && typeof saved.userId === 'number' ? saved.userId : null;
  } catch {
    return null;
  }
}
