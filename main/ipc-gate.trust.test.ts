/**
 * Adversarial cases for the gate's trust decisions: look-alike origins and pages, and the gate's
 * bookkeeping (roles, forgetting, teardown), on a fake ipcMain so nothing of Electron is needed.
 */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { IpcGate, IpcRejection, sameOrigin, samePage, type SenderRegistration } from './ipc-gate';

const APP = 'http://127.0.0.1:4800';
const PANEL_PAGE = 'file:///opt/sim/out/renderer/index.html';

describe('sameOrigin', () => {
  const trusted = sameOrigin(APP);

  it("trusts any page on the app's origin", () => {
    expect(trusted(APP)).toBe(true);
    expect(trusted(`${APP}/`)).toBe(true);
    expect(trusted(`${APP}/app/home?from=qa#top`)).toBe(true);
    expect(trusted('HTTP://127.0.0.1:4800/app/home')).toBe(true);
  });

  it('refuses look-alike origins that merely start with the same text', () => {
    expect(trusted('http://127.0.0.1:4800.evil.com/app/home')).toBe(false);
    expect(trusted('http://127.0.0.1:48000/app/home')).toBe(false);
    expect(trusted('http://127.0.0.1:4800@evil.com/app/home')).toBe(false);
    expect(trusted('http://127.0.0.1:4800%2F@evil.com/')).toBe(false);
  });

  it('refuses another scheme, port or host on the same machine', () => {
    expect(trusted('https://127.0.0.1:4800/app/home')).toBe(false);
    expect(trusted('http://127.0.0.1:4801/app/home')).toBe(false);
    expect(trusted('http://localhost:4800/app/home')).toBe(false);
    expect(trusted('ws://127.0.0.1:4800/app/home')).toBe(false);
  });

  it('refuses pages that only mention the origin in their path or query', () => {
    expect(trusted(`https://evil.example/${APP}`)).toBe(false);
    expect(trusted(`https://evil.example/?next=${APP}`)).toBe(false);
  });

  it('refuses opaque and unparsable URLs', () => {
    expect(trusted('about:blank')).toBe(false);
    expect(trusted('data:text/html,<h1>x</h1>')).toBe(false);
    expect(trusted('javascript:alert(1)')).toBe(false);
    expect(trusted('')).toBe(false);
    expect(trusted('127.0.0.1:4800/app/home')).toBe(false);
    expect(trusted('http://[::1')).toBe(false);
  });
});

describe('samePage', () => {
  const trusted = samePage(PANEL_PAGE);

  it('trusts the page itself, whatever its query or hash route', () => {
    expect(trusted(PANEL_PAGE)).toBe(true);
    expect(trusted(`${PANEL_PAGE}#/phones`)).toBe(true);
    expect(trusted(`${PANEL_PAGE}?phone=p1`)).toBe(true);
    expect(trusted(`${PANEL_PAGE}?phone=p1#/log?x=1`)).toBe(true);
  });

  it('refuses pages whose path only starts or ends like it', () => {
    expect(trusted(`${PANEL_PAGE}.evil.html`)).toBe(false);
    expect(trusted(`${PANEL_PAGE}/`)).toBe(false);
    expect(trusted('file:///opt/sim/out/renderer/index.htm')).toBe(false);
    expect(trusted('file:///tmp/opt/sim/out/renderer/index.html')).toBe(false);
    expect(trusted('file:///opt/sim/out/renderer/phone-chrome.html')).toBe(false);
    expect(trusted(`${APP}/opt/sim/out/renderer/index.html`)).toBe(false);
  });

  it('compares the page without its own query, so a page with one still matches itself', () => {
    const chrome = samePage('file:///opt/sim/out/renderer/phone-chrome.html?phone=p1');
    expect(chrome('file:///opt/sim/out/renderer/phone-chrome.html?phone=p2')).toBe(true);
    expect(chrome('file:///opt/sim/out/renderer/index.html?phone=p1')).toBe(false);
  });
});

