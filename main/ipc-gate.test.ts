import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

type Listener = (event: unknown, ...args: unknown[]) => unknown;
const handlers = new Map<string, Listener>();

vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, listener: Listener) => handlers.set(channel, listener),
    removeHandler: (channel: string) => handlers.delete(channel),
  },
}));

const { createIpcGate } = await import('./ipc');
const { sameOrigin, samePage } = await import('./ipc-gate');
const { registerPanelChannels } = await import('./panel-channels');

const APP = 'http://127.0.0.1:4800';
const PANEL_PAGE = 'file:///opt/sim/out/renderer/index.html';

type Frame = { url: string; parent: Frame | null };
function invoke(
  channel: string,
  senderId: number,
  frame: Frame | null,
  ...args: unknown[]
): Promise<unknown> {
  const listener = handlers.get(channel);
  if (!listener) throw new Error(`no handler for ${channel}`);
  return Promise.resolve().then(() =>
    listener({ sender: { id: senderId }, senderFrame: frame }, ...args),
  );
}
const mainFrame = (url: string): Frame => ({ url, parent: null });

describe('IPC gate', () => {
  beforeEach(() => handlers.clear());

  function setup() {
    const gate = createIpcGate();
    const served = vi.fn((_ctx: unknown, title: string) => `ok:${title}`);
    gate.handle('demo:set-title', { roles: ['panel'], args: z.tuple([z.string().max(5)]) }, served);
    gate.registerSender(1, { role: 'panel', trustsUrl: samePage(PANEL_PAGE) });
    gate.registerSender(2, { role: 'phone', phoneId: 'p1', trustsUrl: sameOrigin(APP) });
    return { gate, served };
  }

  it('serves a registered sender with good arguments', async () => {
    const { served } = setup();
    await expect(invoke('demo:set-title', 1, mainFrame(`${PANEL_PAGE}#/`), '首页')).resolves.toBe(
      'ok:首页',
    );
    expect(served).toHaveBeenCalledWith({ senderId: 1, role: 'panel', phoneId: undefined }, '首页');
  });

  it('rejects an unknown sender without running the handler', async () => {
    const { served } = setup();
    await expect(invoke('demo:set-title', 99, mainFrame(PANEL_PAGE), '首页')).rejects.toThrow(
      '拒绝未知来源的调用',
    );
    expect(served).not.toHaveBeenCalled();
  });

  it('rejects bad arguments without running the handler', async () => {
    const { served } = setup();
    await expect(invoke('demo:set-title', 1, mainFrame(PANEL_PAGE), 42)).rejects.toThrow(
      '参数不合法',
    );
    await expect(
      invoke('demo:set-title', 1, mainFrame(PANEL_PAGE), '太长的一个标题'),
    ).rejects.toThrow('参数不合法');
    await expect(
      invoke('demo:set-title', 1, mainFrame(PANEL_PAGE), '首页', 'extra'),
    ).rejects.toThrow('参数不合法');
    expect(served).not.toHaveBeenCalled();
  });

  it('rejects a sender whose role may not use the channel', async () => {
    const { served } = setup();
    await expect(invoke('demo:set-title', 2, mainFrame(`${APP}/app/home`), '首页')).rejects.toThrow(
      '无权调用',
    );
    expect(served).not.toHaveBeenCalled();
  });

  it('rejects calls from subframes and from pages the sender navigated to', async () => {
    const { gate, served } = setup();
    gate.handle('demo:post', { roles: ['phone'], args: z.tuple([z.unknown()]) }, () => 'posted');
    const top = mainFrame(`${APP}/app/home`);
    await expect(invoke('demo:post', 2, { url: `${APP}/app/x`, parent: top }, {})).rejects.toThrow(
      '主框架',
    );
    await expect(
      invoke('demo:post', 2, mainFrame('https://evil.example/app/home'), {}),
    ).rejects.toThrow('非预期页面');
    await expect(invoke('demo:post', 2, null, {})).rejects.toThrow('主框架');
    await expect(invoke('demo:post', 2, top, {})).resolves.toBe('posted');
    expect(served).not.toHaveBeenCalled();
  });

  it('stops serving a sender once forgotten', async () => {
    const { gate } = setup();
    gate.forgetSender(1);
    await expect(invoke('demo:set-title', 1, mainFrame(PANEL_PAGE), '首页')).rejects.toThrow(
      '拒绝未知来源的调用',
    );
  });

  it('refuses to register a channel twice', () => {
    const { gate } = setup();
    expect(() =>
      gate.handle('demo:set-title', { roles: ['panel'], args: z.tuple([]) }, () => 1),
    ).toThrow('重复注册');
  });
});

