/**
 * Two of QA's actions on a framed phone, each beside the reference it is held to, measured in one
 * run on the framed Chromium host (part of sim-bench.ts):
 * 1. Switching a phone's device (iPhone 15 → 小米 14, in the app, the home page loaded again)
 *    beside opening a new phone of that device (the same page loaded).
 * 2. A framed screenshot (the panel's frame drawn around the page) beside a plain one (the page's
 *    own pixels), both as the panel's download asks for them.
 * 3. A tap through the frame on a phone that is being recorded (录制) beside the same tap on the
 *    same phone before recording: from the panel's input to the page's click handler. Target 1.2×.
 * Medians of ROUNDS (TAPS for the taps); the targets are 1.5× (1, 2) and 1.2× (3) the reference.
 * Figures only: no threshold fails a test.
 *
 * Run alone: `npx tsx bench/phone-actions-bench.ts` (needs dist/web and out/renderer:
 * `npm run build:web && npm run build`).
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../simulator/hosts/chromium';
import { FramedPanelHost } from '../simulator/hosts/framed-panel-host';
import { runAlone } from './run-alone';
import { startSimServers } from './sim-servers';

const ROUNDS = 5;
const FROM = 'iphone-15';
const TO = 'xiaomi-14';
const HOME = '/app/home';
const TARGET = 1.5;
const TAPS = 15;
const TAP_TARGET = 1.2;

export type PhoneActionFigures = {
  switchDeviceMs: number;
  openPhoneMs: number;
  framedShotMs: number;
  plainShotMs: number;
  recordedTapMs: number;
  tapMs: number;
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

/** Resolves once the one open phone's home page shows its shortcuts (the page QA would look at). */
async function homeShown(host: FramedPanelHost): Promise<void> {
  const [phone] = host.phones();
  if (!phone) throw new Error('没有打开的手机');
  await phone.page.getByRole('navigation', { name: '常用功能' }).waitFor();
}

const ratioLine = (
  what: string,
  ms: number,
  reference: string,
  refMs: number,
  target = TARGET,
): string => {
  const ratio = ms / refMs;
  const digits = refMs < 100 ? 1 : 0;
  return `${what} ${ms.toFixed(digits)} ms，${reference} ${refMs.toFixed(digits)} ms：${ratio.toFixed(2)}×（目标 ≤ ${target}×，${ratio <= target ? '达到' : '未达到'}）`;
};

/**
 * Median time from the panel's tap (touchStart, touchEnd through the host's screen input) on the
 * home page's brand heading to the page's own click handler, told through a binding.
 */
async function tapLatency(
  host: FramedPanelHost,
  phoneId: string,
  binding: string,
): Promise<number> {
  const [phone] = host.phones();
  if (!phone) throw new Error('没有打开的手机');
  const box = await phone.page.locator('h1').first().boundingBox();
  if (!box) throw new Error('首页没有标题可点');
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // The page tells when its click handler ran through a binding (no evaluate's round trip inside).
  let clicked: () => void = () => undefined;
  await phone.page.exposeBinding(binding, () => clicked());
  await phone.page.evaluate((name) => {
    const notify = (window as unknown as Record<string, () => void>)[name];
    addEventListener('click', () => notify?.());
  }, binding);
  const times: number[] = [];
  for (let tap = 0; tap < TAPS; tap += 1) {
    const done = new Promise<void>((resolve) => (clicked = resolve));
    const started = performance.now();
    await host.input(phoneId, [{ type: 'touchStart', ...at }, { type: 'touchEnd' }]);
    await done;
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Prints and returns the two pairs of figures. */
export async function runPhoneActionsBench(
  log: (line: string) => void = (line) => console.log(line),
): Promise<PhoneActionFigures> {
  const root = process.cwd();
  if (!existsSync(join(root, 'out/renderer/index.html')))
    throw new Error('没有 out/renderer：先运行 npm run build（带框截图画的是面板的机框）');
  const servers = await startSimServers();
  const browser = await launchChromium();
  const host = new FramedPanelHost({
    browser,
    apiUrl: servers.apiUrl,
    webUrl: servers.webUrl,
    screenshotsDir: join(root, '.sim-data/bench-shots'),
    sheets: 'auto',
    headed: false,
    panelDir: join(root, 'out/renderer'),
  });
  try {
    const switches: number[] = [];
    const opens: number[] = [];
    const framed: number[] = [];
    const plain: number[] = [];
    // The taps: one phone, first as it is, then while it records.
    const tapped = await host.openPhone({ deviceId: FROM, mode: 'app', url: HOME });
    await homeShown(host);
    const tapMs = await tapLatency(host, tapped.id, '__benchClickedPlain');
    await host.record(tapped.id, { action: 'start' });
    const recordedTapMs = await tapLatency(host, tapped.id, '__benchClickedRecorded');
    await host.closeAll();
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id } = await host.openPhone({ deviceId: FROM, mode: 'app', url: HOME });
      await homeShown(host);
      plain.push(await timed(() => host.phoneScreenshot(id)));
      framed.push(await timed(() => host.framedScreenshot(id)));
      switches.push(
        await timed(async () => {
          await host.updatePhone(id, { deviceId: TO });
          await homeShown(host);
        }),
      );
      await host.closePhone(id);
      opens.push(
        await timed(async () => {
          await host.openPhone({ deviceId: TO, mode: 'app', url: HOME });
          await homeShown(host);
        }),
      );
      await host.closeAll();
    }
    const figures: PhoneActionFigures = {
      switchDeviceMs: median(switches),
      openPhoneMs: median(opens),
      framedShotMs: median(framed),
      plainShotMs: median(plain),
      recordedTapMs,
      tapMs,
    };
    const load = `机器 1 分钟平均负载 ${loadavg()[0]?.toFixed(1)}，${ROUNDS} 次中位数`;
    log(
      `切换设备（${FROM} → ${TO}，App 内首页）：${ratioLine('切换', figures.switchDeviceMs, '新开一台同型号手机', figures.openPhoneMs)}（${load}）`,
    );
    log(
      `截图（${FROM}，App 内首页）：${ratioLine('带机框', figures.framedShotMs, '普通截图', figures.plainShotMs)}（${load}）`,
    );
    log(
      `点按（${FROM}，App 内首页，经机框）：${ratioLine('录制中', figures.recordedTapMs, '不录制', figures.tapMs, TAP_TARGET)}（${TAPS} 次中位数）`,
    );
    return figures;
  } finally {
    await host.closeAll();
    await browser.close();
    await servers.close();
  }
}

runAlone(import.meta.url, () => runPhoneActionsBench());
