import { isInApp } from '@/lib/bridge/detect';
import { deviceInfoFromUa, isMobileDevice } from '@/lib/device';
import { installRootFontSize } from '@/lib/font-size';
import { useSessionStore } from '@/stores/session-store';
import { connectHttpToSession } from './http-session';
import { registerServiceWorker } from './register-sw';

/** In the app: the bridge client and the native session load only there (zod stays out of the entry). */
async function connectNative(): Promise<void> {
  const [{ bridge }, { connectNativeSession }] = await Promise.all([
    import('@/lib/bridge'),
    import('./native-session'),
  ]);
  await connectNativeSession(bridge);
}

/** A browser tab: the token survives reloads in sessionStorage; load its user once. */
async function resumeBrowserSession(): Promise<void> {
  if (!useSessionStore.getState().token) return;
  const { loadUserInfo } = await import('@/stores/session-actions');
  await loadUserInfo().catch(() => null);
}

/** Everything the app does once before the first render. */
export function bootstrap(): void {
  // Keep-alive restores scroll itself; the browser's own restoration would fight it.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  installRootFontSize(isMobileDevice());
  useSessionStore.getState().setDeviceInfo(deviceInfoFromUa());
  connectHttpToSession();
  void (isInApp() ? connectNative() : resumeBrowserSession());
  registerServiceWorker();
}
