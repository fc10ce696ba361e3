import type { BridgeClient } from '@/lib/bridge';
import * as actions from '@/stores/session-actions';
import { useSessionStore } from '@/stores/session-store';

/**
 * Session from the native app (docs/product.md「原生桥接」): device info, token and user at start,
 * then kept in step with the native side's tokenChanged / userChanged events. Each call may fail on
 * its own.
 */
export async function connectNativeSession(
  bridge: Pick<BridgeClient, 'call' | 'on'>,
): Promise<void> {
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
  if (token.status === 'rejected') {
    console.warn('[bridge] 获取令牌失败', token.reason);
    return;
  }
  actions.applyNativeSession(
    token.value.token,
    user.status === 'fulfilled' ? user.value.user : null,
  );
  if (token.value.token && !useSessionStore.getState().userInfo)
    await actions.loadUserInfo().catch(() => null);
}
