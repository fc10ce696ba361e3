/**
 * An Electron phone's system (Phone.shell()) through the PhoneManager, as the panel's 系统 menu and
 * the chrome view's prompt drive it, with electron mocked (main/fake-electron.ts).
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectron);

const { views } = await import('./fake-electron');
const { PhoneManager } = await import('./phone-manager');
const { createIpcGate } = await import('./ipc');

const APP = 'http://127.0.0.1:4800';

function setup() {
  views.length = 0;
  const natives: { resume: ReturnType<typeof vi.fn> }[] = [];
  const events: unknown[] = [];
  const manager = new PhoneManager({
    gate: createIpcGate(),
    apiUrl: 'http://127.0.0.1:3900',
    appUrl: `${APP}/app/`,
    preloadDir: '/opt/sim/out/preload',
    chromePageUrl: 'file:///opt/sim/out/renderer/phone-chrome.html',
    screenshotsDir: '/tmp/unused-shots',
    pcSiteUrl: 'https://www.shuiwutong.com',
    nativeFactory: () => {
      const native = {
        receive: vi.fn(),
        account: () => null,
        defaultPhone: () => '13800000055',
        title: () => null,
        sheet: () => null,
        loginAs: vi.fn(),
        logout: vi.fn(),
        answerLoginSheet: vi.fn(),
        answerShareSheet: vi.fn(),
        payments: () => ({ sheet: () => null, answer: vi.fn(), log: () => [] }),
        reopen: vi.fn(),
        resume: vi.fn(),
        log: () => [],
        dispose: vi.fn(),
      };
      natives.push(native);
      return native;
    },
  });
  manager.subscribe((event) => events.push(event));
  // Views come in pairs: the chrome view, then the content view.
  const chrome = (n: number) => views.filter((v) => !v.webPreferences.partition)[n]!;
  const content = (n: number) => views.filter((v) => v.webPreferences.partition)[n]!;
  const sent = (n: number, method: string) =>
    content(n)
      .webContents.commands.filter((c) => c.method === method)
      .map((c) => c.params);
  /** The page calls the system's binding (as the page script does for navigator.geolocation). */
  const pageAsks = (n: number, id: number, request: unknown) =>
    content(n).webContents.emitDebugger('Runtime.bindingCalled', {
      name: '__taxSimSystem__binding',
      payload: JSON.stringify({ id, request }),
      executionContextId: 1,
    });
  return { manager, natives, events, chrome, content, sent, pageAsks };
}

const systemLog = async (manager: InstanceType<typeof PhoneManager>) =>
  (await manager.bridgeLog('phone-1'))
    .filter((e) => e.kind === 'event' && e.event.startsWith('system.'))
    .map((e) => (e.kind === 'event' ? e.event : ''));

