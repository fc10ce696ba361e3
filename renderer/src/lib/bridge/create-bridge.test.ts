import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeOutbound } from '@/contracts/bridge';
import { createBridge, type BridgeWindow } from './create-bridge';
import { isBridgeError } from './bridge-error';
import { inAppVersion, isInApp } from './detect';

const user = { id: 7, phone: '13800138000', nickname: '张会计', userTypeCode: 0 as const };

/** A fake iOS web view: WKWebView's message handler receives plain objects. */
function iosWindow() {
  const sent: BridgeOutbound[] = [];
  const win: BridgeWindow = {
    webkit: {
      messageHandlers: { taxBridge: { postMessage: (m) => void sent.push(m as BridgeOutbound) } },
    },
  };
  return { win, sent };
}

/** A fake Android web view: the injected interface accepts strings only. */
function androidWindow() {
  const sent: string[] = [];
  const win: BridgeWindow = { taxBridge: { postMessage: (m: string) => void sent.push(m) } };
  return { win, sent };
}

const answer = (win: BridgeWindow, message: unknown) =>
  win.__taxBridgeReceive?.(JSON.stringify(message));

afterEach(() => {
  vi.useRealTimers();
});

describe('in-app detection', () => {
  const phone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  it('recognises the TaxApp UA suffix and reads its version', () => {
    expect(isInApp(`${phone} TaxApp/4.3.0`)).toBe(true);
    expect(inAppVersion(`${phone} TaxApp/4.3.0`)).toBe('4.3.0');
  });
  it('treats a plain phone browser as not in the app', () => {
    expect(isInApp(phone)).toBe(false);
    expect(inAppVersion(phone)).toBeNull();
  });
});

describe('bridge client over the iOS transport', () => {
  it('posts { id, method } objects and resolves with the validated result', async () => {
    const { win, sent } = iosWindow();
    const bridge = createBridge(win, { nextId: () => 'c1' });
    expect(bridge.transport).toBe('ios');
    const result = bridge.call('getToken');
    expect(sent).toEqual([{ id: 'c1', method: 'getToken' }]);
    answer(win, { id: 'c1', result: { token: 'tok' } });
    await expect(result).resolves.toEqual({ token: 'tok' });
  });

  it('sends params and rejects with the native error code', async () => {
    const { win, sent } = iosWindow();
    const bridge = createBridge(win, { nextId: () => 'c2' });
    const login = bridge.call('login');
    answer(win, { id: 'c2', error: { code: 'CANCELLED', message: '用户取消登录' } });
    await expect(login).rejects.toMatchObject({ code: 'CANCELLED', message: '用户取消登录' });
    void bridge.call('setTitle', { title: '首页' }).catch(() => undefined);
    expect(sent.at(-1)).toEqual({ id: 'c2', method: 'setTitle', params: { title: '首页' } });
  });

  it('rejects an answer that does not match the result schema', async () => {
    const { win } = iosWindow();
    const bridge = createBridge(win, { nextId: () => 'c3' });
    const call = bridge.call('getDeviceInfo');
    answer(win, { id: 'c3', result: { platform: 'windows' } });
    await expect(call).rejects.toMatchObject({ code: 'FAILED' });
  });

  it('refuses bad params before sending', async () => {
    const { win, sent } = iosWindow();
    const bridge = createBridge(win);
    // @ts-expect-error: the title must be a string
    await expect(bridge.call('setTitle', { title: 1 })).rejects.toMatchObject({
      code: 'BAD_PARAMS',
    });
    expect(sent).toEqual([]);
  });
});

describe('bridge client over the Android transport', () => {
  it('posts JSON strings and matches answers by id', async () => {
    const { win, sent } = androidWindow();
    let n = 0;
    const bridge = createBridge(win, { nextId: () => `a${++n}` });
    expect(bridge.transport).toBe('android');
    const first = bridge.call('getToken');
    const second = bridge.call('getUserInfo');
    expect(sent.map((s) => JSON.parse(s) as unknown)).toEqual([
      { id: 'a1', method: 'getToken' },
      { id: 'a2', method: 'getUserInfo' },
    ]);
    answer(win, { id: 'a2', result: { user } });
    answer(win, { id: 'a1', result: { token: null } });
    await expect(first).resolves.toEqual({ token: null });
    await expect(second).resolves.toEqual({ user });
  });

  it('delivers validated events to subscribers until they unsubscribe', () => {
    const { win } = androidWindow();
    const bridge = createBridge(win);
    const seen: (string | null)[] = [];
    const off = bridge.on('tokenChanged', ({ token }) => seen.push(token));
    answer(win, { event: 'tokenChanged', data: { token: 'new' } });
    answer(win, { event: 'tokenChanged', data: { token: 42 } });
    off();
    answer(win, { event: 'tokenChanged', data: { token: null } });
    expect(seen).toEqual(['new']);
  });

  it('times out with a clear error; login waits longer', async () => {
    vi.useFakeTimers();
    const { win } = androidWindow();
    const bridge = createBridge(win, { timeoutMs: 1000, loginTimeoutMs: 5000 });
    const token = bridge.call('getToken').catch((e: unknown) => e);
    const login = bridge.call('login').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    const tokenError = await token;
    expect(isBridgeError(tokenError) && tokenError.code).toBe('TIMEOUT');
    expect((tokenError as Error).message).toBe('原生应用 1000 毫秒内未应答 getToken');
    await vi.advanceTimersByTimeAsync(3999);
    answer(win, { id: 'late', result: {} });
    await vi.advanceTimersByTimeAsync(1);
    expect(await login).toMatchObject({ code: 'TIMEOUT' });
  });

  it('waits for the user on the payment sheet (pay) as long as for login', async () => {
    vi.useFakeTimers();
    const { win } = androidWindow();
    const bridge = createBridge(win, { timeoutMs: 1000, loginTimeoutMs: 5000 });
    let settled = false;
    const pay = bridge
      .call('pay', {
        channel: 'alipay',
        orderNo: '202606011000000001',
        payParams: { orderString: 'x' },
      })
      .catch((e: unknown) => e)
      .finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pay).toMatchObject({ code: 'TIMEOUT' });
  });
});

describe('browser fallback', () => {
  it('rejects every call with NO_BRIDGE and installs no receiver', async () => {
    const win: BridgeWindow = {};
    const bridge = createBridge(win);
    expect(bridge.transport).toBe('none');
    await expect(
      bridge.call('share', { sharePath: 'x', shareTitle: 't', shareSubtitle: 's' }),
    ).rejects.toMatchObject({
      code: 'NO_BRIDGE',
    });
    expect(win.__taxBridgeReceive).toBeUndefined();
  });
});
