import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@/contracts/api/auth';
import { initialSessionState, useSessionStore } from './session-store';

const api = vi.hoisted(() => ({
  fetchUserInfo: vi.fn(),
  login: vi.fn(),
  logout: vi.fn(),
}));
vi.mock('@/lib/api/auth', () => api);

const { loadUserInfo, loginWithSms, logoutSession, refreshUserInfo } =
  await import('./session-actions');

const user = (nickname: string): UserInfo => ({
  id: 1,
  phone: '13800000001',
  nickname,
  userTypeCode: 0,
  memberInfo: { avatar: 'a.png' },
});
const store = () => useSessionStore.getState();

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  vi.clearAllMocks();
});

describe('session actions', () => {
  it('loads the user once if absent, with one request for concurrent callers', async () => {
    store().setToken('tok');
    api.fetchUserInfo.mockResolvedValue(user('甲'));
    const [a, b] = await Promise.all([loadUserInfo(), loadUserInfo()]);
    expect(a?.nickname).toBe('甲');
    expect(b?.nickname).toBe('甲');
    await loadUserInfo();
    expect(api.fetchUserInfo).toHaveBeenCalledTimes(1);
    expect(store().userInfo?.avatar).toBe('a.png');
  });

  it('does not ask for the user without a token', async () => {
    await expect(loadUserInfo()).resolves.toBeNull();
    expect(api.fetchUserInfo).not.toHaveBeenCalled();
  });

  it('refresh clears the user and loads it again', async () => {
    store().setToken('tok');
    api.fetchUserInfo.mockResolvedValueOnce(user('甲')).mockResolvedValueOnce(user('乙'));
    await loadUserInfo();
    const refreshing = refreshUserInfo();
    expect(store().userInfo).toBeNull();
    await refreshing;
    expect(store().userInfo?.nickname).toBe('乙');
  });

  it('logs in with trimmed values, stores the token and loads the user', async () => {
    api.login.mockResolvedValue({ token: 'new-token' });
    api.fetchUserInfo.mockResolvedValue(user('丙'));
    await loginWithSms(' 13800000001 ', ' 123456 ');
    expect(api.login).toHaveBeenCalledWith({ username: '13800000001', password: '123456' });
    expect(store().token).toBe('new-token');
    expect(store().userInfo?.nickname).toBe('丙');
  });

  it('logs out to a null token even when the server call fails', async () => {
    store().setToken('tok');
    store().setUserInfo(user('甲'));
    api.logout.mockRejectedValue(new Error('offline'));
    await expect(logoutSession()).rejects.toThrow('offline');
    expect(store().token).toBeNull();
    expect(store().userInfo).toBeNull();
  });
});
