/**
 * Simulator benchmarks (figures only, no thresholds in tests):
 * 1. Launch to the app's first contentful paint on a simulated phone (launchPhone, app mode: native
 *    session, transport, logs) against a bare Playwright page of the same URL with the same emulation.
 *    Goal: ratio ≤ 1.2.
 * 2. Memory per phone with 10 phones open at once (Chromium's proportional set size, read from /proc).
 *
 * 3. The framed Chromium host (bench/framed-bench.ts): tap-to-handler latency and frames per second
 *    while scrolling, for 1 and 6 phones.
 * 4. QA's actions on a framed phone beside their references (bench/phone-actions-bench.ts): a device
 *    switch beside a new phone, a framed screenshot beside a plain one.
 *
 * Run alone: `npx tsx bench/sim-bench.ts` (needs dist/web: `npm run build:web`, and for 3 and 4 the
 * panel: `npm run build`); `SIM_BENCH_ONLY=launch|framed|actions` runs only 1 and 2, 3, or 4.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright';
import { getDevice, toPlaywrightContextOptions } from '../simulator/devices';
import { launchChromium } from '../simulator/hosts/chromium';
import { launchPhone, type Phone } from '../simulator/hosts/launch-phone';
import { startSimServers } from './sim-servers';
import { runFramedBench } from './framed-bench';
import { runPhoneActionsBench } from './phone-actions-bench';

export type SimBenchOptions = {
  /** Measured launches per variant (after one warm-up each). Default 7. */
  iterations?: number;
  /** Phones open at once for the memory figure. Default 10. */
  phones?: number;
  device?: string;
  url?: string;
  log?: (line: string) => void;
};

export type SimBenchResult = {
  device: string;
  url: string;
  iterations: number;
  /** Median ms from the start of the launch call to first-contentful-paint. */
  simulatedMs: number;
  bareMs: number;
  ratio: number;
  phones: number;
  /** Chromium's PSS with only the browser running, and with the phones open (MiB). */
  baselineMiB: number;
  withPhonesMiB: number;
  perPhoneMiB: number;
};

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Epoch ms of the page's first contentful paint (waits for it). Strings, not functions: see native-transport.ts. */
async function firstPaintEpoch(page: Page): Promise<number> {
  await page.waitForFunction("performance.getEntriesByName('first-contentful-paint').length > 0");
  return page.evaluate(
    "performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0].startTime",
  ) as Promise<number>;
}

/** Proportional set size of a process and all its descendants (MiB), from /proc. */
export function treePssMiB(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirNumeric('/proc')) {
    const stat = safeRead(`/proc/${entry}/stat`);
    // Field 4 is the parent pid; the command name (field 2) may contain spaces, so split after ')'.
    const ppid = Number(stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (!Number.isFinite(ppid)) continue;
    children.set(ppid, [...(children.get(ppid) ?? []), entry]);
  }
  let kib = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    const rollup = safeRead(`/proc/${pid}/smaps_rollup`);
    const pss = rollup ? /^Pss:\s+(\d+) kB/m.exec(rollup) : null;
    if (pss?.[1]) kib += Number(pss[1]);
    stack.push(...(children.get(pid) ?? []));
  }
  return kib / 1024;
}

function readdirNumeric(dir: string): number[] {
  return readdirSync(dir)
    .filter((n) => /^\d+$/.test(n))
    .map(Number);
}

function safeRead(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** The browser's main process: the Chromium child of this Node process started by Playwright. */
export async function browserPid(browser: Browser): Promise<number | null> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const info = (await cdp.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number }[];
    };
    return info.processInfo.find((p) => p.type === 'browser')?.id ?? null;
  } finally {
    await cdp.detach();
  }
}

export async function runSimBench(options: SimBenchOptions = {}): Promise<SimBenchResult> {
  const iterations = options.iterations ?? 7;
  const phoneCount = options.phones ?? 10;
  const deviceId = options.device ?? 'iphone-15';
  const path = options.url ?? '/app/home';
  const log = options.log ?? ((line: string) => console.log(line));
  const servers = await startSimServers();
  const { apiUrl, webUrl } = servers;
  const browser = await launchChromium();
  const device = getDevice(deviceId);
  const url = `${webUrl}${path}`;

  try {
    const simulated = async (): Promise<number> => {
      const t0 = Date.now();
      const phone = await launchPhone({ device, mode: 'app', url, apiUrl, webUrl, browser });
      const paint = await firstPaintEpoch(phone.page);
      await phone.close();
      return paint - t0;
    };
    const bare = async (): Promise<number> => {
      const t0 = Date.now();
      const context = await browser.newContext({
        ...toPlaywrightContextOptions(device, 'app'),
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.goto(url);
      const paint = await firstPaintEpoch(page);
      await context.close();
      return paint - t0;
    };

    // One warm-up each (disk cache, JIT), then alternate so drift hits both alike.
    await simulated();
    await bare();
    const sim: number[] = [];
    const plain: number[] = [];
    for (let i = 0; i < iterations; i += 1) {
      sim.push(await simulated());
      plain.push(await bare());
    }
    const simulatedMs = median(sim);
    const bareMs = median(plain);
    const ratio = simulatedMs / bareMs;
    log(
      `启动到首次绘制（${device.name}，${path}，中位数，${iterations} 次）：模拟手机 ${simulatedMs.toFixed(0)} ms，裸 Playwright 页面 ${bareMs.toFixed(0)} ms，比值 ${ratio.toFixed(2)}（目标 ≤ 1.2）`,
    );
    log(
      `  模拟手机各次：${sim.map((v) => v.toFixed(0)).join(', ')} ms；裸页面各次：${plain.map((v) => v.toFixed(0)).join(', ')} ms`,
    );

    const pid = await browserPid(browser);
    if (pid === null) throw new Error('找不到 Chromium 主进程');
    const baselineMiB = treePssMiB(pid);
    const phones: Phone[] = [];
    for (let i = 0; i < phoneCount; i += 1) {
      // Alternate platforms so both transports are in the figure.
      phones.push(
        await launchPhone({
          device: i % 2 ? 'xiaomi-14' : deviceId,
          mode: 'app',
          url,
          apiUrl,
          webUrl,
          browser,
          deviceSeed: String(i),
        }),
      );
    }
    await Promise.all(phones.map((p) => firstPaintEpoch(p.page)));
    const withPhonesMiB = treePssMiB(pid);
    const perPhoneMiB = (withPhonesMiB - baselineMiB) / phoneCount;
    log(
      `内存（Chromium 进程树 PSS）：仅浏览器 ${baselineMiB.toFixed(0)} MiB，${phoneCount} 台手机同时打开 ${withPhonesMiB.toFixed(0)} MiB，每台约 ${perPhoneMiB.toFixed(1)} MiB`,
    );
    await Promise.all(phones.map((p) => p.close()));

    return {
      device: deviceId,
      url: path,
      iterations,
      simulatedMs,
      bareMs,
      ratio,
      phones: phoneCount,
      baselineMiB,
      withPhonesMiB,
      perPhoneMiB,
    };
  } finally {
    await browser.close();
    await servers.close();
  }
}

/** `npm run bench`'s entry: launch and memory, the framed host, QA's actions (SIM_BENCH_ONLY picks one). */
export async function run(): Promise<void> {
  const only = process.env.SIM_BENCH_ONLY;
  if (!only || only === 'launch') await runSimBench();
  if (!only || only === 'framed') await runFramedBench();
  if (!only || only === 'actions') await runPhoneActionsBench();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
