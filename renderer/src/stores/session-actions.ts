import type { UserInfo } from '@/contracts/api/auth';
import * as authApi from '@/lib/api/auth';
import { useSessionStore, type SessionUser } from './session-store';

/**
 * Session transitions that talk to the API (docs/product.md「账号与登录」). The store itself stays
 * pure.
 */

let pendingUserInfo: Promise<SessionUser | null> | null = null;

/**
 * Loads the user once if absent: answers the stored user when there is one, nothing
 * without a token, and shares one request between concurrent callers.
 */
export function loadUserInfo(): Promise<SessionUser | null> {
  const { userInfo, token } = useSessionStore.getState();
  if (userInfo) return Promise.resolve(userInfo);
  if (!token) return Promise.resolve(null);
  pendingUserInfo ??= authApi
    .fetchUserInfo()
    .then((user) => {
      // A logout while the request was in flight wins.
      if (useSessionStore.getState().token !== token) return null;
      useSessionStore.getState().setUserInfo(user);
      return useSessionStore.getState().userInfo;
    })
    .finally(() => {
      pendingUserInfo = null;
    });
  return pendingUserInfo;
}

/** Refreshing clears the user and loads it again. */
export function refreshUserInfo(): Promise<SessionUser | null> {
  useSessionStore.getState().setUserInfo(null);
  return loadUserInfo();
}

/** Phone + SMS code login (values trimmed): token stored, then the user loaded. */
export async function loginWithSms(phone: string, code: string): Promise<SessionUser | null> {
  const { token } = await authApi.login({ username: phone.trim(), password: code.trim() });
  const store = useSessionStore.getState();
  store.setUserInfo(null);
  store.setToken(token);
  return loadUserInfo();
}

/** A session handed over by the native app (bridge login, getToken/getUserInfo, events). */
export function applyNativeSession(token: string | null, user: UserInfo | null): void {
  const store = useSessionStore.getState();
  store.setToken(token);
  store.setUserInfo(token ? user : null);
}

/** Logs out: tells the server (best effort: the token is dropped whatever it answers). */
export async function logoutSession(): Promise<void> {
  const { token } = useSessionStore.getState();
  try {
    if (token) await authApi.logout();
  } finally {
    useSessionStore.getState().logout();
  }
}
