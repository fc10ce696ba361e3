/**
 * H5 app benchmark (README: Keeping every landing page light): one row per landing page with what a
 * phone downloads to show it (gzip JS and files, from the build's own graph) and Lighthouse 12
 * mobile figures (median of WEB_BENCH_LIGHTHOUSE_RUNS runs, default 5: score, its runs, LCP, TBT,
 * CLS, accessibility), beside the floor page's figures of the same run (React + react-dom +
 * react-router rendering the same first list from the same API: score, TBT, Lighthouse's benchmark
 * index). Each goal is printed beside its figure; nothing is asserted (the JS budget is a build
 * test: renderer/build/page-budget.test.ts).
 *
 * The app is built afresh into dist/web and served gzip-compressed by `vite preview`, /api-mock
 * proxied to an in-memory mock API. Run alone: `npx tsx bench/web-bench.ts`.
 * - WEB_BENCH_LIGHTHOUSE_RUNS=1 while developing (each run takes 15–30 s per page on 2 busy cores).
 * - WEB_BENCH_PAGES: unset, one page per kind (the others share its code); `all`, every landing
 *   page; or parts of URLs, comma-separated (`article/share,qa`).
 *   The area pages behind a login (bench/web-area-pages.ts: /app/delivery, the exam home and
 *   answering screen, each as a fresh signed-in user prepared through the mock API) follow the same
 *   setting, all of them when unset, and are printed in a second table without the JS budget columns.
 * - WEB_BENCH_ONLY=weight skips Lighthouse.
 * - WEB_BENCH_TRACE=1 prints, after each run, where the main thread's time went (long tasks,
 *   time per script, per kind of work) and which elements shifted; with WEB_BENCH_LANTERN=1 also
 *   the nodes Lighthouse's simulation put on the LCP, with their simulated times (bench/web-lantern.ts).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { preview } from 'vite';
import { createApiServer } from '../simulator/api/server';
import {
  JS_BUDGET,
  LANDING_PAGES,
  landingUrl,
  type LandingPage,
} from '../renderer/build/landing-pages';
import {
  buildApp,
  buildEntry,
  REACT_ALONE_ENTRY,
  VITE_CONFIG,
} from '../renderer/build/measure-build';
import { pageWeight, type PageWeight } from '../renderer/build/page-weight';
import { appSplashHtml, FLOOR_PAGE_ENTRY, FLOOR_PAGE_PATH } from './web-floor';
import { areaTable, measureAreaPage, selectAreaPages, type AreaRow } from './web-area-pages';
import { launchBrowser, median, type LighthouseRun } from './web-lighthouse';
import { formatTable, kb, lighthouseCells, mark, ms } from './web-table';

const WEB_DIR = resolve(process.cwd(), 'dist/web');
const RUNS = Math.max(1, Number(process.env.WEB_BENCH_LIGHTHOUSE_RUNS ?? 5) || 5);

function selectedPages(): LandingPage[] {
  const wanted = process.env.WEB_BENCH_PAGES?.trim();
  if (!wanted) return LANDING_PAGES.filter((p) => p.lighthouse);
  if (wanted === 'all') return [...LANDING_PAGES];
  const parts = wanted
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return LANDING_PAGES.filter((p) => parts.some((part) => p.url.includes(part)));
}

/** `vite preview` of a built directory (gzip on), /api-mock proxied to `apiUrl`. */
async function serve(outDir: string, apiUrl: string) {
  process.env.MOCK_API_URL = apiUrl;
  const server = await preview({
    configFile: VITE_CONFIG,
    logLevel: 'silent',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('vite preview has no port');
  return { origin: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

/** A draft's preview token, as its author gets it from the mock API. */
async function previewToken(apiUrl: string): Promise<string> {
  // The simulator's native session signs the author in without an SMS.
  const session = await fetch(`${apiUrl}/__sim/native-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000022' }),
  });
  const { data } = (await session.json()) as { data: { token: string } | null };
  const drafts = (await (
    await fetch(`${apiUrl}/article/drafts`, { headers: { token: data?.token ?? '' } })
  ).json()) as { data: { previewToken: string }[] | null };
  return drafts.data?.[0]?.previewToken ?? 'no-draft';
}

type Row = { page: LandingPage; weight: PageWeight; runs: LighthouseRun[] };

function printTable(
  rows: Row[],
  floorRuns: LighthouseRun[],
  floorWeight: number,
  reactAlone: number,
): void {
  const floorTbt = median(floorRuns.map((r) => r.tbtMs));
  const lines: string[][] = [
    [
      '页面',
      'JS gzip',
      '× React',
      '文件',
      'Lighthouse 中位数（各次）',
      'LCP',
      'TBT',
      'TBT ÷ 下限页',
      'CLS',
      '无障碍',
    ],
  ];
  for (const { page, weight, runs } of rows) {
    const ratio = weight.gzipBytes / reactAlone;
    const cells = [
      page.url,
      kb(weight.gzipBytes),
      `${ratio.toFixed(2)}× ${mark(ratio <= page.budget)}≤${page.budget}`,
      `${weight.files.length} ${mark(weight.files.length <= JS_BUDGET.maxFiles)}≤${JS_BUDGET.maxFiles}`,
    ];
    lines.push([...cells, ...lighthouseCells(runs, floorTbt)]);
  }
  if (floorRuns.length > 0) {
    lines.push([
      `下限页（React + react-dom + react-router）${FLOOR_PAGE_PATH}`,
      kb(floorWeight),
      `${(floorWeight / reactAlone).toFixed(2)}×`,
      '—',
      `${median(floorRuns.map((r) => r.score))}（${floorRuns.map((r) => r.score).join('、')}）`,
      ms(median(floorRuns.map((r) => r.lcpMs))),
      ms(floorTbt),
      '1.00×',
      median(floorRuns.map((r) => r.cls)).toFixed(3),
      `基准指数 ${Math.round(median(floorRuns.map((r) => r.benchmarkIndex)))}`,
    ]);
  }
  for (const line of formatTable(lines)) console.log(line);
  console.log(
    `\nReact + react-dom + react-router 单独构建：${kb(reactAlone)}（× 的分母）。Lighthouse ${RUNS} 次取中位数，页面与下限页轮流测量。`,
  );
}

export async function run(): Promise<void> {
  const pages = selectedPages();
  const withLighthouse = process.env.WEB_BENCH_ONLY !== 'weight';
  console.log(`[web-bench] 构建 dist/web 与对照页…`);
  const app = await buildApp(WEB_DIR);
  const reactAlone = await buildEntry(REACT_ALONE_ENTRY);
  reactAlone.dispose();
  const floor = await buildEntry(FLOOR_PAGE_ENTRY, appSplashHtml());
  const rows: Row[] = pages.map((page) => ({
    page,
    weight: pageWeight(app.chunks, app.html, app.base, page),
    runs: [],
  }));
  const floorRuns: LighthouseRun[] = [];
  const areaRows: AreaRow[] = selectAreaPages(process.env.WEB_BENCH_PAGES).map((page) => ({
    page,
    weight: pageWeight(app.chunks, app.html, app.base, page),
    runs: [],
  }));

  if (withLighthouse) {
    const api = await createApiServer();
    const apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const appServer = await serve(WEB_DIR, apiUrl);
    const floorServer = await serve(floor.outDir, apiUrl);
    const browser = await launchBrowser();
    try {
      const token = await previewToken(apiUrl);
      for (let round = 1; round <= RUNS; round++) {
        // The floor page in every round: its figures are of the same moment as the pages'.
        const floorRun = await browser.run(`${floorServer.origin}${FLOOR_PAGE_PATH}`, false);
        floorRuns.push(floorRun);
        if (floorRun.trace)
          console.log(
            `[web-bench] 第 ${round}/${RUNS} 轮 下限页：${floorRun.score}（TBT ${ms(floorRun.tbtMs)}）\n${floorRun.trace.join('\n')}`,
          );
        for (const row of rows) {
          const result = await browser.run(
            `${appServer.origin}${landingUrl(row.page, token)}`,
            true,
          );
          row.runs.push(result);
          console.log(
            `[web-bench] 第 ${round}/${RUNS} 轮 ${row.page.url}：${result.score}（TBT ${ms(result.tbtMs)}，下限页 ${floorRuns.at(-1)?.score ?? '—'}）`,
          );
          for (const line of result.trace ?? []) console.log(line);
        }
        for (const row of areaRows) {
          const result = await measureAreaPage(browser, appServer.origin, apiUrl, row.page);
          row.runs.push(result);
          console.log(
            `[web-bench] 第 ${round}/${RUNS} 轮（登录后）${row.page.url}：${result.score}（TBT ${ms(result.tbtMs)}）`,
          );
          for (const line of result.trace ?? []) console.log(line);
        }
      }
    } finally {
      await browser.close();
      await floorServer.close();
      await appServer.close();
      await api.close();
    }
  }
  floor.dispose();
  console.log('');
  printTable(rows, floorRuns, floor.gzipBytes, reactAlone.gzipBytes);
  if (areaRows.length > 0) console.log(['', ...areaTable(areaRows, floorRuns)].join('\n'));
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
