import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import type { WeighedChunk } from './page-weight';

const REPO = resolve(import.meta.dirname, '../..');
export const VITE_CONFIG = resolve(REPO, 'renderer/vite.config.ts');

/**
 * The yardstick of the JS budgets: React, react-dom and the router rendering one route, nothing
 * else.
 */
export const REACT_ALONE_ENTRY = [
  "import { createRoot } from 'react-dom/client';",
  "import { createBrowserRouter, RouterProvider } from 'react-router';",
  "const router = createBrowserRouter([{ path: '/home', element: <h1>首页</h1> }], { basename: '/app' });",
  "createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);",
];

export type BuiltApp = { chunks: WeighedChunk[]; html: string; base: string };

/**
 * Runs a production build even under vitest, which sets NODE_ENV=test (Vite would then bundle
 * React's development build, half again as large).
 */
async function productionBuild(
  config: Parameters<typeof build>[0],
): Promise<Awaited<ReturnType<typeof build>>> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await build({ ...config, mode: 'production' });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

function outputsOf(
  output: Awaited<ReturnType<typeof build>>,
): Rollup.OutputBundle[keyof Rollup.OutputBundle][] {
  const results = Array.isArray(output) ? output : [output];
  return results.flatMap((result) => ('output' in result ? result.output : []));
}

/** Builds the app with its own config into `outDir` and answers its chunks and index.html. */
export async function buildApp(outDir: string): Promise<BuiltApp> {
  const output = await productionBuild({
    configFile: VITE_CONFIG,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  const files = outputsOf(output);
  const chunks = files.filter((f): f is Rollup.OutputChunk => f.type === 'chunk');
  const html = files.find(
    (f): f is Rollup.OutputAsset => f.type === 'asset' && f.fileName === 'index.html',
  );
  if (!html) throw new Error('the build wrote no index.html');
  return { chunks, html: String(html.source), base: '/app/' };
}

/**
 * Builds `entry` (lines of TSX; imports may come anywhere) as a page of its own with the app's Vite
 * config, in a temp dir inside node_modules so it resolves the repo's packages. Answers its
 * output directory (the caller removes it with `dispose`) and the gzip bytes of its JS.
 */
export async function buildEntry(
  entry: readonly string[],
  rootHtml = '',
): Promise<{ outDir: string; gzipBytes: number; dispose: () => void }> {
  const cache = join(REPO, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'web-entry-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>下限页</title></head><body><div id="root">${rootHtml}</div><script type="module" src="./main.tsx"></script></body></html>`,
  );
  const lines = [
    ...entry.filter((l) => l.startsWith('import ')),
    ...entry.filter((l) => !l.startsWith('import ')),
  ];
  writeFileSync(join(dir, 'main.tsx'), lines.join('\n'));
  const outDir = join(dir, 'out');
  const output = await productionBuild({
    configFile: VITE_CONFIG,
    root: dir,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, rollupOptions: { input: join(dir, 'index.html') } },
  });
  let gzipBytes = 0;
  for (const file of outputsOf(output)) {
    if (file.type === 'chunk' && !/(^|\/)(sw|workbox-)/.test(file.fileName))
      gzipBytes += gzipSync(file.code).length;
  }
  return { outDir, gzipBytes, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
