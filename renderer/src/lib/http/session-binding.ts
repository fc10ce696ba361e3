import { DEFAULT_APP_VERSION } from '@/lib/config';
import type { HttpSession } from './create-http';

/**
 * Where the HTTP client reads the session. A module of its own, free of axios: the app binds the
 * session at start (app/http-session.ts) without bringing the client into the first screen's
 * entry, and the client, loaded later, finds it bound.
 */

/** Before the app binds its session: anonymous, no loading count (only tests get here). */
const UNBOUND: HttpSession = {
  getToken: () => null,
  getDeviceInfo: () => ({
    platform: 'android',
    appversion: DEFAULT_APP_VERSION,
    deviceToken: '',
    deviceNum: '',
    deviceModel: '',
  }),
  requestStarted: () => undefined,
  requestFinished: () => undefined,
  onUnauthorized: () => undefined,
};

let session: HttpSession = UNBOUND;

/**
 * Connects the client to the session. Injected rather than imported, so the stores may call the
 * API without an import cycle. Returns the unbind.
 */
export function bindHttpSession(next: HttpSession): () => void {
  session = next;
  return () => {
    if (session === next) session = UNBOUND;
  };
}

/** The bound session (read on every request, so a later binding applies at once). */
export function currentHttpSession(): HttpSession {
  return session;
}
