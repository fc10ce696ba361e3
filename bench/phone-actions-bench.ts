/**
 * Two of QA's actions on a framed phone, each beside the reference it is held to, measured in one
 * run on the framed Chromium host (part of sim-bench.ts):
 * 1. Switching a phone's device (iPhone 15 → 小米 14, in the app, the home page loaded again)
 *    beside opening a new phone of that device (the same page loaded).
 * 2. A framed screenshot (the panel's frame drawn around the page) beside a plain one (the page's
 *    own pixels), both as the panel's download asks for them.
 * Medians of ROUNDS; the target is 1.5× the reference. Figures only: no threshold fails a test.
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

export type PhoneActionFigures = {
  switchDeviceMs: number;
  openPhoneMs: number;
  framedShotMs: number;
  plainShotMs: number;
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

const ratioLine = (what: string, ms: number, reference: string, refMs: number): string => {
  const ratio = ms / refMs;
  return `${what} ${ms.toFixed(0)} ms，${reference} ${refMs.toFixed(0)} ms：${ratio.toFixed(2)}×（目标 ≤ ${TARGET}×，${ratio <= TARGET ? '达到' : '未达到'}）`;
};

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
    };
    const load = `机器 1 分钟平均负载 ${loadavg()[0]?.toFixed(1)}，${ROUNDS} 次中位数`;
    log(
      `切换设备（${FROM} → ${TO}，App 内首页）：${ratioLine('切换', figures.switchDeviceMs, '新开一台同型号手机', figures.openPhoneMs)}（${load}）`,
    );
    log(
      `截图（${FROM}，App 内首页）：${ratioLine('带机框', figures.framedShotMs, '普通截图', figures.plainShotMs)}（${load}）`,
    );
    return figures;
  } finally {
    await host.closeAll();
    await browser.close();
    await servers.close();
  }
}

runAlone(import.meta.url, () => runPhoneActionsBench());
