/**
 * The framed Chromium host's figures (part of sim-bench.ts), with 1 and with 6 phones open:
 * 1. Tap latency: from pressing on the framed phone in the panel (Playwright's mouse in the panel's
 *    own browser) to the phone page's touchstart handler — panel → HTTP → host → DevTools protocol →
 *    page, the whole path QA's finger takes. Median and worst of 15 taps.
 * 2. Frames per second the panel draws of each phone while every phone scrolls its home feed at
 *    once (the page scrolls itself every animation frame; the picture comes back by screencast).
 *    Mean and worst phone, beside the frames the host received from the screencast and the page's
 *    own rendering rate: panel < stream means the panel (decoding, drawing) is the limit, stream <
 *    page the transport (capture, encoding), and a low page rate the machine's CPU itself.
 *    With 6 open, also while only the first scrolls and the others stay open and still: how QA
 *    works with them. The panel is a 1920×1040 window, as on a 1080p screen, where the stage
 *    scales every phone to fit; the line says how many were in sight (one out of sight is paused).
 * Both browsers (phones headless, the panel as a separate one standing in for the window) and the
 * server share this machine, so the figures include all of it.
 *
 * Run alone: `npx tsx bench/framed-bench.ts` (or `SIM_BENCH_ONLY=framed npx tsx bench/sim-bench.ts`) (needs dist/web and out/renderer:
 * `npm run build:web && npm run build`).
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { frameLayout } from '../simulator/devices/frame-layout';
import { getDevice } from '../simulator/devices';
import { launchChromium } from '../simulator/hosts/chromium';
import { FramedPanelHost } from '../simulator/hosts/framed-panel-host';
import { createScreenRoutes } from '../simulator/hosts/screen-routes';
import { createPanelRoutes } from '../simulator/panel/server-routes';
import { startSimServers } from './sim-servers';
import { runAlone } from './run-alone';

export type FramedBenchFigures = {
  phones: number;
  tapMedianMs: number;
  tapWorstMs: number;
  /** Frames the panel drew per second per phone while all scrolled: mean over phones, and the slowest phone. */
  panelFpsMean: number;
  panelFpsWorst: number;
  /** Phones drawn inside the panel's window (a phone out of sight is paused, not slow). */
  inSight: number;
  /** With all phones open, only the first scrolling (how QA works): its frames drawn, received, rendered. */
  onePanelFps: number;
  oneStreamFps: number;
  onePageFps: number;
  /** Frames per second the host received from Chromium's screencast meanwhile (mean over phones). */
  streamFpsMean: number;
  /** The pages' own animation frames per second meanwhile (mean over phones). */
  pageFpsMean: number;
  /** Mean size of a streamed frame (JPEG bytes, kB), and its pixel size as the panel received it. */
  frameKb: number;
  framePixels: string;
};

