import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { ensureLoggedIn, signOut } from './index';

const api = vi.hoisted(() => ({
  fetchUserInfo: vi.fn(),
  login: vi.fn(),
  logout: vi.fn(async () => undefined),
}));
vi.mock('@/lib/api/auth', () => api);

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
});

describe('ensureLoggedIn in a browser', () => {
  it('is true at once with a token', async () => {
    useSessionStore.getState().setToken('tok');
    await expect(ensureLoggedIn()).resolves.toBe(true);
    expect(useSessionStore.getState().loginVisible).toBe(false);
  });

  it('opens the login overlay and resolves true when it closes logged in', async () => {
    const result = ensureLoggedIn();
    expect(useSessionStore.getState().loginVisible).toBe(true);
    useSessionStore.getState().setToken('tok');
    useSessionStore.getState().hideLogin();
    await expect(result).resolves.toBe(true);
  });

  it('resolves false when the overlay is closed without logging in', async () => {
    const result = ensureLoggedIn();
    useSessionStore.getState().hideLogin();
    await expect(result).resolves.toBe(false);
  });
});

describe('signOut in a browser', () => {
  it('tells the server (POST api/auth/logout), then the token is null and the user gone', async () => {
    useSessionStore.getState().setToken('tok');
    useSessionStore
      .getState()
      .setUserInfo({ id: 1, phone: '13800000001', nickname: '甲', userTypeCode: 0 });
    await signOut();
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().userInfo).toBeNull();
  });
});
