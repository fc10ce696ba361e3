import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import type { FastifyInstance } from 'fastify';
import playwrightConfig from '../../playwright.config';
import { createApiServer, type ApiServer } from '../api/server';
import { createStaticServer } from '../static-server';
import { loginSheetCancels, loginSheetSucceedsAs } from '../bridge';
import { CHROMIUM_ARGS, launchChromium } from './chromium';
import { launchPhone, type Phone } from './launch-phone';
import { toCurl } from './network-log';

/**
 * A stand-in page that talks to the native side exactly as the app's bridge client does (post
 * `{ id, method, params }` over the platform's transport, receive through `__taxBridgeReceive`),
 * so the host is tested on its own, whatever state the app is in.
 */
const FIXTURE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>夹具页</title></head><body>
<script>
  window.received = [];
  window.__taxBridgeReceive = function (json) { window.received.push(JSON.parse(json)); };
  window.post = function (message, raw) {
    if (window.webkit) window.webkit.messageHandlers.taxBridge.postMessage(message);
    else window.taxBridge.postMessage(raw ? message : JSON.stringify(message));
  };
  window.answer = function (id) {
    return new Promise(function (resolve) {
      (function check() {
        var found = window.received.find(function (m) { return m.id === id; });
        if (found) resolve(found); else setTimeout(check, 10);
      })();
    });
  };
