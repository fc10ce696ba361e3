import { isInApp } from '@/lib/bridge/detect';
import { deviceInfoFromUa, isMobileDevice } from '@/lib/device';
import { installRootFontSize } from '@/lib/font-size';
import { useSessionStore } from '@/stores/session-store';
import { registerServiceWorker } from './register-sw';

/**
 * Session from the native app (spec §6/§7): device info, token and user at start, then kept in
 * step with the native side's tokenChanged / userChanged events. Each call may fail on its own.
 */
async function connectNative(): Promise<void> {
  const [{ bridge }, actions] = await Promise.all([import('@/lib/bridge'), import('@/stores/session-actions')]);
  const store = useSessionStore.getState();
  bridge.on('tokenChanged', ({ token }) => {
    store.setToken(token);
    if (token) void actions.refreshUserInfo().catch(() => undefined);
    else store.setUserInfo(null);
  });
  bridge.on('userChanged', ({ user }) => store.setUserInfo(user));
  const [device, token, user] = await Promise.allSettled([
    bridge.call('getDeviceInfo'),
    bridge.call('getToken'),
    bridge.call('getUserInfo'),
  ]);
  if (device.status === 'fulfilled') store.setDeviceInfo(device.value);
  if (token.status === 'fulfilled') {
    actions.applyNativeSession(token.value.token, user.status === 'fulfilled' ? user.value.user : null);
    if (token.value.token && !useSessionStore.getState().userInfo) await actions.loadUserInfo().catch(() => null);
  } else {
    console.warn('[bridge] 获取令牌失败', token.reason);
  }
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
  void (isInApp() ? connectNative() : resumeBrowserSession());
  registerServiceWorker();
}
