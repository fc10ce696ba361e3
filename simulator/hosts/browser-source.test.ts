import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  browserSourceFromOptions,
  connectFailure,
  describeBrowserSource,
  isRemote,
  openBrowser,
} from './browser-source';
import {
  startCdpChromium,
  startPlaywrightServer,
  type RemoteBrowserProcess,
} from './test-browsers';

// Real browsers in other processes on a shared 2-core machine: slow starts are not failures.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

describe('browserSourceFromOptions', () => {
  it('is the local Chromium without --connect or --cdp', () => {
    expect(browserSourceFromOptions({ headless: true })).toEqual({ kind: 'local', headless: true });
    expect(isRemote(browserSourceFromOptions({ headless: false }))).toBe(false);
  });

  it('reads a Playwright server (with exposeNetwork) and a DevTools endpoint', () => {
    const connect = browserSourceFromOptions({
      connect: 'ws://10.0.0.7:3000/abc',
      exposeNetwork: '<loopback>',
      headless: true,
    });
    expect(connect).toEqual({
      kind: 'connect',
      wsEndpoint: 'ws://10.0.0.7:3000/abc',
      exposeNetwork: '<loopback>',
    });
    expect(isRemote(connect)).toBe(true);
    expect(describeBrowserSource(connect)).toBe(
      'Playwright 浏览器服务 ws://10.0.0.7:3000/abc（经本机访问：<loopback>）',
    );
    expect(browserSourceFromOptions({ cdp: 'http://grid:9222', headless: true })).toEqual({
      kind: 'cdp',
      endpointURL: 'http://grid:9222',
    });
    expect(
      browserSourceFromOptions({ cdp: 'ws://grid:4444/session/1/se/cdp', headless: true }).kind,
    ).toBe('cdp');
  });

  it('refuses both at once, addresses of the wrong kind and --expose-network without --connect, in Chinese', () => {
    expect(() =>
      browserSourceFromOptions({ connect: 'ws://a/', cdp: 'http://b', headless: true }),
    ).toThrow('--connect 和 --cdp 只能选一个');
    expect(() =>
      browserSourceFromOptions({ connect: 'http://10.0.0.7:3000', headless: true }),
    ).toThrow(/--connect 需要 Playwright 浏览器服务的 ws:\/\/ 地址/);
    expect(() => browserSourceFromOptions({ cdp: '10.0.0.7:9222', headless: true })).toThrow(
      /--cdp 需要 DevTools 协议地址/,
    );
    expect(() =>
      browserSourceFromOptions({ cdp: 'http://b', exposeNetwork: '*', headless: true }),
    ).toThrow('--expose-network 只用于 --connect');
  });
});

describe('connectFailure', () => {
  it('names the address and the reason in Chinese and English, first line of the error only', () => {
    const message = connectFailure(
      { kind: 'connect', wsEndpoint: 'ws://10.0.0.7:3000/' },
      new Error('connect ECONNREFUSED 10.0.0.7:3000\nCall log: …'),
    );
    expect(message.split('\n')[0]).toBe(
      '连不上 Playwright 浏览器服务 ws://10.0.0.7:3000/：connect ECONNREFUSED 10.0.0.7:3000',
    );
    expect(message).toContain(
      'Cannot connect to the Playwright browser server at ws://10.0.0.7:3000/: connect ECONNREFUSED 10.0.0.7:3000',
    );
    expect(message).not.toContain('Call log');
    expect(connectFailure({ kind: 'cdp', endpointURL: 'http://b:9222' }, 'boom')).toMatch(
      /^连不上 DevTools 协议端点 http:\/\/b:9222：boom\n.*--remote-debugging-port/,
    );
  });
});

describe('openBrowser on browsers in other processes', () => {
  let server: RemoteBrowserProcess;
  let cdp: RemoteBrowserProcess;
  beforeAll(async () => {
    [server, cdp] = await Promise.all([startPlaywrightServer(), startCdpChromium()]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), cdp?.stop()]);
  });

  for (const kind of ['connect', 'cdp'] as const) {
    it(`${kind}: opens contexts with the phone's emulation there, and close() only disconnects`, async () => {
      const source =
        kind === 'connect'
          ? ({ kind, wsEndpoint: server.endpoint } as const)
          : ({ kind, endpointURL: cdp.endpoint } as const);
      for (let round = 0; round < 2; round += 1) {
        const browser = await openBrowser(source);
        try {
          const context = await browser.newContext({
            viewport: { width: 393, height: 659 },
            userAgent: 'Mozilla/5.0 (iPhone) TaxApp/4.0.0',
            locale: 'zh-CN',
          });
          const page = await context.newPage();
          expect(await page.evaluate('[innerWidth, navigator.userAgent]')).toEqual([
            393,
            'Mozilla/5.0 (iPhone) TaxApp/4.0.0',
          ]);
          // The DevTools protocol (network presets, safe areas) reaches the remote page too.
          const session = await context.newCDPSession(page);
          await session.send('Network.enable');
        } finally {
          await browser.close();
        }
      }
    });
  }

  it('says in Chinese and English where it could not connect', async () => {
    await expect(openBrowser({ kind: 'cdp', endpointURL: 'http://127.0.0.1:9' })).rejects.toThrow(
      /^连不上 DevTools 协议端点 http:\/\/127\.0\.0\.1:9：.*ECONNREFUSED[\s\S]*Cannot connect to the DevTools endpoint/,
    );
    await expect(openBrowser({ kind: 'connect', wsEndpoint: 'ws://127.0.0.1:9/' })).rejects.toThrow(
      /^连不上 Playwright 浏览器服务 ws:\/\/127\.0\.0\.1:9\/：[\s\S]*Cannot connect to the Playwright browser server/,
    );
  });
});
