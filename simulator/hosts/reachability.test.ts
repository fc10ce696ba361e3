import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright';
import { launchChromium } from './chromium';
import {
  lanAddress,
  parsePublicUrl,
  phoneBaseUrl,
  probeFromBrowser,
  unreachableMessage,
} from './reachability';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

describe('phoneBaseUrl', () => {
  it('is --public-url when given, as an origin', () => {
    expect(
      phoneBaseUrl({
        listenHost: '0.0.0.0',
        port: 4800,
        publicUrl: 'https://sim.example.com/',
        remote: true,
        lan: '10.0.0.5',
      }),
    ).toBe('https://sim.example.com');
  });

  it("is this machine's LAN address for a remote browser when listening on every interface", () => {
    expect(phoneBaseUrl({ listenHost: '0.0.0.0', port: 4800, remote: true, lan: '10.0.0.5' })).toBe(
      'http://10.0.0.5:4800',
    );
    expect(phoneBaseUrl({ listenHost: '::', port: 4800, remote: true, lan: null })).toBe(
      'http://127.0.0.1:4800',
    );
  });

  it('is the listening address otherwise (loopback for a wildcard and a local browser)', () => {
    expect(
      phoneBaseUrl({ listenHost: '0.0.0.0', port: 4800, remote: false, lan: '10.0.0.5' }),
    ).toBe('http://127.0.0.1:4800');
    expect(
      phoneBaseUrl({ listenHost: '127.0.0.1', port: 4801, remote: true, lan: '10.0.0.5' }),
    ).toBe('http://127.0.0.1:4801');
    expect(phoneBaseUrl({ listenHost: '192.168.1.20', port: 4800, remote: true })).toBe(
      'http://192.168.1.20:4800',
    );
    expect(phoneBaseUrl({ listenHost: 'fd00::2', port: 4800, remote: true })).toBe(
      'http://[fd00::2]:4800',
    );
  });
});

describe('parsePublicUrl', () => {
  it('takes an http(s) origin and refuses paths, other schemes and fragments of addresses, in Chinese', () => {
    expect(parsePublicUrl('http://192.168.1.20:4800')).toBe('http://192.168.1.20:4800');
    expect(() => parsePublicUrl('192.168.1.20:4800')).toThrow(
      /--public-url (需要完整地址|只能是 http)/,
    );
    expect(() => parsePublicUrl('ftp://host')).toThrow(
      '--public-url 只能是 http:// 或 https:// 地址',
    );
    expect(() => parsePublicUrl('http://host:4800/app/')).toThrow(
      '--public-url 只能是协议、主机和端口',
    );
    expect(() => parsePublicUrl('not a url')).toThrow('--public-url 需要完整地址');
  });
});

describe('lanAddress', () => {
  it('picks the first external IPv4', () => {
    const lo = {
      address: '127.0.0.1',
      family: 'IPv4',
      internal: true,
      netmask: '255.0.0.0',
      mac: '',
      cidr: null,
    } as const;
    const v6 = {
      address: 'fd00::2',
      family: 'IPv6',
      internal: false,
      netmask: 'ffff::',
      mac: '',
      cidr: null,
      scopeid: 0,
    } as const;
    const eth = {
      address: '10.0.0.5',
      family: 'IPv4',
      internal: false,
      netmask: '255.0.0.0',
      mac: '',
      cidr: null,
    } as const;
    expect(lanAddress({ lo: [lo], eth0: [v6, eth] })).toBe('10.0.0.5');
    expect(lanAddress({ lo: [lo] })).toBeNull();
  });
});

describe('unreachableMessage', () => {
  it('says what failed, where the app listens, what the phones got and the options that fix it, in Chinese then English', () => {
    const message = unreachableMessage(
      { url: 'http://127.0.0.1:4800/app/', reason: 'net::ERR_CONNECTION_REFUSED' },
      { listenHost: '127.0.0.1', listenPort: 4800, baseUrl: 'http://127.0.0.1:4800', remote: true },
    );
    const lines = message.split('\n');
    expect(lines[0]).toBe(
      '手机所在的浏览器访问不到 http://127.0.0.1:4800/app/（net::ERR_CONNECTION_REFUSED）。',
    );
    expect(lines[1]).toBe(
      '应用和模拟后端在 127.0.0.1:4800 监听，手机拿到的地址是 http://127.0.0.1:4800。',
    );
    expect(lines[2]).toContain('--host 0.0.0.0');
    expect(lines[2]).toContain('--public-url http://<远程浏览器能访问到的本机地址>:4800');
    expect(lines[3]).toBe(
      "The phones' browser cannot reach http://127.0.0.1:4800/app/ (net::ERR_CONNECTION_REFUSED).",
    );
    expect(lines[5]).toContain('--expose-network "<loopback>"');
  });
});

describe('probeFromBrowser', () => {
  let browser: Browser;
  let server: Server;
  let base: string;
  let apiStatus = 200;
  beforeAll(async () => {
    // The static server's two answers the probe needs: the app and the API behind /api-mock/.
    server = createServer((req, res) => {
      if (req.url === '/app/')
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<!doctype html><title>app</title>');
      else if (req.url === '/api-mock/__sim/health')
        res.writeHead(apiStatus, { 'content-type': 'application/json' }).end('{}');
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('is null when the app and the mock API answer the browser', async () => {
    apiStatus = 200;
    expect(await probeFromBrowser(browser, base)).toBeNull();
  });

  it('names the mock API when only the app answers', async () => {
    apiStatus = 502;
    expect(await probeFromBrowser(browser, base)).toEqual({
      url: `${base}/api-mock/__sim/health`,
      reason: 'HTTP 502',
    });
  });

  it("reports the browser's own error for an address nothing answers", async () => {
    // A port that was free a moment ago (low ports are refused by Chromium as unsafe instead).
    const idle = createServer();
    await new Promise<void>((resolve) => idle.listen(0, '127.0.0.1', resolve));
    const port = (idle.address() as AddressInfo).port;
    await new Promise((resolve) => idle.close(resolve));
    const failure = await probeFromBrowser(browser, `http://127.0.0.1:${port}`);
    expect(failure).toEqual({
      url: `http://127.0.0.1:${port}/app/`,
      reason: 'net::ERR_CONNECTION_REFUSED',
    });
    // The probe leaves nothing open in the phones' browser.
    expect(browser.contexts()).toHaveLength(0);
  });
});
