import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PANEL_CALLS, type TaxSimApi } from '../simulator/host-contract';

const exposed = new Map<string, unknown>();
const invoke = vi.fn(async (..._args: unknown[]): Promise<unknown> => undefined);
const listeners = new Map<string, (...args: unknown[]) => void>();

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  ipcRenderer: {
    invoke: (...args: unknown[]) => invoke(...args),
    on: (channel: string, listener: (...args: unknown[]) => void) =>
      listeners.set(channel, listener),
    removeListener: (channel: string) => listeners.delete(channel),
  },
}));

beforeEach(() => {
  vi.resetModules();
  exposed.clear();
  invoke.mockClear();
});

describe('phone preloads: the platform transport shapes', () => {
  it('iOS: window.webkit.messageHandlers.taxBridge.postMessage forwards the message object', async () => {
    await import('./phone-ios');
    expect([...exposed.keys()]).toEqual(['webkit']);
    const webkit = exposed.get('webkit') as {
      messageHandlers: { taxBridge: { postMessage(m: unknown): void } };
    };
    webkit.messageHandlers.taxBridge.postMessage({ id: '1', method: 'getToken' });
    expect(invoke).toHaveBeenCalledWith('bridge:post', { id: '1', method: 'getToken' });
  });

  it('Android: window.taxBridge.postMessage takes strings, coercing anything else like a Java interface', async () => {
    await import('./phone-android');
    expect([...exposed.keys()]).toEqual(['taxBridge']);
    const bridge = exposed.get('taxBridge') as { postMessage(m: unknown): void };
    bridge.postMessage('{"id":"2","method":"getDeviceInfo"}');
    bridge.postMessage({ id: '3', method: 'getToken' });
    expect(invoke.mock.calls).toEqual([
      ['bridge:post', '{"id":"2","method":"getDeviceInfo"}'],
      ['bridge:post', '[object Object]'],
    ]);
  });
});

describe('panel preload', () => {
  it('exposes one function per PanelHost call on a fixed channel, and no ipcRenderer', async () => {
    await import('./panel');
    const api = exposed.get('taxSim') as TaxSimApi & Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual([...PANEL_CALLS, 'onEvent'].sort());
    expect(Object.values(api).every((v) => typeof v === 'function')).toBe(true);
    await api.nativeLogin('phone-1', '13800138000');
    expect(invoke).toHaveBeenCalledWith('panel:nativeLogin', 'phone-1', '13800138000');
  });

  it("shows the gate's Chinese message without Electron's wrapper", async () => {
    await import('./panel');
    const api = exposed.get('taxSim') as TaxSimApi;
    invoke.mockRejectedValueOnce(
      new Error(
        "Error invoking remote method 'panel:nativeLogin': IpcRejection: 参数不合法（panel:nativeLogin）：请输入正确手机号",
      ),
    );
    await expect(api.nativeLogin('phone-1', '1')).rejects.toThrow(
      /^参数不合法（panel:nativeLogin）：请输入正确手机号$/,
    );
  });

  it('delivers host events to the page and stops on unsubscribe', async () => {
    await import('./panel');
    const api = exposed.get('taxSim') as TaxSimApi;
    const seen: unknown[] = [];
    const stop = api.onEvent((e) => seen.push(e));
    listeners.get('panel:event')?.({}, { type: 'state' });
    expect(seen).toEqual([{ type: 'state' }]);
    stop();
    expect(listeners.has('panel:event')).toBe(false);
  });
});