type Listener = (event: unknown, ...args: unknown[]) => unknown;
type Frame = { url: string; parent: Frame | null };

/** A gate over a fake ipcMain that records handlers as Electron would. */
function fakeGate() {
  const handlers = new Map<string, Listener>();
  const ipc = {
    handle: vi.fn((channel: string, listener: Listener) => void handlers.set(channel, listener)),
    removeHandler: vi.fn((channel: string) => void handlers.delete(channel)),
  };
  const gate = new IpcGate(ipc);
  const invoke = async (
    channel: string,
    senderId: number,
    frame: Frame | null,
    ...args: unknown[]
  ) => {
    const listener = handlers.get(channel);
    if (!listener) throw new Error(`no handler for ${channel}`);
    return listener({ sender: { id: senderId }, senderFrame: frame }, ...args);
  };
  return { gate, ipc, handlers, invoke };
}

const top = (url: string): Frame => ({ url, parent: null });
const panel: SenderRegistration = { role: 'panel', trustsUrl: samePage(PANEL_PAGE) };
const phone = (phoneId: string): SenderRegistration => ({
  role: 'phone',
  phoneId,
  trustsUrl: sameOrigin(APP),
});

describe('IpcGate', () => {
  it("answers with the handler's result and the caller established by the gate", async () => {
    const { gate, invoke } = fakeGate();
    const served = vi.fn((ctx: unknown, n: number) => ({ ctx, doubled: n * 2 }));
    gate.handle('demo:double', { roles: ['phone'], args: z.tuple([z.number()]) }, served);
    gate.registerSender(7, phone('p2'));
    await expect(invoke('demo:double', 7, top(`${APP}/app/home`), 21)).resolves.toEqual({
      ctx: { senderId: 7, role: 'phone', phoneId: 'p2' },
      doubled: 42,
    });
  });

  it('names the channel in each refusal, and rejects with an IpcRejection', async () => {
    const { gate, invoke } = fakeGate();
    gate.handle('demo:x', { roles: ['panel'], args: z.tuple([z.string()]) }, () => 'ok');
    gate.registerSender(1, panel);
    gate.registerSender(2, phone('p1'));
    await expect(invoke('demo:x', 9, top(PANEL_PAGE), 'a')).rejects.toThrow(
      new IpcRejection('拒绝未知来源的调用（demo:x）'),
    );
    await expect(invoke('demo:x', 2, top(`${APP}/app/home`), 'a')).rejects.toThrow(
      new IpcRejection('该页面无权调用 demo:x'),
    );
    await expect(invoke('demo:x', 1, null, 'a')).rejects.toThrow(
      new IpcRejection('只接受主框架的调用（demo:x）'),
    );
    await expect(invoke('demo:x', 1, top('file:///tmp/evil.html'), 'a')).rejects.toThrow(
      new IpcRejection('拒绝来自非预期页面的调用（demo:x）'),
    );
    const rejection = await invoke('demo:x', 1, top(PANEL_PAGE), 5).catch(
      (error: unknown) => error,
    );
    expect(rejection).toBeInstanceOf(IpcRejection);
    expect((rejection as IpcRejection).name).toBe('IpcRejection');
    expect((rejection as IpcRejection).message).toMatch(/^参数不合法（demo:x）：.+/);
  });

  it("words a bad argument with the schema's own message", async () => {
    const { gate, invoke } = fakeGate();
    gate.handle(
      'demo:phone',
      { roles: ['panel'], args: z.tuple([z.string().regex(/^1\d{10}$/, '请输入正确手机号')]) },
      () => 'ok',
    );
    gate.registerSender(1, panel);
    await expect(invoke('demo:phone', 1, top(PANEL_PAGE), '123')).rejects.toThrow(
      '参数不合法（demo:phone）：请输入正确手机号',
    );
  });

  it('checks the sender before the arguments, so a stranger learns nothing of the schema', async () => {
    const { gate, invoke } = fakeGate();
    const served = vi.fn(() => 'ok');
    gate.handle('demo:x', { roles: ['panel'], args: z.tuple([z.string()]) }, served);
    await expect(invoke('demo:x', 3, top(PANEL_PAGE), 42)).rejects.toThrow('拒绝未知来源的调用');
    expect(served).not.toHaveBeenCalled();
  });

  it('refuses a trusted page running in a subframe of a trusted page', async () => {
    const { gate, invoke } = fakeGate();
    gate.handle('demo:x', { roles: ['phone'], args: z.tuple([]) }, () => 'ok');
    gate.registerSender(2, phone('p1'));
    const parent = top(`${APP}/app/home`);
    await expect(
      invoke('demo:x', 2, { url: `${APP}/app/embedded`, parent }, ...[]),
    ).rejects.toThrow('只接受主框架的调用');
  });

  it('lets each role use only the channels that list it', async () => {
    const { gate, invoke } = fakeGate();
    gate.handle(
      'demo:shared',
      { roles: ['panel', 'chrome'], args: z.tuple([]) },
      (ctx) => ctx.role,
    );
    gate.registerSender(1, panel);
    gate.registerSender(3, {
      role: 'chrome',
      phoneId: 'p1',
      trustsUrl: samePage('file:///c.html'),
    });
    gate.registerSender(2, phone('p1'));
    await expect(invoke('demo:shared', 1, top(PANEL_PAGE))).resolves.toBe('panel');
    await expect(invoke('demo:shared', 3, top('file:///c.html'))).resolves.toBe('chrome');
    await expect(invoke('demo:shared', 2, top(`${APP}/app/home`))).rejects.toThrow('无权调用');
  });

  it('lists the senders registered with the given roles', () => {
    const { gate } = fakeGate();
    gate.registerSender(1, panel);
    gate.registerSender(2, phone('p1'));
    gate.registerSender(4, phone('p2'));
    gate.registerSender(3, { role: 'chrome', phoneId: 'p1', trustsUrl: () => true });
    expect(gate.sendersWithRole(['phone'])).toEqual([2, 4]);
    expect(gate.sendersWithRole(['panel', 'chrome'])).toEqual([1, 3]);
    expect(gate.sendersWithRole([])).toEqual([]);
    gate.forgetSender(2);
    expect(gate.sendersWithRole(['phone'])).toEqual([4]);
  });

  it('on dispose removes every channel from ipcMain and forgets every sender', async () => {
    const { gate, ipc, handlers, invoke } = fakeGate();
    gate.handle('demo:a', { roles: ['panel'], args: z.tuple([]) }, () => 'a');
    gate.handle('demo:b', { roles: ['panel'], args: z.tuple([]) }, () => 'b');
    gate.registerSender(1, panel);
    gate.dispose();
    expect(ipc.removeHandler.mock.calls.map(([channel]) => channel).sort()).toEqual([
      'demo:a',
      'demo:b',
    ]);
    expect(handlers.size).toBe(0);
    expect(gate.sendersWithRole(['panel'])).toEqual([]);
    // Channels can be registered afresh after a teardown, and the old senders are strangers.
    gate.handle('demo:a', { roles: ['panel'], args: z.tuple([]) }, () => 'a2');
    await expect(invoke('demo:a', 1, top(PANEL_PAGE))).rejects.toThrow('拒绝未知来源的调用');
    gate.registerSender(1, panel);
    await expect(invoke('demo:a', 1, top(PANEL_PAGE))).resolves.toBe('a2');
  });

  it('refuses a second registration of one channel without replacing the first', async () => {
    const { gate, ipc, invoke } = fakeGate();
    gate.handle('demo:a', { roles: ['panel'], args: z.tuple([]) }, () => 'first');
    expect(() =>
      gate.handle('demo:a', { roles: ['panel'], args: z.tuple([]) }, () => 'second'),
    ).toThrow('IPC 通道重复注册：demo:a');
    expect(ipc.handle).toHaveBeenCalledTimes(1);
    gate.registerSender(1, panel);
    await expect(invoke('demo:a', 1, top(PANEL_PAGE))).resolves.toBe('first');
  });
});
