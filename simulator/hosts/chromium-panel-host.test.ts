import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { existsSync } from 'node:fs';
import type { HostEvent } from '../host-contract';
import { createPanelRoutes } from '../panel/server-routes';
import { ChromiumPanelHost } from './chromium-panel-host';
import { startPanelHostFixture, type PanelHostFixture } from './panel-host-fixture';

/** A page that asks the native side to log in, as the app's bridge client does. */
const FIXTURE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>夹具页</title></head><body><script>
  window.received = [];
  window.__taxBridgeReceive = function (json) { window.received.push(JSON.parse(json)); };
  window.login = function () {
    var m = { id: 'l1', method: 'login' };
    if (window.webkit) window.webkit.messageHandlers.taxBridge.postMessage(m); else window.taxBridge.postMessage(JSON.stringify(m));
  };
</script></body></html>`;

// Real Chromium on a shared 2-core machine: a slow launch is not a failure of the host.
vi.setConfig({ testTimeout: 60_000 });

let fixture: PanelHostFixture<ChromiumPanelHost> | undefined;
let host: ChromiumPanelHost;
let webUrl: string;
const events: HostEvent[] = [];

beforeAll(async () => {
  fixture = await startPanelHostFixture({
    prefix: 'sim-panel-host-',
    page: FIXTURE,
    createHost: (options) =>
      new ChromiumPanelHost({ ...options, sheets: 'interactive', headed: false }),
    panelRoutes: createPanelRoutes,
  });
  ({ host, webUrl } = fixture);
  host.subscribe((e) => events.push(e));
}, 60_000);

afterAll(() => fixture?.stop());

describe('ChromiumPanelHost', () => {
  it('opens phones on the app origin only and lists them in the state', async () => {
    const phone = await host.openPhone({
      deviceId: 'iphone-15',
      mode: 'app',
      url: '/app/?from=qa',
    });
    expect(phone).toMatchObject({
      id: 'phone-1',
      deviceId: 'iphone-15',
      platform: 'ios',
      mode: 'app',
      network: 'wifi',
      title: '夹具页',
      account: null,
      closed: false,
    });
    expect(phone.url).toBe(`${webUrl}/app/?from=qa`);
    await expect(
      host.openPhone({ deviceId: 'pixel-8', mode: 'app', url: 'https://example.com/' }),
    ).rejects.toThrow('只能打开本应用的地址（如 /app/home?from=qa）');
    await expect(
      host.openPhone({ deviceId: 'desktop-safari-macos', mode: 'app', url: '/app/' }),
    ).rejects.toThrow(/只能用浏览器模式/);
    const state = await host.getState();
    expect(state.kind).toBe('chromium');
    expect(state.phones.map((p) => p.id)).toEqual(['phone-1']);
    expect(state.devices.length).toBeGreaterThanOrEqual(16);
    expect(events).toContainEqual({ type: 'state' });
  });

  it('holds the native login sheet open until the panel answers it', async () => {
    const [phone] = host.phones();
    await phone?.page.evaluate('window.login()');
    await expect
      .poll(async () => (await host.getState()).phones[0]?.sheet)
      .toEqual({ kind: 'login' });
    await host.answerLoginSheet('phone-1', { action: 'succeed', phone: '13911116666' });
    await expect
      .poll(async () => (await host.getState()).phones[0]?.account?.user.phone)
      .toBe('13911116666');
    expect(
      (await host.bridgeLog('phone-1'))
        .filter((e) => e.kind === 'call')
        .map((e) => e.kind === 'call' && e.method),
    ).toEqual(['login']);
    await expect(host.answerLoginSheet('phone-1', { action: 'cancel' })).rejects.toThrow(
      '没有打开的登录面板',
    );
    await host.nativeLogout('phone-1');
    expect((await host.getState()).phones[0]?.account).toBeNull();
  });

  it('switches network, device and mode, keeping the phone id, its URL and its account', async () => {
    const summary = await host.updatePhone('phone-1', { network: '3g' });
    expect(summary.network).toBe('3g');
    const { defaultNativePhone } = summary;
    expect(defaultNativePhone).toMatch(/^1380000\d{4}$/);
    await host.nativeLogin('phone-1', '13911115555');
    const android = await host.updatePhone('phone-1', { deviceId: 'xiaomi-14' });
    // Another model is another web view, but the same phone of QA's: its account stays.
    expect(android.account?.user.phone).toBe('13911115555');
    expect(android.defaultNativePhone).toBe(defaultNativePhone);
    await host.nativeLogout('phone-1');
    expect(android).toMatchObject({
      id: 'phone-1',
      deviceId: 'xiaomi-14',
      platform: 'android',
      network: '3g',
      url: `${webUrl}/app/?from=qa`,
    });
    expect(await host.phones()[0]?.page.evaluate('typeof window.taxBridge.postMessage')).toBe(
      'function',
    );
    const browserMode = await host.updatePhone('phone-1', { mode: 'browser' });
    expect(browserMode.mode).toBe('browser');
    await expect(host.nativeLogin('phone-1', '13911117777')).rejects.toThrow(
      '该手机处于浏览器模式，没有原生 App',
    );
  });

  it('navigates every phone, closes and reloads a page, and takes screenshots of all', async () => {
    await host.openPhone({ deviceId: 'honor-magic6', mode: 'browser', url: '/app/' });
    await host.navigateAll('/app/next?x=1');
    expect((await host.getState()).phones.map((p) => p.url)).toEqual([
      `${webUrl}/app/next?x=1`,
      `${webUrl}/app/next?x=1`,
    ]);
    // One phone offline: the other still goes, and the report says which did not, in Chinese.
    await host.updatePhone('phone-2', { network: 'offline' });
    const outcomes = await host.navigateAll('/app/offline-check');
    expect(outcomes).toEqual([
      { phoneId: 'phone-1', label: '小米 14 · 浏览器', error: null },
      {
        phoneId: 'phone-2',
        label: expect.stringContaining('浏览器'),
        error: '网络已断开（该手机处于离线网络）',
      },
    ]);
    expect((await host.getState()).phones[0]?.url).toBe(`${webUrl}/app/offline-check`);
    await expect(host.reload('phone-2')).rejects.toThrow(/^网络已断开（该手机处于离线网络）$/);
    await host.updatePhone('phone-2', { network: 'wifi' });
    await host.navigateAll('/app/next?x=1');
    await host.closePage('phone-2');
    expect((await host.getState()).phones[1]?.closed).toBe(true);
    await host.reload('phone-2');
    expect((await host.getState()).phones[1]).toMatchObject({
      closed: false,
      url: `${webUrl}/app/next?x=1`,
    });
    const shots = await host.screenshotAll();
    expect(shots.files.map((f) => f.slice(shots.dir.length + 1))).toEqual([
      'phone-1-xiaomi-14-browser.png',
      'phone-2-honor-magic6-browser.png',
    ]);
    expect(shots.files.every((f) => existsSync(f))).toBe(true);
  });

  it('reaches only /__sim/ of the mock API, and answers the panel over HTTP on the static server', async () => {
    const health = await host.simRequest({ method: 'GET', path: '/__sim/health' });
    expect(health).toMatchObject({ status: 200, body: { data: { ok: true } } });
    const response = await fetch(`${webUrl}/__panel/api/call/getState`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"args":[]}',
    });
    const body = (await response.json()) as { ok: boolean; result: { phones: unknown[] } };
    expect(body.ok).toBe(true);
    expect(body.result.phones).toHaveLength(2);
    const outside = await fetch(`${webUrl}/__panel/api/call/simRequest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ args: [{ method: 'GET', path: '/v1/user/info' }] }),
    });
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as { message: string }).message).toContain(
      '只能访问模拟服务的 /__sim/ 接口',
    );
    await host.closePhone('phone-2');
    expect((await host.getState()).phones.map((p) => p.id)).toEqual(['phone-1']);
  });
});
