/**
 * H5 app benchmarks (figures only; issue 2's goals are printed beside them, never asserted):
 * 1. The gzip JavaScript a phone downloads to show /app/home, against React + react-dom +
 *    react-router alone built with the same Vite config (a tiny entry in a temp dir). Goal ≤ 1.5×.
 * 2. Lighthouse 12's mobile performance score of /app/home served by `vite preview`, the median
 *    of WEB_BENCH_LIGHTHOUSE_RUNS runs (default 3). Goal ≥ 95.
 *
 * Run alone: `npx tsx bench/web-bench.ts` (builds dist/web first when it is missing).
 * WEB_BENCH_DIR=<dir> measures another build; WEB_BENCH_ONLY=lighthouse skips the weight figure.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, preview } from 'vite';
import { createApiServer } from '../simulator/api/server';

const ROOT = process.cwd();
const VITE_CONFIG = resolve(ROOT, 'renderer/vite.config.ts');
/** The built app (`npm run build:web`); WEB_BENCH_DIR measures another build of it. */
const WEB_DIR = resolve(ROOT, process.env.WEB_BENCH_DIR ?? 'dist/web');
const CHROMIUM = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
/** The same flags as playwright.config.ts: no background traffic skewing the figures. */
const CHROME_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const HOME_PATH = '/app/home';
/** Lighthouse runs whose median is reported (WEB_BENCH_LIGHTHOUSE_RUNS, default 3). */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.WEB_BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);
export const GOALS = { ratio: 1.5, lighthouse: 95 } as const;

const gzipSize = (file: string) => gzipSync(readFileSync(file)).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The baseline: a router with one route. */
const BASELINE_ENTRY = [
  "import { createRoot } from 'react-dom/client';",
  "import { createBrowserRouter, RouterProvider } from 'react-router';",
  "const router = createBrowserRouter([{ path: '/home', element: <h1>首页</h1> }], { basename: '/app' });",
  "createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);",
];

/**
 * The baseline plus the least use of the other libraries the stack puts on every first screen
 * (axios, ua-parser-js, zustand with persist, zod/mini): the weight before any app code.
 */
const FLOOR_ENTRY = [
  ...BASELINE_ENTRY,
  "import axios from 'axios';",
  "import UAParser from 'ua-parser-js';",
  "import { create } from 'zustand';",
  "import { persist } from 'zustand/middleware';",
  "import * as z from 'zod/mini';",
  "const store = create(persist(() => ({ city: '深圳' }), { name: 's' }));",
  "const mobile = new UAParser(navigator.userAgent).getDevice().type === 'mobile';",
  "void axios.create({ timeout: 30_000 }).get('/x').then((r) => z.object({ ok: z.boolean() }).safeParse(r.data));",
  'console.log(store, mobile);',
];

/** The gzip JS of `entry` built with the app's config (in a temp dir). */
async function entryGzipBytes(entry: string[]): Promise<number> {
  // Inside node_modules/.cache so the entry resolves the repo's own react packages.
  const cache = join(ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'web-bench-baseline-'));
  try {
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
    );
    // Imports first: the entry lines may come in any order.
    const lines = [...entry.filter((l) => l.startsWith('import ')), ...entry.filter((l) => !l.startsWith('import '))];
    writeFileSync(join(dir, 'main.tsx'), lines.join('\n'));
    const outDir = join(dir, 'out');
    const output = await build({
      configFile: VITE_CONFIG,
      root: dir,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, rollupOptions: { input: join(dir, 'index.html') } },
    });
    const outputs = Array.isArray(output) ? output : [output];
    let total = 0;
    for (const result of outputs) {
      if (!('output' in result)) continue;
      for (const chunk of result.output) {
        if (chunk.type === 'chunk' && chunk.fileName.endsWith('.js') && !/(^|\/)(sw|workbox-)/.test(chunk.fileName)) {
          total += gzipSync(chunk.code).length;
        }
      }
    }
    return total;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Served = { url: string; close: () => Promise<void> };

