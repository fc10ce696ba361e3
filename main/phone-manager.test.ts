import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingSheet } from '../simulator/host-contract';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectron);

const { views, sessions, openExternal } = await import('./fake-electron');
const { PhoneManager } = await import('./phone-manager');
const { createIpcGate } = await import('./ipc');
const { getDevice, viewportFor } = await import('../simulator/devices');
const { receiveScript } = await import('../simulator/bridge');

const APP = 'http://127.0.0.1:4800';
const API = 'http://127.0.0.1:3900';
const shotsDir = mkdtempSync(join(tmpdir(), 'sim-shots-'));
afterAll(() => rmSync(shotsDir, { recursive: true, force: true }));

function setup() {
  views.length = 0;
  const natives: {
    events: { send(json: string): void; changed(): void; closePage(): void };
    receive: ReturnType<typeof vi.fn>;
  }[] = [];
  const gate = createIpcGate();
  const events: unknown[] = [];
  const wechats: {
    invoke: ReturnType<typeof vi.fn>;
    dispose: ReturnType<typeof vi.fn>;
    changed(): void;
  }[] = [];
  const wechatSheet: { current: PendingSheet | null } = { current: null };
  const manager = new PhoneManager({
    gate,
    apiUrl: API,
    appUrl: `${APP}/app/`,
    preloadDir: '/opt/sim/out/preload',
    chromePageUrl: 'file:///opt/sim/out/renderer/phone-chrome.html',
    screenshotsDir: shotsDir,
    pcSiteUrl: 'https://www.shuiwutong.com',
    nativeFactory: ({ events }) => {
      const native = {
        events,
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
    wechatFactory: ({ changed }) => {
      const side = {
        invoke: vi.fn(async () => ({ err_msg: 'get_brand_wcpay_request:ok' })),
        payments: () => ({ sheet: () => wechatSheet.current, answer: vi.fn(), log: () => [] }),
        dispose: vi.fn(),
        changed,
      };
      wechats.push(side);
      return side;
    },
  });
  // Views come in pairs: the chrome view, then the content view.
  const content = (n: number) => views.filter((v) => v.webPreferences.partition)[n]!;
  manager.subscribe((event) => events.push(event));
  return { manager, gate, natives, events, content, wechats, wechatSheet };
}

describe('Electron phones (electron mocked)', () => {
  beforeEach(() => sessions.clear());

  it('opens an in-app iPhone: web-view UA, own partition, iOS preload, sandbox, metrics, touch, Wi-Fi', async () => {
    const { manager, content, gate } = setup();
    const summary = await manager.openPhone({
      deviceId: 'iphone-15',
      mode: 'app',
      url: '/app/home?from=qa',
    });
    const phone = content(0);
    expect(summary).toMatchObject({
      id: 'phone-1',
      deviceName: 'iPhone 15',
      mode: 'app',
      url: `${APP}/app/home?from=qa`,
    });
    expect(phone.webPreferences).toMatchObject({
      partition: 'persist:phone-1',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    });
    expect(phone.webPreferences.preload).toBe(join('/opt/sim/out/preload', 'phone-ios.cjs'));
    expect(phone.webContents.userAgent).toMatch(
      /\(iPhone; CPU iPhone OS .* Mobile\/15E148 TaxApp\/4\.0\.0$/,
    );
    expect(sessions.get('persist:phone-1')?.userAgent).toBe(phone.webContents.userAgent);
    const profile = getDevice('iphone-15');
    expect(phone.webContents.emulation).toMatchObject({
      screenPosition: 'mobile',
      viewSize: viewportFor(profile, 'app'),
      deviceScaleFactor: profile.deviceScaleFactor,
    });
    await vi.waitFor(() =>
      expect(phone.webContents.commands.map((c) => c.method)).toContain(
        'Network.emulateNetworkConditions',
      ),
    );
    expect(phone.webContents.commands).toContainEqual({
      method: 'Emulation.setTouchEmulationEnabled',
      params: { enabled: true, maxTouchPoints: 5 },
    });
    const viewport = viewportFor(profile, 'app');
    expect(phone.webContents.commands).toContainEqual({
      method: 'Emulation.setDeviceMetricsOverride',
      params: {
        width: viewport.width,
        height: viewport.height,
        deviceScaleFactor: 3,
        mobile: true,
        screenWidth: profile.screen.width,
        screenHeight: profile.screen.height,
      },
    });
    // Emulation is applied again when a navigation swaps the renderer.
    const before = phone.webContents.commands.filter(
      (c) => c.method === 'Emulation.setDeviceMetricsOverride',
    ).length;
    phone.webContents.fireWith('did-start-navigation', {
      isMainFrame: true,
      isSameDocument: false,
    });
    await vi.waitFor(() =>
      expect(
        phone.webContents.commands.filter((c) => c.method === 'Emulation.setDeviceMetricsOverride')
          .length,
      ).toBe(before + 1),
    );
    expect(
      phone.webContents.commands.find((c) => c.method === 'Network.emulateNetworkConditions')
        ?.params,
    ).toMatchObject({ offline: false });
    // The gate knows the content view as this phone's page, the chrome view as its chrome.
    expect(gate.sendersWithRole(['phone'])).toEqual([phone.webContents.id]);
    expect(gate.sendersWithRole(['chrome'])).toHaveLength(1);
  });

  it('opens a browser-mode Android phone with no bridge preload and its own storage', async () => {
    const { manager, content } = setup();
    await manager.openPhone({ deviceId: 'iphone-15', mode: 'app', url: '/app/home' });
    await manager.openPhone({ deviceId: 'pixel-8', mode: 'browser', url: '/app/home' });
    const android = content(1);
    expect(android.webPreferences.partition).toBe('persist:phone-2');
    expect(android.webPreferences.preload).toBeUndefined();
    expect(android.webContents.userAgent).toBe(getDevice('pixel-8').browserUserAgent);
    expect(android.webContents.userAgent).not.toContain('TaxApp');
  });

  it("opens WeChat's browser with the WeixinJSBridge preload, routes its invoke, and shows its payment sheet", async () => {
    const { manager, content, wechats, wechatSheet } = setup();
    await manager.openPhone({ deviceId: 'pixel-8', mode: 'browser', url: '/app/home' });
    await manager.openPhone({
      deviceId: 'xiaomi-14-wechat',
      mode: 'browser',
      url: '/app/member/apply',
    });
    expect(content(0).webPreferences.preload).toBeUndefined();
    const wechat = content(1);
    expect(wechat.webPreferences.preload).toBe(join('/opt/sim/out/preload', 'phone-wechat.cjs'));
    expect(wechat.webContents.userAgent).toContain('MicroMessenger/');
    expect(wechats).toHaveLength(1);
    expect(
      await manager.weixinInvoke('phone-2', { name: 'getBrandWCPayRequest', params: {} }),
    ).toEqual({ err_msg: 'get_brand_wcpay_request:ok' });
    expect(
      await manager.weixinInvoke('phone-1', { name: 'getBrandWCPayRequest', params: {} }),
    ).toEqual({ err_msg: 'system:function_not_exist' });
    wechatSheet.current = {
      kind: 'payment',
      payment: {
        kind: 'wechat-jsapi',
        orderNo: '202606011000000001',
        productId: null,
        amountCents: 3800,
        goodsTitle: '个人会员·月卡',
      },
    };
    wechats[0]?.changed();
    expect((await manager.getState()).phones[1]?.sheet).toEqual(wechatSheet.current);
    await manager.closePhone('phone-2');
    expect(wechats[0]?.dispose).toHaveBeenCalled();
  });

  it('refuses app mode on a desktop profile and URLs outside the app', async () => {
    const { manager } = setup();
    await expect(
      manager.openPhone({ deviceId: 'desktop-chrome-windows', mode: 'app', url: '/app/home' }),
    ).rejects.toThrow('只能用浏览器模式');
    await expect(
      manager.openPhone({ deviceId: 'iphone-15', mode: 'app', url: 'https://evil.example/' }),
    ).rejects.toThrow('只能打开本应用的地址');
  });

  it("has no other apps' bridges: asked for one, it points to the Chromium host", async () => {
    const { manager, content } = setup();
    const state = await manager.getState();
    expect(state).toMatchObject({ capabilities: { foreignBridges: false }, defaultBridge: 'tax' });
    await expect(
      manager.openPhone({
        deviceId: 'iphone-15',
        mode: 'app',
        url: '/app/home',
        bridge: 'dsbridge',
      }),
    ).rejects.toThrow(
      'Electron 模拟器不能模拟其他 App 的桥接（DSBridge）：请用 Chromium 模拟器（npm run sim）',
    );
    expect(views.filter((v) => v.webPreferences.partition)).toHaveLength(0);
    const own = await manager.openPhone({ deviceId: 'iphone-15', mode: 'app', url: '/app/home' });
    expect(own.bridge).toBe('tax');
    expect(content(0)).toBeDefined();
  });

  it('switches a phone offline with the offline preset', async () => {
    const { manager, content } = setup();
    await manager.openPhone({ deviceId: 'iphone-15', mode: 'browser', url: '/app/home' });
    await manager.updatePhone('phone-1', { network: 'offline' });
    const conditions = content(0).webContents.commands.filter(
      (c) => c.method === 'Network.emulateNetworkConditions',
    );
    expect(conditions.at(-1)?.params).toMatchObject({ offline: true });
    expect((await manager.getState()).phones[0]?.network).toBe('offline');
  });

  it('keeps phones on the app, the API and the PC site, and opens only allow-listed links outside', async () => {
    const { manager, content } = setup();
    await manager.openPhone({
      deviceId: 'desktop-chrome-windows',
      mode: 'browser',
      url: '/app/home',
    });
    const wc = content(0).webContents;
    expect(wc.fireWith('will-navigate', { url: `${APP}/app/article/detail/1` })).toBe(false);
    expect(wc.fireWith('will-navigate', { url: 'https://www.shuiwutong.com/articles/1' })).toBe(
      false,
    );
    expect(wc.fireWith('will-navigate', { url: 'https://evil.example/phish' })).toBe(true);
    const blocked = await manager.networkLog('phone-1');
    expect(blocked.at(-1)).toMatchObject({
      url: 'https://evil.example/phish',
      failure: '已拦截：模拟器只允许访问本应用',
    });
    expect(wc.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect(wc.windowOpenHandler?.({ url: 'https://playwright.dev/docs/intro' })).toEqual({
      action: 'deny',
    });
    expect(openExternal.mock.calls).toEqual([['https://playwright.dev/docs/intro']]);
    // The PC site is answered locally in the phone's own session.
    expect(sessions.get('persist:phone-1')?.protocol.handle).toHaveBeenCalledWith(
      'https',
      expect.any(Function),
    );
  });

  it("routes a page's bridge message to its native side and answers through __taxBridgeReceive", async () => {
    const { manager, content, natives } = setup();
    await manager.openPhone({ deviceId: 'pixel-8', mode: 'app', url: '/app/home' });
    manager.receiveBridgeMessage('phone-1', '{"id":"1","method":"getToken"}');
    expect(natives[0]?.receive).toHaveBeenCalledWith('{"id":"1","method":"getToken"}');
    natives[0]?.events.send('{"id":"1","result":{"token":null}}');
    expect(content(0).webContents.executeJavaScript).toHaveBeenCalledWith(
      receiveScript('{"id":"1","result":{"token":null}}'),
    );
  });

  it('hides the page on closePage and brings it back on reload', async () => {
    const { manager, natives, content, events } = setup();
    await manager.openPhone({ deviceId: 'iphone-15', mode: 'app', url: '/app/home' });
    events.length = 0;
    natives[0]?.events.closePage();
    // The panel and the chrome view hear of it and redraw.
    expect(events).toEqual([{ type: 'state' }]);
    expect((await manager.getState()).phones[0]?.closed).toBe(true);
    expect(content(0).bounds).toMatchObject({ height: 0 });
    await manager.reload('phone-1');
    expect((await manager.getState()).phones[0]?.closed).toBe(false);
    expect(content(0).bounds).toMatchObject({
      height: viewportFor(getDevice('iphone-15'), 'app').height,
    });
  });

  it('navigates all phones together and screenshots every phone into one folder', async () => {
    const { manager } = setup();
    await manager.openPhone({ deviceId: 'iphone-15', mode: 'app', url: '/app/home' });
    await manager.openPhone({ deviceId: 'xiaomi-14', mode: 'browser', url: '/app/home' });
    await manager.navigateAll('/app/calculator');
    expect((await manager.getState()).phones.map((p) => p.url)).toEqual([
      `${APP}/app/calculator`,
      `${APP}/app/calculator`,
    ]);
    const shots = await manager.screenshotAll();
    expect(shots.files).toEqual([
      join(shots.dir, 'phone-1-iphone-15-app.png'),
      join(shots.dir, 'phone-2-xiaomi-14-browser.png'),
    ]);
    expect(shots.files.every((f) => existsSync(f))).toBe(true);
    expect(readFileSync(shots.files[0]!, 'utf8')).toBe(`png of ${APP}/app/calculator`);
  });

  it('navigates the other phones when one cannot load, and says why in Chinese', async () => {
    const { manager, content } = setup();
    await manager.openPhone({ deviceId: 'iphone-15', mode: 'app', url: '/app/home' });
    await manager.openPhone({ deviceId: 'xiaomi-14', mode: 'browser', url: '/app/home' });
    await manager.updatePhone('phone-2', { network: 'offline' });
    const offline = content(1).webContents;
    offline.loadURL = async (url: string) => {
      throw new Error(`ERR_INTERNET_DISCONNECTED (-106) loading '${url}'`);
    };
    const outcomes = await manager.navigateAll('/app/calculator');
    expect(outcomes).toEqual([
      { phoneId: 'phone-1', label: 'iPhone 15 · App 内', error: null },
      { phoneId: 'phone-2', label: '小米 14 · 浏览器', error: '网络已断开（该手机处于离线网络）' },
    ]);
    expect((await manager.getState()).phones[0]?.url).toBe(`${APP}/app/calculator`);
  });

  it('closing a phone forgets its senders', async () => {
    const { manager, gate } = setup();
    await manager.openPhone({ deviceId: 'iphone-15', mode: 'app', url: '/app/home' });
    await manager.closePhone('phone-1');
    expect(gate.sendersWithRole(['phone', 'chrome'])).toEqual([]);
    await expect(manager.reload('phone-1')).rejects.toThrow('没有这台手机：phone-1');
  });

  it("audits the page a phone shows with axe-core in the page's own world", async () => {
    const { manager, content } = setup();
    await manager.openPhone({ deviceId: 'pixel-8', mode: 'app', url: '/app/home' });
    const page = content(0).webContents;
    page.executeJavaScript.mockResolvedValueOnce({
      url: `${APP}/app/home`,
      violations: [
        {
          id: 'region',
          impact: 'moderate',
          help: '页面所有内容都应包含在地标中',
          description: '',
          helpUrl: '',
          nodes: [],
        },
        {
          id: 'image-alt',
          impact: 'critical',
          help: '图像必须有替代文本',
          description: '',
          helpUrl: '',
          nodes: [{ target: ['img'], html: '<img>', failureSummary: '元素没有 alt 属性' }],
        },
      ],
      passes: ['html-has-lang'],
      incomplete: [],
    });
    const result = await manager.audit('phone-1');
    const [script, userGesture] = page.executeJavaScript.mock.calls.at(-1) as unknown as [
      string,
      boolean,
    ];
    expect(script).toContain('window.axe.run(document');
    expect(userGesture).toBe(true);
    expect(result.violations.map((v) => [v.id, v.impact])).toEqual([
      ['image-alt', 'critical'],
      ['region', 'moderate'],
    ]);
    expect(result).toMatchObject({ url: `${APP}/app/home`, passes: 1, incomplete: 0 });
  });
});
