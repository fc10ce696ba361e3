/**
 * The framed host's one window: the control panel with the phones, in Chromium's app mode (no tab
 * strip, no address bar), in a browser process of its own so closing it leaves the phones running.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_LANGUAGE_ARGS, SYSTEM_CHROMIUM } from './chromium';

/** Opens `url` in an app-mode window; returns the function that closes it. */
export function openPanelWindow(url: string, size = { width: 1600, height: 1000 }): () => void {
  const executable = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : chromium.executablePath();
  const profile = mkdtempSync(join(tmpdir(), 'sim-panel-window-'));
  const child = spawn(
    executable,
    [...CHROMIUM_ARGS, ...CHROMIUM_LANGUAGE_ARGS, `--user-data-dir=${profile}`, `--window-size=${size.width},${size.height}`, '--window-position=0,0', `--app=${url}`],
    { stdio: 'ignore', env: { ...process.env, LANGUAGE: 'zh_CN:zh' } },
  );
  child.on('error', () => undefined);
  return () => {
    child.kill();
  };
}

/** A TCP port free right now on 127.0.0.1 (for the browser's remote-debugging port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
