import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@/contracts/api/auth';
import { createBridge, type BridgeWindow } from '@/lib/bridge';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { connectNativeSession } from './native-session';

const api = vi.hoisted(() => ({ fetchUserInfo: vi.fn(), login: vi.fn(), logout: vi.fn() }));
vi.mock('@/lib/api/auth', () => api);

const user: UserInfo = {
  id: 9,
  phone: '13800000009',
  nickname: '赵老师',
  userTypeCode: 1,
  expertInfo: { avatar: 'e.png' },
};
const device = {
  platform: 'android',
  appversion: '4.6.0',
  deviceToken: 'dt-1',
  deviceNum: 'dn-1',
  deviceModel: 'Pixel 7',
};

/** A fake Android native side answering the start-up calls. */
function nativeApp(answers: Record<string, unknown>) {
  const win: BridgeWindow = {};
  win.taxBridge = {
    postMessage: (raw: string) => {
      const { id, method } = JSON.parse(raw) as { id: string; method: string };
      queueMicrotask(() =>
        win.__taxBridgeReceive?.(JSON.stringify({ id, result: answers[method] })),
      );
    },
  };
  const emit = (event: string, data: unknown) =>
    win.__taxBridgeReceive?.(JSON.stringify({ event, data }));
  return { bridge: createBridge(win), emit };
}

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  vi.clearAllMocks();
});

describe('native session', () => {
  it('takes device info, token and user from the native app at start', async () => {
    const { bridge } = nativeApp({
      getDeviceInfo: device,
      getToken: { token: 'native-tok' },
      getUserInfo: { user },
    });
    await connectNativeSession(bridge);
    const state = useSessionStore.getState();
    expect(state.deviceInfo).toEqual(device);
    expect(state.token).toBe('native-tok');
    expect(sessionStorage.getItem('token')).toBe('native-tok');
    expect(state.userInfo?.avatar).toBe('e.png');
    expect(api.fetchUserInfo).not.toHaveBeenCalled();
  });

  it('follows tokenChanged: a new token reloads the user, null logs out', async () => {
    const { bridge, emit } = nativeApp({
      getDeviceInfo: device,
      getToken: { token: null },
      getUserInfo: { user: null },
    });
    await connectNativeSession(bridge);
    expect(useSessionStore.getState().token).toBeNull();
    api.fetchUserInfo.mockResolvedValue(user);
    emit('tokenChanged', { token: 'fresh' });
    await vi.waitFor(() => expect(useSessionStore.getState().userInfo?.nickname).toBe('赵老师'));
    expect(useSessionStore.getState().token).toBe('fresh');
    emit('tokenChanged', { token: null });
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().userInfo).toBeNull();
  });

  it("a switch to another native account drops the previous account's state once", async () => {
    const { bridge, emit } = nativeApp({
      getDeviceInfo: device,
      getToken: { token: 'tok-a' },
      getUserInfo: { user },
    });
    await connectNativeSession(bridge);
    useSessionStore.getState().setExamInfo({ continueExamId: 12 });
    const other: UserInfo = {
      ...user,
      id: 10,
      nickname: '钱会计',
      userTypeCode: 0,
      memberInfo: { avatar: 'm.png' },
    };
    api.fetchUserInfo.mockResolvedValue(other);
    emit('tokenChanged', { token: 'tok-b' });
    emit('userChanged', { user: other });
    await vi.waitFor(() => expect(api.fetchUserInfo).toHaveBeenCalled());
    const state = useSessionStore.getState();
    expect(state.userInfo?.nickname).toBe('钱会计');
    expect(state.examId).toBe(5);
    expect(state.examInfo).toBeNull();
    expect(state.accountEpoch).toBe(1);
  });
});
