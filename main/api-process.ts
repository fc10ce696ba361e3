/**
 * Runs the mock API in a child Node process, never inside Electron: better-sqlite3 is built for
 * Node's ABI, and a crash of the API must not take the phones down with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export type ApiProcess = { url: string; child: ChildProcess; stop(): Promise<void> };

export type ApiProcessOptions = {
  /** Repository root (where node_modules/tsx and simulator/ are). */
  root: string;
  /** Folder of the API's database file (Electron's userData/sim-data). */
  dataDir: string;
  port?: number;
  /** The system `node` (Electron's own executable is not Node). */
  nodePath?: string;
  /** Milliseconds to wait for /__sim/health. */
  readyTimeoutMs?: number;
  onOutput?: (line: string) => void;
};

/** A free TCP port on 127.0.0.1 (asked of the OS, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('无法分配端口')),
      );
    });
  });
}

/** Polls `url` until it answers 2xx, the child exits, or the time is up. */
async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  lastOutput: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`模拟 API 进程已退出（代码 ${child.exitCode}）\n${lastOutput()}`.trim());
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`模拟 API 未在 ${Math.round(timeoutMs / 1000)} 秒内就绪：${lastError}`);
}

export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(
    options.nodePath ?? 'node',
    [
      '--import',
      'tsx',
      join(options.root, 'simulator/api/cli.ts'),
      '--port',
      String(port),
      '--data',
      options.dataDir,
    ],
    // ELECTRON_RUN_AS_NODE must not leak in: the child is the system node, not Electron.
    {
      cwd: options.root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ELECTRON_RUN_AS_NODE: undefined },
    },
  );
  // The last lines explain a failed start (a crash in the API's startup, a port in use).
  const recent: string[] = [];
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 12) recent.shift();
      options.onOutput?.(line);
    }
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);

  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(`${url}/__sim/health`, child, options.readyTimeoutMs ?? 30_000, () =>
      recent.join('\n'),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, stop };
}
