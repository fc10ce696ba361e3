import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveBridgePages } from '../tests/e2e/support/bridge-pages';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/tsx/dist/loader.mjs', import.meta.url));

let cwd: string;

beforeAll(() => {
  // A project folder with a "built app" so the CLI neither builds nor needs the real one.
  cwd = mkdtempSync(join(tmpdir(), 'sim-cli-'));
  mkdirSync(join(cwd, 'dist/web'), { recursive: true });
  // Desktops are sent elsewhere once the page's code runs, as the app sends them to the PC site;
  // later than the network goes idle (500 ms), as a loaded phone's boot can.
  writeFileSync(
    join(cwd, 'dist/web/index.html'),
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>首页</title></head><body><h1>税务通</h1><script>
      if (location.pathname === '/app/home' && navigator.userAgent.includes('Macintosh')) setTimeout(function () { location.replace('/app/pc-landing'); }, 700);
    </script></body></html>`,
  );
  writeFileSync(
    join(cwd, 'scenario.json'),
    JSON.stringify({ latency: [{ pattern: '/v1/user/info', ms: 300 }] }),
  );
});
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

/** Runs the CLI with no display; `until` stops it (SIGINT, as Ctrl+C) once the output matches. */
function runCli(args: string[], until?: RegExp): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env };
    delete env.DISPLAY;
    const child = spawn(process.execPath, ['--import', TSX, CLI, ...args], { cwd, env });
    let out = '';
    const read = (d: Buffer) => {
      out += d.toString();
      if (until?.test(out) && child.exitCode === null) child.kill('SIGINT');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('npm run sim', () => {
  it('runs headless without a display: opens every phone, takes screenshots, prints the URLs and exits', async () => {
    const { code, out } = await runCli([
      '--device',
      'iphone-15,pixel-8,desktop-safari-macos',
      '--mode',
      'app',
      '--url',
      '/app/home',
      '--screenshot',
      'shots',
      '--scenario',
      'scenario.json',
      '--memory',
      '--api-port',
      '0',
      '--port',
      '0',
    ]);
    expect(code).toBe(0);
    expect(out).toMatch(/模拟后端：http:\/\/127\.0\.0\.1:\d+（数据：内存）/);
    expect(out).toMatch(/应用：http:\/\/127\.0\.0\.1:\d+\/app\//);
    // No panel build here: the CLI tries to build it even with no display (and says why it cannot).
    expect(out).toContain('无法构建控制面板（out/renderer）：没有找到');
    expect(out).toContain('已应用场景 scenario.json：已恢复种子数据，延迟 1 条');
    expect(out).toContain('「macOS 桌面版 Safari」没有 App，用浏览器模式打开');
    expect(out).toMatch(
      /已打开 phone-1：iPhone 15 · App 内 · .*\/app\/home，App 未登录（登录时默认用 1380000\d{4}）/,
    );
    // The URL the desktop ended on after the page redirected it, not the one it was sent to.
    expect(out).toMatch(
      /已打开 phone-3：macOS 桌面版 Safari · 浏览器 · http:\/\/127\.0\.0\.1:\d+\/app\/pc-landing\n/,
    );
    const [dir] = readdirSync(join(cwd, 'shots'));
    expect(readdirSync(join(cwd, 'shots', dir ?? '')).sort()).toEqual([
      'phone-1-iphone-15-app.png',
      'phone-2-pixel-8-app.png',
      'phone-3-desktop-safari-macos-browser.png',
    ]);
  }, 120_000);

  it('says in one line, with no display, what it did, where the panel is and how to see the phones', async () => {
    mkdirSync(join(cwd, 'out/renderer'), { recursive: true });
    writeFileSync(join(cwd, 'out/renderer/index.html'), '<title>控制面板</title>');
    const { out } = await runCli(['--memory', '--api-port', '0', '--port', '0'], /按 Ctrl\+C 退出/);
    const lines = out.trim().split('\n');
    expect(lines.length).toBeLessThanOrEqual(5);
    expect(lines.at(-1)).toMatch(
      /^无界面运行（没有 \$DISPLAY）：1 台手机在后台的 Chromium 里；在任一浏览器打开控制面板 http:\/\/127\.0\.0\.1:\d+\/panel\/ 即可看到带机框的手机并直接点按、滑动、输入.*。按 Ctrl\+C 退出$/,
    );
  }, 120_000);

  it('records the first phone with --record and writes the spec when QA presses Ctrl+C', async () => {
    const { code, out } = await runCli(
      [
        '--device',
        'xiaomi-14',
        '--record',
        'recorded.spec.ts',
        '--memory',
        '--api-port',
        '0',
        '--port',
        '0',
      ],
      /按 Ctrl\+C 退出/,
    );
    expect(code).toBe(0);
    expect(out).toContain(
      `正在录制第一台手机；在控制面板按「停止录制」或按 Ctrl+C 后写入 ${join(cwd, 'recorded.spec.ts')}`,
    );
    expect(out).toContain(`录制已写入：${join(cwd, 'recorded.spec.ts')}（0 步）`);
    const spec = readFileSync(join(cwd, 'recorded.spec.ts'), 'utf8');
    expect(spec).toContain("device: process.env.SIM_DEVICE ?? 'xiaomi-14'");
    expect(spec).toContain("startUrl: '/app/home'");
  }, 120_000);

  it('refuses unknown devices and bad options with a Chinese message', async () => {
    const unknown = await runCli(['--device', 'nokia-3310']);
    expect(unknown.code).toBe(2);
    expect(unknown.out).toContain('未知设备「nokia-3310」');
    const network = await runCli(['--network', '5g']);
    expect(network.code).toBe(2);
    expect(network.out).toContain('--network 只能是 wifi、4g、3g 或 offline，收到：5g');
    const bridge = await runCli(['--bridge', 'flutter']);
    expect(bridge.code).toBe(2);
    expect(bridge.out).toContain(
      '--bridge 只能是 tax、dsbridge、wvjb、jsbridge、wechat-sdk、alipay，收到：flutter',
    );
    const handlers = await runCli([
      '--bridge',
      'dsbridge',
      '--url',
      'https://h5.example.com/',
      '--handlers',
      'nope.json',
    ]);
    expect(handlers.code).toBe(2);
    expect(handlers.out).toContain('读不到方法应答表 nope.json：请检查 --handlers 的路径');
    expect(existsSync(join(cwd, '.sim-data'))).toBe(false);
  }, 60_000);

  it('opens another app’s page with its bridge and a handler table file (--bridge, --handlers)', async () => {
    const pages = await serveBridgePages();
    try {
      const { code, out } = await runCli([
        '--device',
        'xiaomi-14',
        '--bridge',
        'alipay',
        '--handlers',
        resolve('tests/e2e/fixtures/bridges/handlers.json'),
        '--url',
        `${pages.origin}/alipay.html`,
        '--screenshot',
        'bridge-shots',
        '--memory',
        '--api-port',
        '0',
        '--port',
        '0',
      ]);
      expect(code).toBe(0);
      expect(out).toMatch(
        /已打开 phone-1：.* · App 内 · 支付宝 AlipayJSBridge · http:\/\/127\.0\.0\.1:\d+\/alipay\.html/,
      );
    } finally {
      await pages.close();
    }
  }, 120_000);
});
