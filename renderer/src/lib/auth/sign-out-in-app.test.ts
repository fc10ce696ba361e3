import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSessionStore } from '@/stores/session-store';

const native = vi.hoisted(() => ({ call: vi.fn(async () => ({ ok: true })) }));
vi.mock('@/lib/bridge/detect', () => ({ isInApp: () => true }));
vi.mock('@/lib/bridge', () => ({ bridge: { call: native.call }, isCancelled: () => false }));
const api = vi.hoisted(() => ({ fetchUserInfo: vi.fn(), login: vi.fn(), logout: vi.fn() }));
vi.mock('@/lib/api/auth', () => api);

const { signOut } = await import('./index');

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  vi.clearAllMocks();
});

describe('signOut inside the native app', () => {
  it('logs the native account out through the bridge, not the web API, and drops the session', async () => {
    useSessionStore.getState().setToken('native-tok');
    useSessionStore
      .getState()
      .setUserInfo({ id: 9, phone: '13800000009', nickname: '赵老师', userTypeCode: 1 });
    await signOut();
    expect(native.call).toHaveBeenCalledWith('logout');
    expect(api.logout).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().userInfo).toBeNull();
    expect(useSessionStore.getState().accountEpoch).toBe(1);
  });
});
