/**
 * `npm run sim -- --baseline shots/ --devices xiaomi-14:app,iphone-se:browser [--pages pages.json]`
 * writes the baselines; `--compare shots/` takes the pictures again, compares, writes the report
 * (shots/report/index.html unless --report) and exits 1 on any failure. simulator/cli.ts hands
 * the whole command line here when it has --baseline or --compare.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runBuildStep } from '../build-step';
import { launchChromium } from '../hosts/chromium';
import { parseDeviceSet, targetSpec, type BaselineTarget } from './device-set';
import defaultPages from './default-pages.json' with { type: 'json' };
import { parsePageList, type BaselinePage } from './page-list';
import { openPinnedServers } from './pinned-servers';
import { compareBaselines, writeBaselines } from './run';

const USAGE = `用法：
  npm run sim -- --baseline <目录> --devices <设备:模式,…> [--pages <页面.json>] [--only <页面名,…>]
  npm run sim -- --compare <目录> --devices <设备:模式,…> [--pages <页面.json>] [--report <目录>]
  --devices     例如 xiaomi-14:app,iphone-se:browser（模式：app 或 browser）
  --pages       页面列表 JSON：[{"name": "home", "path": "/app/home", "masks": [".clock"]}]；默认为应用各区的主页
  --only        只处理这些页面（刷新一张基线时用）
  --report      报告目录（默认 <目录>/report）
  --budget      允许变化的像素比例（默认 0.002，即 0.2 %）
  --threshold   单个像素的颜色容差（0–1，默认 0.1）`;

/** Whether the command line asks for a baseline run. */
export const isBaselineRun = (argv: string[]): boolean =>
  argv.includes('--baseline') || argv.includes('--compare');

type Parsed = {
  write: boolean;
  dir: string;
  targets: BaselineTarget[];
  pages: BaselinePage[];
  pagesFile: string | undefined;
  reportDir: string;
  budget: number | undefined;
  threshold: number | undefined;
};

function share(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0 || n > 1)
    throw new Error(`${name} 应是 0 到 1 之间的数，收到：${text}`);
  return n;
}

/** Reads the command line. @throws Error in Chinese for what is wrong with it. */
export function parseBaselineArgs(argv: string[], cwd = process.cwd()): Parsed {
  const { values } = parseArgs({
    args: argv,
    options: {
      baseline: { type: 'string' },
      compare: { type: 'string' },
      devices: { type: 'string' },
      pages: { type: 'string' },
      only: { type: 'string' },
      report: { type: 'string' },
      budget: { type: 'string' },
      threshold: { type: 'string' },
    },
  });
  if ((values.baseline === undefined) === (values.compare === undefined))
    throw new Error('--baseline（写基线）和 --compare（对比）只能选一个');
  if (!values.devices)
    throw new Error('缺少 --devices，例如 --devices xiaomi-14:app,iphone-se:browser');
  const dir = resolve(cwd, values.baseline ?? values.compare ?? '');
  const all = values.pages
    ? parsePageList(readFileSync(resolve(cwd, values.pages), 'utf8'), values.pages)
    : parsePageList(JSON.stringify(defaultPages), '默认页面列表');
  const only = values.only?.split(',').map((name) => name.trim());
  const unknown = only?.filter((name) => !all.some((page) => page.name === name)) ?? [];
  if (unknown.length)
    throw new Error(
      `--only 中的页面不在列表里：${unknown.join(', ')}；可选：${all.map((p) => p.name).join(', ')}`,
    );
  return {
    write: values.baseline !== undefined,
    dir,
    targets: parseDeviceSet(values.devices),
    pages: only ? all.filter((page) => only.includes(page.name)) : all,
    pagesFile: values.pages,
    reportDir: resolve(cwd, values.report ?? join(dir, 'report')),
    budget: share('--budget', values.budget),
    threshold: share('--threshold', values.threshold),
  };
}

/** Builds what is missing of the app and the panel (the frame is drawn by the panel's page). */
function ensureBuilt(root: string): boolean {
  const log = (line: string) => console.log(line);
  const step = (label: string, marker: string, bin: string, args: string[]) =>
    existsSync(join(root, marker, 'index.html')) ||
    runBuildStep({ label, bin, args, cwd: root, log });
  return (
    step('应用（dist/web）', 'dist/web', 'vite/bin/vite.js', [
      'build',
      '--config',
      'renderer/vite.config.ts',
    ]) &&
    step('控制面板（out/renderer）', 'out/renderer', 'electron-vite/bin/electron-vite.js', [
      'build',
    ])
  );
}

/** Runs it; resolves the exit code (0 all passed, 1 a page failed, 2 the command was wrong). */
export async function runBaselineCli(argv: string[]): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parseBaselineArgs(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (!ensureBuilt(process.cwd())) return 2;
  const { dir, pagesFile } = parsed;
  const refreshCommand = (target: BaselineTarget, page: BaselinePage) =>
    `npm run sim -- --baseline ${dir} --devices ${targetSpec(target)}${pagesFile ? ` --pages ${pagesFile}` : ''} --only ${page.name}`;
  const servers = await openPinnedServers();
  const browser = await launchChromium({ headless: true });
  try {
    const options = {
      browser,
      servers,
      dir,
      targets: parsed.targets,
      pages: parsed.pages,
      refreshCommand,
      budget: parsed.budget,
      threshold: parsed.threshold,
      log: (line: string) => console.log(line),
    };
    const result = parsed.write
      ? await writeBaselines(options)
      : await compareBaselines({ ...options, reportDir: parsed.reportDir });
    if ('reportFile' in result) console.log(`报告：${result.reportFile}`);
    for (const failure of result.failures) console.error(`✗ ${failure}`);
    if (result.failures.length) return 1;
    console.log(
      parsed.write
        ? `已写入 ${result.entries.length} 张基线`
        : `${result.entries.length} 张截图全部通过`,
    );
    return 0;
  } finally {
    await browser.close();
    await servers.close();
  }
}
