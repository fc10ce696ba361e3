/**
 * A baseline run over a device set and a page list: each phone opens once and visits the pages
 * in turn (capture.ts). `writeBaselines` saves the pictures as the baselines; `compareBaselines`
 * compares them with the saved ones and writes the HTML report with every picture beside it.
 * Both audit each page: serious and critical violations fail the run.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { capturePages, type Shot } from './capture';
import { comparePngs, type CompareOptions } from './compare';
import type { BaselineTarget } from './device-set';
import {
  auditFailure,
  missingBaseline,
  modeLabel,
  pixelFailure,
  type RefreshCommand,
} from './failure-message';
import type { BaselinePage } from './page-list';
import { reportHtml, type ReportEntry } from './report-html';

export type RunOptions = CompareOptions & {
  browser: Browser;
  servers: { apiUrl: string; webUrl: string };
  /** The baselines' folder: `<dir>/<device>-<mode>/<page>.png`. */
  dir: string;
  targets: BaselineTarget[];
  pages: BaselinePage[];
  refreshCommand: RefreshCommand;
  /** Runs axe-core on every page (default true). */
  audit?: boolean;
  /** CSS added to every page of the "now" capture (a test moves the title bar with it). */
  extraCss?: string;
  log?: (line: string) => void;
};

export type RunResult = { entries: ReportEntry[]; failures: string[] };

/** Where a page's baseline lives. */
export const baselineFile = (dir: string, target: BaselineTarget, page: BaselinePage): string =>
  join(dir, target.key, `${page.name}.png`);

const targetLabel = (target: BaselineTarget): string =>
  `${target.device.name}（${target.device.id}，${modeLabel(target)}）`;

async function captureAll(
  options: RunOptions,
  each: (target: BaselineTarget, shot: Shot) => Promise<void>,
): Promise<void> {
  for (const target of options.targets) {
    const shots = await capturePages({
      browser: options.browser,
      ...options.servers,
      target,
      pages: options.pages,
      audit: options.audit ?? true,
      extraCss: options.extraCss,
    });
    for (const shot of shots) await each(target, shot);
  }
}

/** Takes the pictures and saves them as the baselines. */
export async function writeBaselines(options: RunOptions): Promise<RunResult> {
  const entries: ReportEntry[] = [];
  const failures: string[] = [];
  await captureAll(options, async (target, shot) => {
    const file = baselineFile(options.dir, target, shot.page);
    await mkdir(join(options.dir, target.key), { recursive: true });
    await writeFile(file, shot.png);
    options.log?.(`基线：${file}`);
    const audited = shot.audit ? auditFailure(target, shot.page, shot.audit) : null;
    if (audited) failures.push(audited);
    entries.push(entryOf(target, shot, file, null, audited ? [audited] : []));
  });
  return { entries, failures };
}

/**
 * Takes the pictures, compares each with its baseline and writes `<reportDir>/index.html` with
 * the pictures beside it. Resolves with every failure's message (empty: all passed).
 */
export async function compareBaselines(
  options: RunOptions & { reportDir: string },
): Promise<RunResult & { reportFile: string }> {
  const entries: ReportEntry[] = [];
  const failures: string[] = [];
  const { reportDir } = options;
  await captureAll(options, async (target, shot) => {
    const base = `${target.key}/${shot.page.name}`;
    await mkdir(join(reportDir, target.key), { recursive: true });
    const nowFile = `${base}.now.png`;
    await writeFile(join(reportDir, nowFile), shot.png);
    const saved = baselineFile(options.dir, target, shot.page);
    const problems: string[] = [];
    let comparison = null;
    let images = { baseline: null as string | null, now: nowFile, diff: null as string | null };
    if (!existsSync(saved)) {
      problems.push(missingBaseline(target, shot.page, saved, options.refreshCommand));
    } else {
      comparison = comparePngs(await readFile(saved), shot.png, options);
      images = { ...images, baseline: `${base}.baseline.png` };
      await copyFile(saved, join(reportDir, images.baseline ?? ''));
      if (comparison.diff) {
        images.diff = `${base}.diff.png`;
        await writeFile(join(reportDir, images.diff), comparison.diff);
      }
      if (!comparison.pass)
        problems.push(pixelFailure(target, shot.page, comparison, options.refreshCommand));
    }
    const audited = shot.audit ? auditFailure(target, shot.page, shot.audit) : null;
    if (audited) problems.push(audited);
    failures.push(...problems);
    entries.push({ ...entryOf(target, shot, images.now, comparison, problems), images });
    options.log?.(
      `${problems.length ? '未通过' : '通过'}：${targetLabel(target)} ${shot.page.name}`,
    );
  });
  const reportFile = join(reportDir, 'index.html');
  await writeFile(
    reportFile,
    reportHtml({ title: '截图基线对比报告', createdAt: new Date(), entries }),
  );
  return { entries, failures, reportFile };
}

function entryOf(
  target: BaselineTarget,
  shot: Shot,
  nowFile: string,
  comparison: ReportEntry['comparison'],
  failures: string[],
): ReportEntry {
  // The PNG header's IHDR: width and height, without decoding the picture.
  const width = shot.png.readUInt32BE(16);
  const height = shot.png.readUInt32BE(20);
  return {
    targetKey: target.key,
    targetLabel: targetLabel(target),
    pageName: shot.page.name,
    pagePath: shot.page.path,
    images: { baseline: null, now: nowFile, diff: null },
    size: { width, height },
    comparison,
    audit: shot.audit,
    failures,
  };
}
