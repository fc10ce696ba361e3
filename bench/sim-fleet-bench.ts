/**
 * One desktop, many phones (figures only): 20 simulated phones at once in one Chromium process,
 * iOS and Android, in the app and in the browser, each with its own session (its own browser
 * context; app phones signed in as their own number through the native app), all on home.
 * Prints:
 * 1. the time to open all of them (from the first launch to every phone's first contentful paint);
 * 2. the memory per phone (Chromium's process tree PSS with the phones open, less the browser alone);
 * 3. with all open, for a tap on each phone (one DevTools touch event on the 问答 tab): the time for
 *    it to reach the app (the page's click listener) and for the app to answer (the tab selected).
 *
 * Run alone: `npx tsx bench/sim-fleet-bench.ts` (needs dist/web); `SIM_FLEET_PHONES=30` for another
 * count. Part of `npm run bench` (BENCH_ONLY=sim).
 */
import { pathToFileURL } from 'node:url';
import type { PhoneMode } from '../simulator/devices';
import { openBrowser } from '../simulator/hosts/browser-source';
import { launchPhone, type Phone } from '../simulator/hosts/launch-phone';
import { startSimServers } from './sim-servers';
import { browserPid, median, treePssMiB } from './sim-bench';

/** Phones of both platforms and several sizes; the modes alternate along the list. */
const DEVICES = [
  'iphone-15',
  'xiaomi-14',
  'iphone-se',
  'pixel-8',
  'iphone-16-pro',
  'huawei-mate-60-pro',
  'iphone-13-mini',
  'samsung-galaxy-s24',
  'iphone-15-pro-max',
  'redmi-note-13',
];

/** Launches at once: enough to overlap network and rendering, few enough for two cores. */
const CONCURRENCY = 4;

export type SimFleetBenchResult = {
  phones: number;
  /** How many were iOS / Android, app / browser. */
  mix: { ios: number; android: number; app: number; browser: number };
  openAllMs: number;
  baselineMiB: number;
  withPhonesMiB: number;
  perPhoneMiB: number;
  /** Tap → the page's click listener (ms): median, p95, max over the phones. */
  tapToAppMs: { median: number; p95: number; max: number };
  /** Tap → the app selected the tab (ms). */
  tapToAnswerMs: { median: number; p95: number; max: number };
  /** Distinct native tokens among the app phones (each its own session). */
  distinctSessions: number;
};

export const spread = (values: number[]): { median: number; p95: number; max: number } => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: median(sorted),
    p95: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0,
    max: sorted.at(-1) ?? 0,
  };
};

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of results. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** In the page, as strings (see native-transport.ts): when the tap's click arrived, when the tab was selected. */
const ARM_TAP = `(() => {
  window.__fleetTap = { arrived: 0, answered: 0 };
  const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent.trim() === '问答');
  document.addEventListener('click', () => { window.__fleetTap.arrived ||= performance.timeOrigin + performance.now(); }, { capture: true, once: true });
  new MutationObserver((_, observer) => {
    if (tab.getAttribute('aria-selected') === 'true') { window.__fleetTap.answered = performance.timeOrigin + performance.now(); observer.disconnect(); }
  }).observe(tab, { attributes: true, attributeFilter: ['aria-selected'] });
})()`;

async function tapOnce(phone: Phone): Promise<{ toApp: number; toAnswer: number }> {
  const tab = phone.page.getByRole('tab', { name: '问答', exact: true });
  const box = await tab.boundingBox();
  if (!box) throw new Error(`${phone.device.name}：问答标签不在屏幕上`);
  await phone.page.evaluate(ARM_TAP);
  const t0 = Date.now();
  await phone.page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await phone.page.waitForFunction('window.__fleetTap.answered > 0', undefined, { polling: 'raf' });
  const { arrived, answered } = (await phone.page.evaluate('window.__fleetTap')) as {
    arrived: number;
    answered: number;
  };
  return { toApp: arrived - t0, toAnswer: answered - t0 };
}

