import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { createPanelRoutes } from '../panel/server-routes';
import { ChromiumPanelHost } from './chromium-panel-host';
import { startPanelHostFixture, type PanelHostFixture } from './panel-host-fixture';

/** A page making a synchronous DSBridge call the way the `dsbridge` package does, on iOS and Android. */
const FIXTURE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>夹具页</title></head><body><script>
  window.dsSync = function (method) {
    var arg = JSON.stringify({ data: null });
    if (window._dswk) return prompt('_dsbridge=' + method, arg);
    return window._dsbridge ? window._dsbridge.call(method, arg) : null;
  };
</script></body></html>`;

// Real Chromium on a shared 2-core machine: a slow launch is not a failure of the host.
vi.setConfig({ testTimeout: 60_000 });

const TABLE = { getUserInfo: { answer: { name: '小王' } } };

let fixture: PanelHostFixture<ChromiumPanelHost> | undefined;
let host: ChromiumPanelHost;

beforeAll(async () => {
  fixture = await startPanelHostFixture({
    prefix: 'sim-panel-bridge-',
    page: FIXTURE,
    createHost: (options) => new ChromiumPanelHost({ ...options, sheets: 'auto', headed: false }),
    panelRoutes: createPanelRoutes,
  });
  ({ host } = fixture);
}, 60_000);

afterAll(() => fixture?.stop());

const dsSync = (index: number) => host.phones()[index]?.page.evaluate(`dsSync('getUserInfo')`);

describe('ChromiumPanelHost: a bridge per phone', () => {
  it("opens one phone on DSBridge and one on this app's bridge, side by side", async () => {
    expect((await host.getState()).defaultBridge).toBe('tax');
    const foreign = await host.openPhone({
      deviceId: 'iphone-15',
      mode: 'app',
      url: '/app/',
      bridge: 'dsbridge',
      handlers: TABLE,
    });
    const own = await host.openPhone({ deviceId: 'iphone-15', mode: 'app', url: '/app/' });
    expect([foreign.bridge, own.bridge]).toEqual(['dsbridge', 'tax']);
    // Answered from the phone's own table, synchronously; the app's own phone has no DSBridge.
    expect(await dsSync(0)).toBe('{"code":0,"data":{"name":"小王"}}');
    expect(await dsSync(1)).toBeNull();
    expect(own.defaultNativePhone).not.toBeNull();
    expect(foreign.defaultNativePhone).toBeNull();
  });

  it("lets only the phone on another app's bridge leave the app's origin", async () => {
    const elsewhere = `${fixture?.apiUrl}/__sim/health`;
    await host.navigate('phone-1', elsewhere);
    expect((await host.getState()).phones[0]?.url).toBe(elsewhere);
    await expect(host.navigate('phone-2', elsewhere)).rejects.toThrow(
      '只能打开本应用的地址（如 /app/home?from=qa）',
    );
    const outcomes = await host.navigateAll(elsewhere);
    expect(outcomes.map((o) => o.error)).toEqual([
      null,
      '页面没有打开：只能打开本应用的地址（如 /app/home?from=qa）',
    ]);
    await host.navigate('phone-1', '/app/');
  });

  it('keeps the bridge and its table on another device, and refuses a mode it cannot run in', async () => {
    const android = await host.updatePhone('phone-1', { deviceId: 'xiaomi-14' });
    expect(android).toMatchObject({ platform: 'android', bridge: 'dsbridge' });
    expect(await dsSync(0)).toBe('{"code":0,"data":{"name":"小王"}}');
    await expect(host.updatePhone('phone-1', { mode: 'browser' })).rejects.toThrow(
      'DSBridge 不能用于「小米 14」（手机浏览器）：dsbridge 是 App 内网页的桥接',
    );
    expect((await host.getState()).phones[0]).toMatchObject({ mode: 'app', bridge: 'dsbridge' });
  });

  it("refuses a protocol that does not fit the device or mode, and a table for this app's bridge", async () => {
    await expect(
      host.openPhone({ deviceId: 'pixel-8', mode: 'app', url: '/app/', bridge: 'wvjb' }),
    ).rejects.toThrow(/WebViewJavascriptBridge 是 iOS 的桥接/);
    await expect(
      host.openPhone({ deviceId: 'iphone-15', mode: 'app', url: '/app/', bridge: 'wechat-sdk' }),
    ).rejects.toThrow(/微信 JS-SDK 只在微信内置浏览器里工作/);
    await expect(
      host.openPhone({ deviceId: 'iphone-15', mode: 'app', url: '/app/', handlers: TABLE }),
    ).rejects.toThrow('方法应答表只用于其他 App 的桥接');
    expect((await host.getState()).phones).toHaveLength(2);
  });

  it("gives a phone opened without a bridge the host's own choice and table (the CLI's --bridge)", async () => {
    if (!fixture) throw new Error('夹具没有启动');
    const cliHost = new ChromiumPanelHost({
      browser: fixture.browser,
      apiUrl: fixture.apiUrl,
      webUrl: fixture.webUrl,
      screenshotsDir: join(fixture.dir, 'cli-shots'),
      sheets: 'auto',
      headed: false,
      foreignBridge: { protocol: 'dsbridge', handlers: TABLE },
    });
    try {
      expect((await cliHost.getState()).defaultBridge).toBe('dsbridge');
      const phone = await cliHost.openPhone({ deviceId: 'xiaomi-14', mode: 'app', url: '/app/' });
      expect(phone.bridge).toBe('dsbridge');
      expect(await cliHost.phones()[0]?.page.evaluate(`dsSync('getUserInfo')`)).toBe(
        '{"code":0,"data":{"name":"小王"}}',
      );
      // QA may still pick this app's own bridge for one phone.
      const own = await cliHost.openPhone({
        deviceId: 'xiaomi-14',
        mode: 'app',
        url: '/app/',
        bridge: 'tax',
      });
      expect(own.bridge).toBe('tax');
    } finally {
      await cliHost.closeAll();
    }
  });
});