/** The built app under vite preview, /api-mock proxied to a fresh in-memory mock API. */
async function serveApp(): Promise<Served> {
  const api = await createApiServer();
  const apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
  process.env.MOCK_API_URL = apiUrl;
  const server = await preview({
    configFile: VITE_CONFIG,
    logLevel: 'silent',
    build: { outDir: WEB_DIR },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('vite preview has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await server.close();
      await api.close();
    },
  };
}

/** The JS files an iPhone loads to show /app/home (service workers blocked: their precache is not the page's). */
async function homeJsFiles(origin: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ ...devices['iPhone 15'], serviceWorkers: 'block' });
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js') && pathname.startsWith('/app/')) files.add(pathname.slice('/app/'.length));
    });
    await page.goto(`${origin}${HOME_PATH}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
    await context.close();
    return [...files].sort();
  } finally {
    await browser.close();
  }
}

type LighthouseFigures = { score: number; metrics: Record<string, string> };

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

async function lighthouseScore(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', ...CHROME_FLAGS],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const score = result?.lhr.categories.performance?.score;
    if (!result || typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
    const metrics = Object.fromEntries(
      METRICS.map((id) => [id, result.lhr.audits[id]?.displayValue ?? '—']),
    );
    // Where the main thread went (script evaluation per file), for whoever chases the score.
    const bootup = result.lhr.audits['bootup-time']?.details;
    if (bootup && 'items' in bootup && Array.isArray(bootup.items)) {
      for (const item of bootup.items.slice(0, 5) as { url?: string; total?: number; scripting?: number }[]) {
        metrics[`CPU ${String(item.url ?? '').replace(/^.*\/app\//, '')}`] = `${Math.round(item.total ?? 0)} ms`;
      }
    }
    const lcp = JSON.stringify(result.lhr.audits['largest-contentful-paint-element']?.details ?? {});
    const lcpLabel = /"nodeLabel":"([^"]*)"/.exec(lcp)?.[1];
    if (lcpLabel) metrics['LCP 元素'] = lcpLabel.slice(0, 40);
    return { score: Math.round(score * 100), metrics };
  } finally {
    await chrome.kill();
  }
}

/** Prints both figures. */
export async function run(): Promise<void> {
  const lighthouseOnly = process.env.WEB_BENCH_ONLY === 'lighthouse';
  if (!existsSync(join(WEB_DIR, 'index.html'))) {
    console.log('dist/web 不存在，先构建：npm run build:web');
    execFileSync('npm', ['run', 'build:web'], { stdio: 'inherit' });
  }
  const baseline = lighthouseOnly ? 0 : await entryGzipBytes(BASELINE_ENTRY);
  const floor = lighthouseOnly ? 0 : await entryGzipBytes(FLOOR_ENTRY);
  const served = await serveApp();
  try {
    if (!lighthouseOnly) await printJsWeight(served.url, baseline, floor);
    // One Lighthouse run moves by ±6 on a shared 2-core machine: the median of several is the figure.
    const scores: number[] = [];
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
      const { score, metrics } = await lighthouseScore(`${served.url}${HOME_PATH}`);
      scores.push(score);
      console.log(`[web-bench] Lighthouse 第 ${run} 次：${score}；${Object.entries(metrics).map(([id, value]) => `${id} ${value}`).join('，')}`);
    }
    const median = [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)];
    console.log(`[web-bench] Lighthouse 移动端性能得分 ${HOME_PATH}：中位数 ${median}（${LIGHTHOUSE_RUNS} 次：${scores.join('、')}；目标 ≥ ${GOALS.lighthouse}）`);
  } finally {
    await served.close();
  }
}

async function printJsWeight(origin: string, baseline: number, floor: number): Promise<void> {
  const files = await homeJsFiles(origin);
  const sizes = files.map((file) => ({ file, bytes: gzipSize(join(WEB_DIR, file)) }));
  const app = sizes.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`\n[web-bench] ${HOME_PATH} 的 JS（gzip），共 ${files.length} 个文件：`);
  for (const s of [...sizes].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(s.bytes).padStart(9)}  ${s.file}`);
  console.log(`[web-bench] 应用 ${kb(app)} / React + react-dom + react-router ${kb(baseline)} = ${(app / baseline).toFixed(2)}×（目标 ≤ ${GOALS.ratio}×）`);
  console.log(
    `[web-bench]   栈的下限（再加 axios、ua-parser-js、zustand、zod/mini 的最小用法，尚无应用代码）${kb(floor)} = ${(floor / baseline).toFixed(2)}×；应用自身代码 ${kb(app - floor)}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