export async function runSimFleetBench(
  options: { phones?: number; log?: (line: string) => void } = {},
): Promise<SimFleetBenchResult> {
  const count = options.phones ?? Number(process.env.SIM_FLEET_PHONES ?? 20);
  const log = options.log ?? ((line: string) => console.log(line));
  const servers = await startSimServers();
  const { apiUrl, webUrl } = servers;
  const browser = await openBrowser({ kind: 'local', headless: true });
  const phones: Phone[] = [];

  try {
    const pid = await browserPid(browser);
    if (pid === null) throw new Error('找不到 Chromium 主进程');
    // Warm the disk cache and the server once, as a QA desktop that has opened the app before.
    const warm = await launchPhone({
      device: DEVICES[0] ?? 'iphone-15',
      mode: 'browser',
      url: '/app/home',
      apiUrl,
      webUrl,
      browser,
    });
    await warm.page.getByRole('tab', { name: '问答', exact: true }).waitFor();
    await warm.close();
    const baselineMiB = treePssMiB(pid);

    const specs = Array.from({ length: count }, (_, i) => ({
      device: DEVICES[i % DEVICES.length] ?? 'iphone-15',
      // Alternate in pairs so both platforms get both modes.
      mode: (Math.floor(i / 2) % 2 === 0 ? 'app' : 'browser') as PhoneMode,
      // A number of its own for each app phone: its own native session and token.
      account: `1770000${String(i).padStart(4, '0')}`,
    }));
    const started = Date.now();
    const opened = await pool(specs, CONCURRENCY, async ({ device, mode, account }, i) => {
      const phone = await launchPhone({
        device,
        mode,
        url: '/app/home',
        apiUrl,
        webUrl,
        browser,
        deviceSeed: `fleet-${i}`,
        ...(mode === 'app' ? { account } : {}),
      });
      phones.push(phone);
      await phone.page.getByRole('tab', { name: '问答', exact: true }).waitFor({ timeout: 60_000 });
      await phone.page.waitForFunction(
        "performance.getEntriesByName('first-contentful-paint').length > 0",
      );
      return phone;
    });
    const openAllMs = Date.now() - started;
    const mix = {
      ios: opened.filter((p) => p.device.platform === 'ios').length,
      android: opened.filter((p) => p.device.platform === 'android').length,
      app: opened.filter((p) => p.mode === 'app').length,
      browser: opened.filter((p) => p.mode === 'browser').length,
    };
    const tokens = opened.filter((p) => p.bridge).map((p) => p.bridge?.token);
    const distinctSessions = new Set(tokens.filter(Boolean)).size;
    log(
      `${count} 台手机（iOS ${mix.ios}、Android ${mix.android}；App 内 ${mix.app}、浏览器 ${mix.browser}），一个 Chromium 进程，每台一个独立的浏览器上下文；App 内手机各自登录（${distinctSessions} 个不同的 token）`,
    );
    log(
      `全部打开（并发 ${CONCURRENCY}，到每台首页首次绘制）：${(openAllMs / 1000).toFixed(1)} s，平均每台 ${(openAllMs / count).toFixed(0)} ms`,
    );

    const withPhonesMiB = treePssMiB(pid);
    const perPhoneMiB = (withPhonesMiB - baselineMiB) / count;
    log(
      `内存（Chromium 进程树 PSS）：仅浏览器 ${baselineMiB.toFixed(0)} MiB，${count} 台同时打开 ${withPhonesMiB.toFixed(0)} MiB，每台约 ${perPhoneMiB.toFixed(1)} MiB`,
    );

    // All open: a tap on each in turn, the others idle on their pages as QA leaves them.
    const taps: { toApp: number; toAnswer: number }[] = [];
    for (const phone of opened) taps.push(await tapOnce(phone));
    const tapToAppMs = spread(taps.map((t) => t.toApp));
    const tapToAnswerMs = spread(taps.map((t) => t.toAnswer));
    log(
      `全部打开时点击每台的「问答」标签：到达应用 中位数 ${tapToAppMs.median.toFixed(0)} ms，p95 ${tapToAppMs.p95.toFixed(0)} ms，最长 ${tapToAppMs.max.toFixed(0)} ms；应用作出反应（标签选中）中位数 ${tapToAnswerMs.median.toFixed(0)} ms，p95 ${tapToAnswerMs.p95.toFixed(0)} ms，最长 ${tapToAnswerMs.max.toFixed(0)} ms`,
    );

    return {
      phones: count,
      mix,
      openAllMs,
      baselineMiB,
      withPhonesMiB,
      perPhoneMiB,
      tapToAppMs,
      tapToAnswerMs,
      distinctSessions,
    };
  } finally {
    await Promise.all(phones.map((p) => p.close()));
    await browser.close();
    await servers.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runSimFleetBench().then(
    (result) => {
      console.log(JSON.stringify(result, null, 2));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
