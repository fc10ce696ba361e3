import { beforeEach, describe, expect, it } from 'vitest';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { ensureLoggedIn } from './index';

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
