/**
 * @vitest-environment happy-dom
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const exposed = new Map<string, unknown>();
const invoke = vi.fn(async (..._args: unknown[]): Promise<unknown> => undefined);

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  ipcRenderer: { invoke: (...args: unknown[]) => invoke(...args) },
}));

beforeEach(() => {
  exposed.clear();
  invoke.mockClear();
});

describe("WeChat's browser preload", () => {
  it('exposes WeixinJSBridge: invoke goes to main and calls back with its answer; WeixinJSBridgeReady fires', async () => {
    let readyFired = false;
    document.addEventListener('WeixinJSBridgeReady', () => (readyFired = true), { once: true });
    await import('./phone-wechat');
    expect([...exposed.keys()]).toEqual(['WeixinJSBridge']);
    const wx = exposed.get('WeixinJSBridge') as {
      invoke(name: string, params: unknown, cb: (res: unknown) => void): void;
    };
    invoke.mockResolvedValueOnce({ err_msg: 'get_brand_wcpay_request:ok' });
    const answer = await new Promise((resolve) =>
      wx.invoke('getBrandWCPayRequest', { package: 'prepay_id=wx1' }, resolve),
    );
    expect(invoke).toHaveBeenCalledWith('wechat:invoke', {
      name: 'getBrandWCPayRequest',
      params: { package: 'prepay_id=wx1' },
    });
    expect(answer).toEqual({ err_msg: 'get_brand_wcpay_request:ok' });
    invoke.mockRejectedValueOnce(new Error('gate'));
    expect(await new Promise((resolve) => wx.invoke('getBrandWCPayRequest', {}, resolve))).toEqual({
      err_msg: 'getBrandWCPayRequest:fail',
    });
    await vi.waitFor(() => expect(readyFired).toBe(true));
  });
});