describe('panel channels on the gate', () => {
  beforeEach(() => handlers.clear());

  function setup() {
    const gate = createIpcGate();
    const host = {
      getState: vi.fn(async () => ({ phones: [] })),
      back: vi.fn(async () => undefined),
      screenshotAll: vi.fn(async () => ({ dir: '/tmp/shots', files: [] })),
      nativeLogin: vi.fn(async (_id: string, phone: string) => ({
        phone,
        nickname: 'QA',
        token: 't',
      })),
      simRequest: vi.fn(async () => ({ status: 200, body: {} })),
      shell: vi.fn(async () => undefined),
    };
    // Only the calls under test are implemented; the others are never reached.
    registerPanelChannels(gate, host as never);
    gate.registerSender(1, { role: 'panel', trustsUrl: samePage(PANEL_PAGE) });
    gate.registerSender(3, {
      role: 'chrome',
      phoneId: 'p1',
      trustsUrl: samePage('file:///opt/sim/out/renderer/phone-chrome.html'),
    });
    return { host };
  }
  const chromeFrame = mainFrame('file:///opt/sim/out/renderer/phone-chrome.html?phone=p1');

  it('passes a good panel call through to the host', async () => {
    const { host } = setup();
    await expect(
      invoke('panel:nativeLogin', 1, mainFrame(PANEL_PAGE), 'p1', '13800138000'),
    ).resolves.toMatchObject({ phone: '13800138000' });
    expect(host.nativeLogin).toHaveBeenCalledWith('p1', '13800138000');
  });

  it('rejects an invalid phone number with the login message', async () => {
    const { host } = setup();
    await expect(
      invoke('panel:nativeLogin', 1, mainFrame(PANEL_PAGE), 'p1', '12345'),
    ).rejects.toThrow('请输入正确手机号');
    expect(host.nativeLogin).not.toHaveBeenCalled();
  });

  it("parses openPhone's bridge and handler table with the contract's schema before the host sees them", async () => {
    const { host } = setup();
    const openPhone = vi.fn(async () => ({ id: 'p1' }));
    Object.assign(host, { openPhone });
    const args = { deviceId: 'iphone-15', mode: 'app', url: '/app/home' };
    await expect(
      invoke('panel:openPhone', 1, mainFrame(PANEL_PAGE), { ...args, bridge: 'cordova' }),
    ).rejects.toThrow('桥接协议只能是 tax、dsbridge、wvjb、jsbridge、wechat-sdk、alipay');
    await expect(
      invoke('panel:openPhone', 1, mainFrame(PANEL_PAGE), {
        ...args,
        bridge: 'dsbridge',
        handlers: { getUser: { answer: 1, unanswered: true } },
      }),
    ).rejects.toThrow('方法应答表中的「getUser」只能有 answer、error、sheet、unanswered 其中一个');
    expect(openPhone).not.toHaveBeenCalled();
  });

  it('keeps mock-API calls under /__sim/', async () => {
    const { host } = setup();
    await expect(
      invoke('panel:simRequest', 1, mainFrame(PANEL_PAGE), {
        method: 'GET',
        path: '/v1/user/info',
      }),
    ).rejects.toThrow('/__sim/');
    await expect(
      invoke('panel:simRequest', 1, mainFrame(PANEL_PAGE), {
        method: 'GET',
        path: '/__sim/../v1/user',
      }),
    ).rejects.toThrow('/__sim/');
    await expect(
      invoke('panel:simRequest', 1, mainFrame(PANEL_PAGE), { method: 'GET', path: '/__sim/sms' }),
    ).resolves.toEqual({ status: 200, body: {} });
    expect(host.simRequest).toHaveBeenCalledTimes(1);
  });

  it('lets a chrome view act on its own phone only, and only with chrome calls', async () => {
    const { host } = setup();
    await expect(invoke('panel:back', 3, chromeFrame, 'p1')).resolves.toBeUndefined();
    await expect(invoke('panel:back', 3, chromeFrame, 'p2')).rejects.toThrow('只能操作本机');
    await expect(invoke('panel:screenshotAll', 3, chromeFrame)).rejects.toThrow('无权调用');
    expect(host.back).toHaveBeenCalledTimes(1);
    expect(host.screenshotAll).not.toHaveBeenCalled();
  });

  it("lets the panel drive a phone's system, and a chrome view only answer its own phone's prompt", async () => {
    const { host } = setup();
    const allow = { action: 'answerPrompt', answer: { allow: true } };
    await expect(
      invoke('panel:shell', 1, mainFrame(PANEL_PAGE), 'p2', { action: 'background' }),
    ).resolves.toBeUndefined();
    await expect(invoke('panel:shell', 3, chromeFrame, 'p1', allow)).resolves.toBeUndefined();
    await expect(invoke('panel:shell', 3, chromeFrame, 'p2', allow)).rejects.toThrow(
      '只能操作本机',
    );
    await expect(
      invoke('panel:shell', 3, chromeFrame, 'p1', { action: 'background' }),
    ).rejects.toThrow('手机界面只能回答系统提示');
    // The contract's schema, for the chrome view as for the panel.
    await expect(
      invoke('panel:shell', 3, chromeFrame, 'p1', { action: 'answerPrompt', answer: { allow: 1 } }),
    ).rejects.toThrow('参数不合法（panel:shell）');
    await expect(
      invoke('panel:shell', 3, mainFrame('file:///tmp/evil.html'), 'p1', allow),
    ).rejects.toThrow('非预期页面');
    expect(host.shell.mock.calls).toEqual([
      ['p2', { action: 'background' }],
      ['p1', allow],
    ]);
  });
});
