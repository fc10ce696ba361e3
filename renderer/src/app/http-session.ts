// The binding module, not the client: axios stays out of the first screen's entry.
import { bindHttpSession } from '@/lib/http/session-binding';
import { useSessionStore } from '@/stores/session-store';

/** Wires the HTTP client to the store: token and device headers, the loading count, a dead token logs out. */
export function connectHttpToSession(): () => void {
  const state = () => useSessionStore.getState();
  return bindHttpSession({
    getToken: () => state().token,
    getDeviceInfo: () => state().deviceInfo,
    requestStarted: () => state().requestStarted(),
    requestFinished: () => state().requestFinished(),
    onUnauthorized: () => state().logout(),
  });
}
