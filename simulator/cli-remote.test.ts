import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  startCdpChromium,
  startPlaywrightServer,
  type RemoteBrowserProcess,
} from './hosts/test-browsers';

/** `npm run sim` with its phones on browsers in other processes (the app itself: tests/e2e/remote-browser.host.spec.ts). */
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/tsx/dist/loader.mjs', import.meta.url));

vi.setConfig({ testTimeout: 120_000, hookTimeout: 90_000 });

let cwd: string;
let server: RemoteBrowserProcess;
let cdp: RemoteBrowserProcess;

beforeAll(async () => {
  // A project folder with a "built app" and panel, as in cli.test.ts.
  cwd = mkdtempSync(join(tmpdir(), 'sim-cli-remote-'));
  mkdirSync(join(cwd, 'dist/web'), { recursive: true });
  mkdirSync(join(cwd, 'out/renderer'), { recursive: true });
  writeFileSync(join(cwd, 'out/renderer/index.html'), '<title>控制面板</title>');
  writeFileSync(
    join(cwd, 'dist/web/index.html'),
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>首页</title></head><body><h1>税务通</h1><script>
      if (location.pathname === '/app/home' && navigator.userAgent.includes('Macintosh')) setTimeout(function () { location.replace('/app/pc-landing'); }, 700);
    </script></body></html>`,
  );
  [server, cdp] = await Promise.all([startPlaywrightServer(), startCdpChromium()]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), cdp?.stop()]);
  rmSync(cwd, { recursive: true, force: true });
});

function runCli(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env };
    delete env.DISPLAY;
    const child = spawn(process.execPath, ['--import', TSX, CLI, ...args], { cwd, env });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('npm run sim on a remote browser', () => {
  for (const kind of ['connect', 'cdp'] as const) {
    it(`--${kind}: opens the phones there, follows their redirects, takes screenshots and exits`, async () => {
      const endpoint = kind === 'connect' ? server.endpoint : cdp.endpoint;
      const shots = `shots-${kind}`;
      const { code, out } = await runCli([
        `--${kind}`,
        endpoint,
        '--device',
        'iphone-15,xiaomi-14,desktop-safari-macos',
        '--screenshot',
        shots,
        '--memory',
        '--api-port',
        '0',
        '--port',
        '0',
      ]);
      expect(code, out).toBe(0);
      expect(out).toContain(
        `手机所在的浏览器：${kind === 'connect' ? 'Playwright 浏览器服务' : 'DevTools 协议端点'} ${endpoint}`,
      );
      expect(out).toMatch(
        /已打开 phone-1：iPhone 15 · App 内 · http:\/\/127\.0\.0\.1:\d+\/app\/home，App 未登录/,
      );
      expect(out).toMatch(/已打开 phone-2：小米 14 · App 内 · /);
      expect(out).toMatch(
        /已打开 phone-3：macOS 桌面版 Safari · 浏览器 · http:\/\/127\.0\.0\.1:\d+\/app\/pc-landing\n/,
      );
      const [dir] = readdirSync(join(cwd, shots));
      expect(readdirSync(join(cwd, shots, dir ?? '')).sort()).toEqual([
        'phone-1-iphone-15-app.png',
        'phone-2-xiaomi-14-app.png',
        'phone-3-desktop-safari-macos-browser.png',
      ]);
    });
  }

  it('says in Chinese and English, from the remote page, when the phones cannot reach the app, and exits 2', async () => {
    const { code, out } = await runCli([
      '--connect',
      server.endpoint,
      '--public-url',
      'http://127.0.0.1:1',
      '--memory',
      '--api-port',
      '0',
      '--port',
      '0',
    ]);
    expect(code).toBe(2);
    expect(out).toMatch(
      /手机所在的浏览器访问不到 http:\/\/127\.0\.0\.1:1\/app\/（net::ERR_\w+）。/,
    );
    expect(out).toMatch(
      /应用和模拟后端在 127\.0\.0\.1:\d+ 监听，手机拿到的地址是 http:\/\/127\.0\.0\.1:1。/,
    );
    expect(out).toContain("The phones' browser cannot reach http://127.0.0.1:1/app/");
    expect(out).not.toContain('已打开 phone-1');
  });

  it('refuses --connect with --cdp, and a --connect address that is not ws://', async () => {
    const both = await runCli(['--connect', server.endpoint, '--cdp', cdp.endpoint]);
    expect(both.code).toBe(2);
    expect(both.out).toContain('--connect 和 --cdp 只能选一个');
    const http = await runCli(['--connect', cdp.endpoint]);
    expect(http.code).toBe(2);
    expect(http.out).toContain('--connect 需要 Playwright 浏览器服务的 ws:// 地址');
  });
});
