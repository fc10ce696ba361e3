import { isInApp } from '@/lib/bridge/detect';
import { useSessionStore } from '@/stores/session-store';

/**
 * Native login sheet: in the app the token comes from the native side
 * (docs/product.md「原生桥接」). Resolves true on success, false when the user closes the sheet
 * (CANCELLED) or it fails (toasted).
 */
export async function nativeLogin(): Promise<boolean> {
  // The bridge client (and zod with it) loads only in the app, keeping it out of the browser's entry.
  const [{ bridge, isCancelled }, { applyNativeSession }] = await Promise.all([
    import('@/lib/bridge'),
    import('@/stores/session-actions'),
  ]);
  try {
    const { token, user } = await bridge.call('login');
    applyNativeSession(token, user);
    return true;
  } catch (error) {
    if (!isCancelled(error)) {
      const { showToast } = await import('@/lib/toast');
      showToast(error instanceof Error ? error.message : '登录失败，请稍后重试');
    }
    return false;
  }
}

/** Opens the SMS login overlay and resolves when it closes: true when a token was obtained. */
function openLoginOverlay(): Promise<boolean> {
  const store = useSessionStore;
  store.getState().showLogin();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe((state) => {
      if (state.loginVisible) return;
      unsubscribe();
      resolve(Boolean(state.token));
    });
  });
}

/**
 * True when logged in; otherwise asks the user to log in — through the native app in-app,
 * with the SMS overlay in a browser — and resolves with the outcome.
 */
export function ensureLoggedIn(): Promise<boolean> {
  if (useSessionStore.getState().token) return Promise.resolve(true);
  return isInApp() ? nativeLogin() : openLoginOverlay();
}

/**
 * Makes sure user info exists (what the route guard checks): loads it for a stored
 * token, else asks for login as {@link ensureLoggedIn} does, then loads it. True when it exists.
 */
export async function ensureUser(): Promise<boolean> {
  const { loadUserInfo } = await import('@/stores/session-actions');
  const load = () => loadUserInfo().catch(() => null);
  if (useSessionStore.getState().userInfo) return true;
  if (useSessionStore.getState().token && (await load())) return true;
  if (!(await ensureLoggedIn())) return false;
  return Boolean(await load());
}

/**
 * Logs out (docs/product.md「账号与登录」): the token becomes null, per-user state is dropped.
 * Inside the app the account is the native app's: it logs out through the bridge, which also tells
 * the page (tokenChanged). In a browser: POST api/auth/logout, the token dropped whatever the
 * server answers.
 */
export async function signOut(): Promise<void> {
  if (isInApp()) {
    const [{ bridge }, { applyNativeSession }] = await Promise.all([
      import('@/lib/bridge'),
      import('@/stores/session-actions'),
    ]);
    await bridge.call('logout');
    // The native events say the same; the page need not wait for them.
    applyNativeSession(null, null);
    return;
  }
  const { logoutSession } = await import('@/stores/session-actions');
  await logoutSession();
}
