import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpSession } from './create-http';
import { bindHttpSession, currentHttpSession } from './session-binding';

function fakeSession(token: string): HttpSession {
  return {
    getToken: () => token,
    getDeviceInfo: () => ({
      platform: 'ios',
      appversion: '4.3.0',
      deviceToken: 'dt',
      deviceNum: 'dn',
      deviceModel: 'iPhone',
    }),
    requestStarted: vi.fn(),
    requestFinished: vi.fn(),
    onUnauthorized: vi.fn(),
  };
}

const unbinds: Array<() => void> = [];
afterEach(() => unbinds.splice(0).forEach((unbind) => unbind()));

describe('the session the HTTP client reads', () => {
  it('is anonymous before the app binds one: no token, an android browser at 4.0.0 with no device ids', () => {
    const unbound = currentHttpSession();
    expect(unbound.getToken()).toBeNull();
    expect(unbound.getDeviceInfo()).toEqual({
      platform: 'android',
      appversion: '4.0.0',
      deviceToken: '',
      deviceNum: '',
      deviceModel: '',
    });
    // Nothing to count or drop without a session: these must simply do nothing.
    expect(unbound.requestStarted()).toBeUndefined();
    expect(unbound.requestFinished()).toBeUndefined();
    expect(unbound.onUnauthorized()).toBeUndefined();
  });

  it('is the bound session until its unbind, then anonymous again', () => {
    const bound = fakeSession('tok-1');
    const unbind = bindHttpSession(bound);
    expect(currentHttpSession()).toBe(bound);
    unbind();
    expect(currentHttpSession().getToken()).toBeNull();
  });

  it('stays bound to a newer session when an older binding is undone', () => {
    const unbindOld = bindHttpSession(fakeSession('old'));
    const newer = fakeSession('new');
    unbinds.push(bindHttpSession(newer));
    unbindOld();
    expect(currentHttpSession()).toBe(newer);
  });
});
