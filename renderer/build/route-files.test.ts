import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedConfig, ViteDevServer } from 'vite';
import { runRouteGenerator } from '../../scripts/route-generator';
import { generatedRouteFiles } from './route-files';

vi.mock('../../scripts/route-generator', () => ({
  runRouteGenerator: vi.fn(),
  checkOnly: () => false,
}));
const generator = vi.mocked(runRouteGenerator);
afterEach(() => generator.mockReset());

type Hook = (this: { error: (message: string) => never }, ...args: unknown[]) => unknown;
const call = (hook: unknown, self: object, ...args: unknown[]) =>
  (hook as Hook).call(self as never, ...args);

function plugin(command: 'build' | 'serve') {
  const instance = generatedRouteFiles();
  call(instance.configResolved, {}, { command } as ResolvedConfig);
  return instance;
}

describe('generatedRouteFiles', () => {
  it("fails the build with the generator's message when a checked-in copy differs", async () => {
    generator.mockResolvedValue({ ok: false, output: '生成的路由文件与路由表不一致：x' });
    const error = vi.fn((message: string) => {
      throw new Error(message);
    });
    await expect(call(plugin('build').buildStart, { error })).rejects.toThrow('不一致');
    expect(generator).toHaveBeenCalledWith({ check: true });
  });

  it('lets the build go on when the copies are current', async () => {
    generator.mockResolvedValue({ ok: true, output: 'route files up to date' });
    const error = vi.fn();
    await call(plugin('build').buildStart, { error });
    expect(error).not.toHaveBeenCalled();
  });

  it("regenerates on the dev server's start and when a route module or a feature folder changes", async () => {
    generator.mockResolvedValue({ ok: true, output: 'regenerated' });
    const watcher = new EventEmitter();
    const logger = { info: vi.fn(), error: vi.fn() };
    const server = { watcher, config: { root: '/r/renderer', logger } } as unknown as ViteDevServer;
    const dev = plugin('serve');
    await call(dev.buildStart, { error: vi.fn() });
    call(dev.configureServer, {}, server);
    await vi.waitFor(() => expect(generator).toHaveBeenCalledTimes(1));
    expect(generator).toHaveBeenCalledWith({ check: false });

    watcher.emit('change', '/r/renderer/src/features/news/pages/news-page.tsx');
    watcher.emit('change', '/r/renderer/src/lib/http/index.ts');
    watcher.emit('change', '/r/renderer/src/features/news/routes.tsx');
    watcher.emit('addDir', '/r/renderer/src/features/courses');
    watcher.emit('change', '/r/renderer/src/app/route-table.ts');
    await vi.waitFor(() => expect(generator).toHaveBeenCalledTimes(4));
    await vi.waitFor(() => expect(logger.info).toHaveBeenCalledTimes(4));
  });
});
