import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/tsx/dist/loader.mjs', import.meta.url));

let cwd: string;

beforeAll(() => {
  // A project folder with a "built app" so the CLI neither builds nor needs the real one.
  cwd = mkdtempSync(join(tmpdir(), 'sim-cli-'));
  mkdirSync(join(cwd, 'dist/web'), { recursive: true });
  writeFileSync(join(cwd, 'dist/web/index.html'), '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>首页</title></head><body><h1>税务通</h1></body></html>');
  writeFileSync(join(cwd, 'scenario.json'), JSON.stringify({ latency: [{ pattern: '/v1/user/info', ms: 300 }] }));
});
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

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

describe('npm run sim', () => {
  it('runs headless without a display: opens every phone, takes screenshots, prints the URLs and exits', async () => {
    const { code, out } = await runCli([
      '--device', 'iphone-15,pixel-8,desktop-safari-macos',
      '--mode', 'app',
      '--url', '/app/home',
      '--screenshot', 'shots',
      '--scenario', 'scenario.json',
      '--memory', '--api-port', '0', '--port', '0',
    ]);
    expect(code).toBe(0);
    expect(out).toMatch(/模拟后端：http:\/\/127\.0\.0\.1:\d+（数据：内存）/);
    expect(out).toMatch(/应用：http:\/\/127\.0\.0\.1:\d+\/app\//);
    // No panel build in this folder, and no display to build one for: the API's controls instead.
    expect(out).toMatch(/控制面板尚未构建.*场景控制：http:\/\/127\.0\.0\.1:\d+\/__sim\/state/);
    expect(out).toContain('已应用场景 scenario.json：已恢复种子数据，延迟 1 条');
    expect(out).toContain('「macOS 桌面版 Safari」没有 App，用浏览器模式打开');
    expect(out).toMatch(/已打开 phone-1：iPhone 15 · App 内 · .*\/app\/home，原生登录默认账号 1380000\d{4}/);
    const [dir] = readdirSync(join(cwd, 'shots'));
    expect(readdirSync(join(cwd, 'shots', dir ?? '')).sort()).toEqual([
      'phone-1-iphone-15-app.png',
      'phone-2-pixel-8-app.png',
      'phone-3-desktop-safari-macos-browser.png',
    ]);
  }, 120_000);

  it('refuses unknown devices and bad options with a Chinese message', async () => {
    const unknown = await runCli(['--device', 'nokia-3310']);
    expect(unknown.code).toBe(2);
    expect(unknown.out).toContain('未知设备「nokia-3310」');
    const network = await runCli(['--network', '5g']);
    expect(network.code).toBe(2);
    expect(network.out).toContain('--network 只能是 wifi、4g、3g 或 offline，收到：5g');
    expect(existsSync(join(cwd, '.sim-data'))).toBe(false);
  }, 60_000);
});
