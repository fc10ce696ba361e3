import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { connectFailure, openBrowser } from './browser-source';
import { freePort } from './panel-window';
import { connectCause } from './connect-cause';

/** Playwright 1.65's own errors, as `chromium.connect` threw them against each kind of server. */
const ERRORS = {
  // `npx playwright run-server` on a machine without Playwright's browser download.
  noBrowser: `browserType.connect: Executable doesn't exist at /root/.cache/ms-playwright/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell
╔════════════════════════════════════════════════════════════╗
║ Looks like Playwright was just installed or updated.       ║
║ Please run the following command to download new browsers: ║
║     npx playwright install                                 ║
╚════════════════════════════════════════════════════════════╝`,
  // A server of another Playwright version refuses the handshake.
  version: `browserType.connect: WebSocket error: ws://10.0.0.7:3000/ 428 Precondition Required
╔════════════════════════════════════════════════════╗
║ Playwright version mismatch:                       ║
║   - server version: v1.40                          ║
║   - client version: v1.65                          ║
╚════════════════════════════════════════════════════╝`,
  refused: `browserType.connect: WebSocket error: connect ECONNREFUSED 127.0.0.1:39872
Call log:
  - <ws connecting> ws://127.0.0.1:39872/`,
  timeout: `browserType.connect: Timeout 30000ms exceeded.
Call log:
  - <ws connecting> ws://10.9.9.9:3000/`,
};

describe('connectCause', () => {
  it('names each cause from Playwright’s error', () => {
    expect(connectCause(new Error(ERRORS.noBrowser))).toBe('no-browser');
    expect(connectCause(new Error(ERRORS.version))).toBe('version');
    expect(connectCause(new Error(ERRORS.refused))).toBe('unreachable');
    expect(connectCause(new Error(ERRORS.timeout))).toBe('unreachable');
    expect(connectCause('boom')).toBe('unknown');
  });
});

describe('connectFailure for a Playwright browser server', () => {
  const source = { kind: 'connect', wsEndpoint: 'ws://10.0.0.7:3000/' } as const;

  it('blames the missing browser, not reachability or the version, when the server has none', () => {
    const message = connectFailure(source, new Error(ERRORS.noBrowser));
    expect(message).toContain('没有可启动的浏览器');
    expect(message).toContain('npx playwright install chromium');
    expect(message).toContain('has no browser it can launch');
    expect(message).not.toMatch(/版本与这里不一致|访问不到/);
  });

  it('blames the version when the server is another Playwright', () => {
    const message = connectFailure(source, new Error(ERRORS.version));
    expect(message).toContain('Playwright 版本与这里不一致');
    expect(message).not.toMatch(/没有可启动的浏览器|访问不到/);
  });

  it('blames reachability when nothing answers', () => {
    for (const error of [ERRORS.refused, ERRORS.timeout]) {
      const message = connectFailure(source, new Error(error));
      expect(message).toContain('这台机器访问不到这个地址');
      expect(message).not.toMatch(/没有可启动的浏览器|版本与这里不一致/);
    }
  });
});

// A real server in another process on a shared 2-core machine: a slow start is not a failure.
vi.setConfig({ testTimeout: 60_000 });

describe('openBrowser against a real run-server with no browser of its own', () => {
  it('says the server has no browser', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'sim-no-browsers-'));
    const port = await freePort();
    const cli = join(
      dirname(createRequire(import.meta.url).resolve('playwright/package.json')),
      'cli.js',
    );
    const server = spawn(
      process.execPath,
      [cli, 'run-server', '--port', String(port), '--host', '127.0.0.1'],
      {
        env: { ...process.env, PLAYWRIGHT_BROWSERS_PATH: empty },
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('exit', () => reject(new Error('run-server exited')));
        server.stdout.on('data', (data: Buffer) => {
          if (data.toString().includes('Listening')) resolve();
        });
      });
      const failure = await openBrowser({
        kind: 'connect',
        wsEndpoint: `ws://127.0.0.1:${port}/`,
      }).then(
        () => null,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      expect(failure).toContain('没有可启动的浏览器');
      expect(failure).not.toMatch(/版本与这里不一致|访问不到/);
    } finally {
      server.kill();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