/** Width × height of a JPEG, from its start-of-frame marker. */
function jpegSize(base64: string): string {
  const bytes = Buffer.from(base64.slice(0, 4096), 'base64');
  for (let i = 2; i + 8 < bytes.length;) {
    if (bytes[i] !== 0xff) return '?';
    const marker = bytes[i + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc2)
      return `${bytes.readUInt16BE(i + 7)}×${bytes.readUInt16BE(i + 5)}`;
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return '?';
}

const DEVICE = 'iphone-15';
/** The panel as an app-mode window filling a 1080p screen (less the window's title bar). */
const PANEL_WINDOW = { width: 1920, height: 1040 };
const TAPS = 15;
const SCROLL_MS = 4000;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

// In-page scripts as strings: tsx would otherwise wrap functions in helpers the page does not have.
const RECORD_TOUCHES = `window.__benchTouches = []; addEventListener('touchstart', () => window.__benchTouches.push(Date.now()), { capture: true, passive: true }); 0`;
/** A point of the page that is no link, button or field: a tap there changes nothing. */
const QUIET_POINT = `(() => {
  for (let y = 200; y < innerHeight - 20; y += 16) for (let x = 8; x < innerWidth; x += 40) {
    const el = document.elementFromPoint(x, y);
    if (el && !el.closest('a, button, input, textarea, select, [role=tab], [role=button], [onclick]')) return { x, y };
  }
  return { x: 4, y: innerHeight - 4 };
})()`;
/** Scrolls the feed's scroller every animation frame for ms, back and forth; resolves to the page's frame count. */
const scrollScript = (ms: number): string => `new Promise((resolve) => {
  const candidates = [document.scrollingElement, ...document.querySelectorAll('*')].filter((el) => el && el.scrollHeight - el.clientHeight > 400 && getComputedStyle(el).overflowY !== 'hidden');
  const scroller = candidates.sort((a, b) => (b.scrollHeight - b.clientHeight) - (a.scrollHeight - a.clientHeight))[0] || document.scrollingElement;
  let dir = 1; let frames = 0; const end = performance.now() + ${ms};
  const step = () => {
    const before = scroller.scrollTop; scroller.scrollTop += 9 * dir; frames += 1;
    if (scroller.scrollTop === before) dir = -dir;
    if (performance.now() < end) requestAnimationFrame(step); else resolve(frames);
  };
  requestAnimationFrame(step);
})`;

async function framesDrawn(panel: Page): Promise<number[]> {
  return panel
    .locator('canvas.device-canvas')
    .evaluateAll((canvases) => canvases.map((c) => Number((c as HTMLElement).dataset.frames ?? 0)));
}

type ScrollCounts = {
  /** Per scrolled phone, frames per second: drawn by the panel, received by the host, rendered by the page. */
  drawn: number[];
  streamed: number[];
  page: number[];
  /** Phones whose picture is inside the panel's window (the others are paused by design). */
  inSight: number;
  frameKb: number;
  framePixels: string;
};

const mean = (values: number[]): number =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;

/** Scrolls the feeds of the phones at `scrolled` (in opening order) for SCROLL_MS and counts their frames at each stage of the way. */
async function scrollAndCount(
  panel: Page,
  host: FramedPanelHost,
  scrolled: number[],
): Promise<ScrollCounts> {
  const ids = (await host.getState()).phones.map((p) => p.id);
  const pages = host.phones().map((p) => p.page);
  const received = new Map<string, number>();
  let bytes = 0;
  let frames = 0;
  let pixels = '?';
  const stopCounting = host.watchScreens((event) => {
    if (event.type !== 'frame') return;
    received.set(event.phoneId, (received.get(event.phoneId) ?? 0) + 1);
    bytes += (event.frame.data.length * 3) / 4;
    frames += 1;
    if (pixels === '?') pixels = jpegSize(event.frame.data);
  });
  const drawnBefore = await framesDrawn(panel);
  const started = Date.now();
  const pageFrames = (await Promise.all(
    scrolled.map((i) => pages[i]?.evaluate(scrollScript(SCROLL_MS))),
  )) as number[];
  const seconds = (Date.now() - started) / 1000;
  const drawnAfter = await framesDrawn(panel);
  stopCounting();
  const inSight = await panel.locator('canvas.device-canvas').evaluateAll(
    (canvases) =>
      canvases.filter((c) => {
        const r = c.getBoundingClientRect();
        return r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight;
      }).length,
  );
  return {
    drawn: scrolled.map((i) => ((drawnAfter[i] ?? 0) - (drawnBefore[i] ?? 0)) / seconds),
    streamed: scrolled.map((i) => (received.get(ids[i] ?? '') ?? 0) / seconds),
    page: pageFrames.map((n) => n / (SCROLL_MS / 1000)),
    inSight,
    frameKb: bytes / 1024 / Math.max(1, frames),
    framePixels: pixels,
  };
}

async function measure(
  panel: Page,
  host: FramedPanelHost,
  count: number,
  log: (line: string) => void,
): Promise<FramedBenchFigures> {
  for (let i = 0; i < count; i += 1)
    await host.openPhone({ deviceId: DEVICE, mode: 'app', url: '/app/home' });
  const phones = host.phones();
  await Promise.all(
    phones.map((p) => p.page.getByRole('navigation', { name: '常用功能' }).waitFor()),
  );
  await panel.waitForFunction(
    `[...document.querySelectorAll('canvas.device-canvas')].filter((c) => Number(c.dataset.frames) > 0).length === ${count}`,
    undefined,
    { timeout: 30_000 },
  );

  // 1. Tap latency on the first phone.
  const first = phones[0];
  if (!first) throw new Error('没有手机');
  await first.page.evaluate(RECORD_TOUCHES);
  const point = (await first.page.evaluate(QUIET_POINT)) as { x: number; y: number };
  const layout = frameLayout(getDevice(DEVICE), 'app');
  const screen = await panel.locator('.device-screen').first().boundingBox();
  if (!screen) throw new Error('面板里没有手机画面');
  const scale = screen.width / layout.screen.width;
  const at = {
    x: screen.x + (layout.page.x + point.x) * scale,
    y: screen.y + (layout.page.y + point.y) * scale,
  };
  const latencies: number[] = [];
  for (let i = 0; i < TAPS; i += 1) {
    await panel.mouse.move(at.x, at.y);
    const before = ((await first.page.evaluate('window.__benchTouches.length')) as number) + 1;
    const t0 = Date.now();
    await panel.mouse.down();
    await first.page.waitForFunction(`window.__benchTouches.length >= ${before}`, undefined, {
      polling: 2,
    });
    const handled = (await first.page.evaluate(
      'window.__benchTouches[window.__benchTouches.length - 1]',
    )) as number;
    latencies.push(handled - t0);
    await panel.mouse.up();
  }

  // 2. Frames while every phone scrolls its feed at once; then, with several open, while QA scrolls one.
  const all = await scrollAndCount(
    panel,
    host,
    phones.map((_, i) => i),
  );
  const one = count > 1 ? await scrollAndCount(panel, host, [0]) : all;
  const figures: FramedBenchFigures = {
    phones: count,
    inSight: all.inSight,
    tapMedianMs: median(latencies),
    tapWorstMs: Math.max(...latencies),
    panelFpsMean: mean(all.drawn),
    panelFpsWorst: Math.min(...all.drawn),
    streamFpsMean: mean(all.streamed),
    pageFpsMean: mean(all.page),
    onePanelFps: one.drawn[0] ?? 0,
    oneStreamFps: one.streamed[0] ?? 0,
    onePageFps: one.page[0] ?? 0,
    frameKb: all.frameKb,
    framePixels: all.framePixels,
  };
  log(
    `带机框手机 ×${count}（${figures.inSight} 台在窗口内）：点按到页面 touchstart 中位数 ${figures.tapMedianMs.toFixed(0)} ms（最慢 ${figures.tapWorstMs.toFixed(0)} ms，${TAPS} 次）；` +
      `全部同时滚动信息流时每台：面板绘制 ${figures.panelFpsMean.toFixed(1)} 帧/秒（最慢的一台 ${figures.panelFpsWorst.toFixed(1)}） | 主机收到 ${figures.streamFpsMean.toFixed(1)} | 页面渲染 ${figures.pageFpsMean.toFixed(1)}` +
      (count > 1
        ? `；只滚动其中一台（其余开着不动）：面板绘制 ${figures.onePanelFps.toFixed(1)} | 主机收到 ${figures.oneStreamFps.toFixed(1)} | 页面渲染 ${figures.onePageFps.toFixed(1)}`
        : '') +
      `；每帧 ${figures.framePixels} 像素 ${figures.frameKb.toFixed(0)} kB（机器 1 分钟平均负载 ${loadavg()[0]?.toFixed(1)}）`,
  );
  for (const phone of (await host.getState()).phones) await host.closePhone(phone.id);
  return figures;
}

/** Prints and returns the framed host's figures for 1 and 6 phones. */
export async function runFramedBench(
  options: { counts?: number[]; log?: (line: string) => void } = {},
): Promise<FramedBenchFigures[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const root = process.cwd();
  if (!existsSync(join(root, 'out/renderer/index.html')))
    throw new Error('没有 out/renderer：先运行 npm run build');

  let bound: FramedPanelHost | null = null;
  const servers = await startSimServers({
    panelDir: join(root, 'out/renderer'),
    panelRoutes: async (req, res) =>
      bound
        ? (await createScreenRoutes(bound)(req, res)) || createPanelRoutes(bound)(req, res)
        : false,
  });
  const { apiUrl, webUrl } = servers;
  const phonesBrowser: Browser = await launchChromium();
  const panelBrowser: Browser = await launchChromium();
  const host = new FramedPanelHost({
    browser: phonesBrowser,
    apiUrl,
    webUrl,
    screenshotsDir: join(root, '.sim-data/bench-shots'),
    sheets: 'auto',
    headed: false,
  });
  bound = host;
  try {
    // The panel's CSP forbids the string predicates Playwright waits with.
    const panel = await panelBrowser.newPage({ viewport: PANEL_WINDOW, bypassCSP: true });
    await panel.goto(`${webUrl}/panel/`);
    const figures: FramedBenchFigures[] = [];
    for (const count of options.counts ?? [1, 6])
      figures.push(await measure(panel, host, count, log));
    return figures;
  } finally {
    await host.closeAll();
    await panelBrowser.close();
    await phonesBrowser.close();
    await servers.close();
  }
}

runAlone(import.meta.url, () => runFramedBench());
