/**
 * Remote browsers for the tests of `--connect` and `--cdp`, each in a process of its own on
 * loopback, started the way QA starts them on a browser machine:
 * - a Playwright browser server: `npx playwright launch-server --browser chromium --config <json>`
 *   (Debian's Chromium when present; `run-server` is the same server launching per client);
 * - a Chromium with `--remote-debugging-port`, as any DevTools Protocol endpoint.
 * Port 0 everywhere: each process reports the port it got, so parallel runs never collide.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CHROMIUM_ARGS, SYSTEM_CHROMIUM } from './chromium';

/** A browser process serving an endpoint. */
export type RemoteBrowserProcess = {
  /** `ws://127.0.0.1:<port>/<id>` (Playwright server) or `http://127.0.0.1:<port>` (DevTools). */
  endpoint: string;
  pid: number;
  /** Stops the process (and its browser) and removes its files. */
  stop(): Promise<void>;
};

const STARTUP_TIMEOUT_MS = 60_000;

/** Starts `playwright launch-server` in its own process on 127.0.0.1. */
export async function startPlaywrightServer(): Promise<RemoteBrowserProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'sim-pw-server-'));
  const config = join(dir, 'launch-server.json');
  writeFileSync(
    config,
    JSON.stringify({
      host: '127.0.0.1',
      port: 0,
      headless: true,
      args: [...CHROMIUM_ARGS],
      ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
    }),
  );
  const cli = join(
    dirname(createRequire(import.meta.url).resolve('playwright/package.json')),
    'cli.js',
  );
  const child = spawn(
    process.execPath,
    [cli, 'launch-server', '--browser', 'chromium', '--config', config],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const endpoint = await waitForLine(child, /^(ws:\/\/\S+)$/m, 'Playwright 浏览器服务');
  return processHandle(child, endpoint, dir);
}

/** Starts a headless Chromium with a DevTools port on 127.0.0.1, as `chromium --remote-debugging-port`. */
export async function startCdpChromium(): Promise<RemoteBrowserProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'sim-cdp-'));
  const executable = existsSync(SYSTEM_CHROMIUM)
    ? SYSTEM_CHROMIUM
    : (await import('playwright')).chromium.executablePath();
  const child = spawn(
    executable,
    [
      '--headless',
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${join(dir, 'profile')}`,
      // Root in containers (CI) has no sandbox; the tests' own launches pass the same flag.
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      ...CHROMIUM_ARGS,
      '--disable-crash-reporter',
      'about:blank',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const ws = await waitForLine(child, /DevTools listening on (ws:\/\/\S+)/, 'Chromium 调试端口');
  return processHandle(child, `http://${new URL(ws).host}`, dir);
}

function processHandle(child: ChildProcess, endpoint: string, dir: string): RemoteBrowserProcess {
  return {
    endpoint,
    pid: child.pid ?? -1,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        signalGroup(child, 'SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      }
      // The browser's own helpers (renderers, GPU, utility) share the group and may outlive it:
      // stop them too, or they keep writing the profile while it is being removed.
      signalGroup(child, 'SIGKILL');
      await removeDirectory(dir);
    },
  };
}

/** Signals the child's whole process group (it was spawned detached, so it leads one). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Removes a temporary directory; a profile still settling is retried, and a leftover in tmp never fails a test. */
async function removeDirectory(dir: string): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    try {
      rmSync(dir, { recursive: true, force: true });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Resolves with the first capture of `pattern` in the process's output; rejects when it exits first. */
function waitForLine(child: ChildProcess, pattern: RegExp, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`${what}在 ${STARTUP_TIMEOUT_MS / 1000} 秒内没有启动：\n${output}`)),
      STARTUP_TIMEOUT_MS,
    );
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    const fail = (error: Error): void => {
      clearTimeout(timer);
      signalGroup(child, 'SIGKILL');
      reject(error);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => fail(new Error(`${what}启动失败（退出码 ${code}）：\n${output}`)));
  });
}
