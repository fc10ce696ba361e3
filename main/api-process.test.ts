import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startApiProcess } from './api-process';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'sim-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('mock API child process', () => {
  it('starts the API in a child Node process with its data folder, and stops it', async () => {
    const api = await startApiProcess({
      root,
      dataDir,
      nodePath: process.execPath,
      readyTimeoutMs: 60_000,
    });
    try {
      const health = await fetch(`${api.url}/__sim/health`);
      expect(health.status).toBe(200);
      expect(api.child.pid).not.toBe(process.pid);
      expect(existsSync(join(dataDir, 'api.sqlite'))).toBe(true);
    } finally {
      await api.stop();
    }
    expect(api.child.exitCode !== null || api.child.signalCode !== null).toBe(true);
    await expect(fetch(`${api.url}/__sim/health`)).rejects.toThrow();
  }, 90_000);
});