describe('Electron phones have the phone system (electron mocked)', () => {
  it('installs the page side before the page loads, and the panel gets the system state', async () => {
    const { manager, sent, content } = setup();
    await manager.openPhone({ deviceId: 'iphone-15', mode: 'app', url: '/app/home' });
    expect(content(0).webContents.loads[0]?.commandsBefore).toEqual(
      expect.arrayContaining(['Runtime.addBinding', 'Page.addScriptToEvaluateOnNewDocument']),
    );
    expect(sent(0, 'Runtime.addBinding')).toEqual([{ name: '__taxSimSystem__binding' }]);
    const scripts = sent(0, 'Page.addScriptToEvaluateOnNewDocument').map((p) =>
      String((p as { source: string }).source),
    );
    expect(scripts.some((s) => s.includes('__taxSimSetVisible'))).toBe(true);
    expect(sent(0, 'Emulation.setGeolocationOverride')).toHaveLength(1);
    const [phone] = (await manager.getState()).phones;
    expect(phone?.system).toMatchObject({
      foreground: true,
      geolocation: { permission: 'ask' },
      clipboard: { permission: 'ask' },
      prompt: null,
    });
  });

  it('goes to the background and back: the document hides, the app gets resume, all logged', async () => {
    const { manager, natives, content, events } = setup();
    await manager.openPhone({ deviceId: 'pixel-8', mode: 'app', url: '/app/home' });
    events.length = 0;
    await manager.shell('phone-1', { action: 'background' });
    expect(content(0).webContents.executeJavaScript).toHaveBeenCalledWith(
      'window.__taxSimSetVisible && window.__taxSimSetVisible(false)',
    );
    expect((await manager.getState()).phones[0]?.system?.foreground).toBe(false);
    expect(events).toContainEqual({ type: 'state' });
    await manager.shell('phone-1', { action: 'foreground' });
    expect(natives[0]?.resume).toHaveBeenCalledTimes(1);
    expect(await systemLog(manager)).toEqual(['system.background', 'system.foreground']);
  });

  it("shows the page's location prompt over the whole phone and answers it through the shell call", async () => {
    const { manager, chrome, sent, pageAsks } = setup();
    await manager.openPhone({ deviceId: 'iphone-15', mode: 'browser', url: '/app/home' });
    const chromeHeight = (chrome(0).bounds as { height: number }).height;
    pageAsks(0, 1, { type: 'geolocation' });
    await vi.waitFor(async () =>
      expect((await manager.getState()).phones[0]?.system?.prompt).toEqual({
        kind: 'geolocation',
        origin: APP,
      }),
    );
    // The chrome view is stretched over the page to draw the prompt.
    expect((chrome(0).bounds as { height: number }).height).toBeGreaterThan(chromeHeight);
    await manager.shell('phone-1', { action: 'answerPrompt', answer: { allow: true } });
    await vi.waitFor(() => expect(sent(0, 'Runtime.evaluate')).toHaveLength(1));
    expect(sent(0, 'Runtime.evaluate')[0]).toEqual({
      expression: 'window["__taxSimSystem__reply"](1, {"value":"allow"})',
      contextId: 1,
    });
    expect((chrome(0).bounds as { height: number }).height).toBe(chromeHeight);
    const [phone] = (await manager.getState()).phones;
    expect(phone?.system).toMatchObject({ prompt: null, geolocation: { permission: 'allow' } });
    expect(await systemLog(manager)).toEqual(['system.prompt', 'system.locate']);
  });

  it("Android's back goes back in the web view, and on its first page the app closes it", async () => {
    const { manager, content } = setup();
    await manager.openPhone({ deviceId: 'pixel-8', mode: 'app', url: '/app/home' });
    const wc = content(0).webContents;
    wc.history = { entries: [`${APP}/app/home`, `${APP}/app/news`], index: 1 };
    await manager.shell('phone-1', { action: 'systemBack' });
    expect(wc.navigationHistory.goBack).toHaveBeenCalledTimes(1);
    expect((await manager.getState()).phones[0]?.closed).toBe(false);
    await manager.shell('phone-1', { action: 'systemBack' });
    expect((await manager.getState()).phones[0]?.closed).toBe(true);
    await expect(
      manager.shell('phone-1', { action: 'gesture', gesture: 'swipeUp' }),
    ).rejects.toThrow('页面已关闭');
  });

  it('opens a deep link in the phone, reopening its closed page', async () => {
    const { manager, content } = setup();
    await manager.openPhone({ deviceId: 'pixel-8', mode: 'app', url: '/app/home' });
    await manager.closePage('phone-1');
    await manager.shell('phone-1', { action: 'deepLink', link: 'taxapp://calculator?x=1' });
    expect(content(0).webContents.url).toBe(`${APP}/app/calculator?x=1`);
    expect((await manager.getState()).phones[0]?.closed).toBe(false);
  });

  it('a closed page reopened is a new page of the app, in the foreground', async () => {
    const { manager } = setup();
    await manager.openPhone({ deviceId: 'pixel-8', mode: 'app', url: '/app/home' });
    await manager.shell('phone-1', { action: 'background' });
    await manager.closePage('phone-1');
    expect((await manager.getState()).phones[0]?.system?.foreground).toBe(false);
    await manager.reload('phone-1');
    const [phone] = (await manager.getState()).phones;
    expect(phone).toMatchObject({ closed: false, system: { foreground: true } });
  });

  it('a new device starts a new system; the old one answers what it still asked', async () => {
    const { manager, content, sent, pageAsks } = setup();
    await manager.openPhone({ deviceId: 'iphone-15', mode: 'browser', url: '/app/home' });
    pageAsks(0, 1, { type: 'clipboard-read' });
    await vi.waitFor(async () =>
      expect((await manager.getState()).phones[0]?.system?.prompt).toEqual({ kind: 'paste' }),
    );
    await manager.updatePhone('phone-1', { deviceId: 'pixel-8' });
    // The paste prompt was refused as the old web view went away.
    await vi.waitFor(() =>
      expect(sent(0, 'Runtime.evaluate')[0]).toMatchObject({
        expression: 'window["__taxSimSystem__reply"](1, {"value":null})',
      }),
    );
    expect(content(1).webContents.commands.map((c) => c.method)).toContain('Runtime.addBinding');
    expect((await manager.getState()).phones[0]?.system?.prompt).toBeNull();
  });
});
