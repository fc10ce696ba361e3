import { useEffect } from 'react';
import { ensureLoggedIn } from '@/lib/auth';
import { useSessionStore } from '@/stores/session-store';

/**
 * Money pages need the user: asks for login once when the page opens without a token (overlay in a
 * browser, native login in the app). True while logged in; the page offers login again when false.
 */
export function useLoginGate(): boolean {
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  useEffect(() => {
    if (!useSessionStore.getState().token) void ensureLoggedIn();
  }, []);
  return loggedIn;
}