</script></body></html>`;

// Real Chromium on a shared 2-core machine: a slow launch is not a failure of the host.
vi.setConfig({ testTimeout: 60_000 });

let api: ApiServer;
let web: FastifyInstance;
let apiUrl: string;
let webUrl: string;
let browser: Browser;
let webDir: string;
const phones: Phone[] = [];

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'sim-host-'));
  writeFileSync(join(webDir, 'index.html'), FIXTURE);
  api = await createApiServer();
  apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
  web = await createStaticServer({ apiUrl, webDir });
  webUrl = await web.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await Promise.all(phones.map((p) => p.close()));
  await browser?.close();
  await web?.close();
  await api?.close();
  rmSync(webDir, { recursive: true, force: true });
});

async function phone(
  options: Partial<Parameters<typeof launchPhone>[0]> & { device: string; mode: 'app' | 'browser' },
): Promise<Phone> {
  const p = await launchPhone({ url: '/app/', apiUrl, webUrl, browser, ...options });
  phones.push(p);
  return p;
}

const call = (p: Phone, message: object, raw = false): Promise<unknown> =>
  p.page.evaluate(
    `(function (m, raw) { window.post(m, raw); return window.answer(m.id); })(${JSON.stringify(message)}, ${raw})`,
  );

describe('launchPhone in the app', () => {
  it("installs WKWebView's message handler on iOS and answers through __taxBridgeReceive", async () => {
    const p = await phone({ device: 'iphone-15', mode: 'app' });
    expect(await p.page.evaluate('typeof window.taxBridge')).toBe('undefined');
    expect(await p.page.evaluate('navigator.userAgent')).toMatch(/Mobile\/15E148 TaxApp\/4\.0\.0$/);
    expect(await call(p, { id: 'd1', method: 'getDeviceInfo' })).toEqual({
      id: 'd1',
      result: expect.objectContaining({
        platform: 'ios',
        appversion: '4.0.0',
        deviceModel: 'iPhone15,4',
      }),
    });
    expect(p.bridgeLog.calls('getDeviceInfo')).toMatchObject([{ transport: 'ios', id: 'd1' }]);
  });

  it("installs Android's string interface and refuses objects on it", async () => {
    const p = await phone({ device: 'xiaomi-14', mode: 'app' });
    expect(await p.page.evaluate('typeof window.webkit')).toBe('undefined');
    expect(await call(p, { id: 'a1', method: 'getToken' })).toEqual({
      id: 'a1',
      result: { token: null },
    });
    expect(await call(p, { id: 'a2', method: 'getToken' }, true)).toEqual({
      id: 'a2',
      error: { code: 'BAD_PARAMS', message: 'Android 接口只接受 JSON 字符串' },
    });
  });

  it('logs in through the native sheet, tells the page, and the token shows in the network log', async () => {
    const p = await phone({
      device: 'pixel-8',
      mode: 'app',
      loginSheet: loginSheetSucceedsAs('13911110001'),
    });
    const answer = (await call(p, { id: 'l1', method: 'login' })) as {
      result: { token: string; user: { phone: string } };
    };
    expect(answer.result.user.phone).toBe('13911110001');
    const { token } = answer.result;
    expect(
      await p.page.evaluate('window.received.filter(function (m) { return m.event; })'),
    ).toEqual([
      { event: 'tokenChanged', data: { token } },
      { event: 'userChanged', data: { user: answer.result.user } },
    ]);
    const status = await p.page.evaluate(
      `fetch('/api-mock/v1/user/info', { headers: { token: ${JSON.stringify(token)} } }).then(function (r) { return r.status; })`,
    );
    expect(status).toBe(200);
    await expect.poll(() => p.networkLog.find('/v1/user/info')[0]?.status).toBe(200);
    const [entry] = p.networkLog.find('/v1/user/info');
    expect(entry?.requestHeaders.token).toBe(token);
    expect(toCurl(entry!)).toContain(`-H 'token: ${token}'`);
  });

  it('answers CANCELLED when the login sheet is closed', async () => {
    const p = await phone({ device: 'iphone-se', mode: 'app', loginSheet: loginSheetCancels() });
    expect(await call(p, { id: 'c1', method: 'login' })).toEqual({
      id: 'c1',
      error: { code: 'CANCELLED', message: '用户取消了登录' },
    });
  });

  it('shows setTitle in the title bar, captures shares, sends resume, and closes the page after answering', async () => {
    const p = await phone({ device: 'huawei-mate-60-pro', mode: 'app' });
    expect(await p.title()).toBe('夹具页');
    await call(p, { id: 't1', method: 'setTitle', params: { title: '个税计算器' } });
    expect(await p.title()).toBe('个税计算器');

    const payload = {
      sharePath: '/app/article/share/9',
      shareTitle: '新个税政策解读',
      shareSubtitle: '专项附加扣除',
    };
    expect(await call(p, { id: 's1', method: 'share', params: payload })).toEqual({
      id: 's1',
      result: { channel: 'wechat' },
    });
    expect(p.shareLog).toMatchObject([{ via: 'bridge', payload, channel: 'wechat' }]);
    expect(
      await p.page.evaluate('window.received.some(function (m) { return m.event === "resume"; })'),
    ).toBe(true);

    await p.page.evaluate(`window.post({ id: 'x1', method: 'closePage' })`);
    await expect.poll(() => p.closed).toBe(true);
    expect(p.bridgeLog.calls('closePage')).toMatchObject([{ result: { ok: true } }]);
    await p.reopen();
    expect(p.closed).toBe(false);
    expect(await p.page.evaluate('typeof window.taxBridge.postMessage')).toBe('function');
  });

  it('follows the page at once: a changed document title and a route change are told as they happen', async () => {
    const p = await phone({ device: 'iphone-15', mode: 'app' });
    let told = 0;
    p.onTitleChange(() => {
      told += 1;
    });
    await p.page.evaluate('document.title = "新闻"');
    await expect.poll(() => told).toBeGreaterThan(0);
    expect(await p.title()).toBe('新闻');
    await call(p, { id: 't2', method: 'setTitle', params: { title: '个税计算器' } });
    expect(await p.title()).toBe('个税计算器');
    // A route change (as the app's router does it): the last page's setTitle goes with it.
    const before = told;
    await p.page.evaluate('history.pushState({}, "", "/app/news")');
    await expect.poll(() => told).toBeGreaterThan(before);
    expect(await p.title()).toBe('新闻');
  });

  it("gives the page the iPhone's home-indicator inset in the app", async () => {
    const css = `(function () { var d = document.createElement('div'); d.style.paddingBottom = 'env(safe-area-inset-bottom, 0px)'; document.body.appendChild(d); return getComputedStyle(d).paddingBottom; })()`;
    const app = await phone({ device: 'iphone-15-pro-max', mode: 'app' });
    expect(await app.page.evaluate(css)).toBe('34px');
    const browserMode = await phone({ device: 'iphone-15-pro-max', mode: 'browser' });
    expect(await browserMode.page.evaluate(css)).toBe('0px');
  });

  it('a pre-signed-in account answers getToken before the page asks to log in', async () => {
    const p = await phone({ device: 'honor-magic6', mode: 'app', account: '13911110002' });
    const answer = (await call(p, { id: 'g1', method: 'getUserInfo' })) as {
      result: { user: { phone: string } };
    };
    expect(answer.result.user.phone).toBe('13911110002');
  });

  it('launches phones signed in as the same and another account within 60 s (no SMS resend limit)', async () => {
    for (const account of ['13911110003', '13911110003', '13911110004']) {
      const p = await phone({ device: 'pixel-8', mode: 'app', account });
      expect(p.bridge?.user?.phone).toBe(account);
    }
  });
});

describe('launchPhone network and browser mode', () => {
  it('goes offline and back: requests fail with the disconnected error and are logged', async () => {
    const p = await phone({ device: 'oppo-find-x7', mode: 'browser' });
    await p.setNetwork('offline');
    const failed = await p.page.evaluate(
      `fetch('/api-mock/__sim/health').then(function () { return 'ok'; }, function () { return 'failed'; })`,
    );
    expect(failed).toBe('failed');
    await expect
      .poll(() => p.networkLog.find('/__sim/health')[0]?.failure)
      .toBe('net::ERR_INTERNET_DISCONNECTED');
    await p.setNetwork('4g');
    expect(
      await p.page.evaluate(
        `fetch('/api-mock/__sim/health').then(function (r) { return r.status; })`,
      ),
    ).toBe(200);
  });

  it("opens offline on the browser's own offline page instead of failing to launch", async () => {
    const p = await phone({ device: 'vivo-x100', mode: 'browser', network: 'offline' });
    expect(p.network).toBe('offline');
    await expect.poll(() => p.page.url()).toMatch(/^chrome-error:/);
  });

  it('has no native transport in the browser and records Web Share', async () => {
    const p = await phone({ device: 'samsung-galaxy-s24', mode: 'browser' });
    expect(await p.page.evaluate('typeof window.taxBridge + typeof window.webkit')).toBe(
      'undefinedundefined',
    );
    expect(p.bridge).toBeNull();
    await p.page.evaluate(`navigator.share({ title: '财税月刊', url: location.href })`);
    expect(p.shareLog).toMatchObject([{ via: 'web-share', payload: { title: '财税月刊' } }]);
  });

  it('answers the PC site with a local page naming the exact URL', async () => {
    const p = await phone({ device: 'desktop-chrome-windows', mode: 'browser' });
    await p.goto('https://www.shuiwutong.com/articles/123?from=share');
    expect(await p.page.locator('#pc-url').textContent()).toBe(
      'https://www.shuiwutong.com/articles/123?from=share',
    );
  });

  it('refuses app mode on a desktop profile', async () => {
    await expect(
      launchPhone({ device: 'desktop-safari-macos', mode: 'app', apiUrl, webUrl, browser }),
    ).rejects.toThrow(/只能用浏览器模式/);
  });

  it('launches Chromium with the same flags as the Playwright config', () => {
    expect(playwrightConfig.use?.launchOptions?.args).toEqual([...CHROMIUM_ARGS]);
  });
});
