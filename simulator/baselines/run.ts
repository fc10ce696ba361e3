/**
 * A baseline run over a device set and a page list: each phone opens once and visits the pages
 * in turn (capture.ts); the phones run side by side in one browser (a page's settling is mostly
 * waiting). `writeBaselines` saves the pictures as the baselines; `compareBaselines` compares them
 * with the saved ones and writes the HTML report with the pictures beside it. Both audit each
 * page: serious and critical violations fail the run.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { Browser } from 'playwright';
import { capturePages, type Shot } from './capture';
import { compareImages, encodePng, type CompareOptions, type Comparison } from './compare';
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
  /** CSS added to every page of the capture (a test moves the title bar with it). */
  extraCss?: string;
  log?: (line: string) => void;
};

export type RunResult = { entries: ReportEntry[]; failures: string[] };

/** Where a page's baseline lives. */
const baselineFile = (dir: string, target: BaselineTarget, page: BaselinePage): string =>
  join(dir, target.key, `${page.name}.png`);

const targetLabel = (target: BaselineTarget): string =>
  `${target.device.name}（${target.device.id}，${modeLabel(target)}）`;

/** Every phone's pictures, the phones side by side; entries in device-set order, then page order. */
async function captureAll<T>(
  options: RunOptions,
  each: (target: BaselineTarget, shot: Shot) => Promise<T>,
): Promise<T[]> {
  const perTarget = await Promise.all(
    options.targets.map(async (target) => {
      const shots = await capturePages({
        browser: options.browser,
        ...options.servers,
        target,
        pages: options.pages,
        audit: options.audit ?? true,
        extraCss: options.extraCss,
      });
      const results: T[] = [];
      for (const shot of shots) results.push(await each(target, shot));
      return results;
    }),
  );
  return perTarget.flat();
}

/** Takes the pictures and saves them as the baselines. */
export async function writeBaselines(options: RunOptions): Promise<RunResult> {
  const entries = await captureAll(options, async (target, shot) => {
    const file = baselineFile(options.dir, target, shot.page);
    await mkdir(join(options.dir, target.key), { recursive: true });
    await writeFile(file, encodePng(shot.image));
    options.log?.(`基线：${file}`);
    const audited = shot.audit ? auditFailure(target, shot.page, shot.audit) : null;
    return entryOf(
      target,
      shot,
      { baseline: null, now: file, diff: null },
      null,
      audited ? [audited] : [],
    );
  });
  return { entries, failures: entries.flatMap((entry) => entry.failures) };
}

/**
 * Takes the pictures, compares each with its baseline and writes `<reportDir>/index.html` with
 * the pictures beside it (`pictures: 'failed'` writes only the failed pages' ones: a test suite's
 * report is read when something failed). Resolves with every failure's message (none: all passed).
 */
export async function compareBaselines(
  options: RunOptions & { reportDir: string; pictures?: 'all' | 'failed' },
): Promise<RunResult & { reportFile: string }> {
  const { reportDir } = options;
  const entries = await captureAll(options, async (target, shot) => {
    const saved = baselineFile(options.dir, target, shot.page);
    const problems: string[] = [];
    let comparison: Comparison | null = null;
    let baseline: PNG | null = null;
    if (!existsSync(saved)) {
      problems.push(missingBaseline(target, shot.page, saved, options.refreshCommand));
    } else {
      baseline = PNG.sync.read(await readFile(saved));
      comparison = compareImages(baseline, shot.image, options);
      if (!comparison.pass)
        problems.push(pixelFailure(target, shot.page, comparison, options.refreshCommand));
    }
    const audited = shot.audit ? auditFailure(target, shot.page, shot.audit) : null;
    if (audited) problems.push(audited);
    options.log?.(
      `${problems.length ? '未通过' : '通过'}：${targetLabel(target)} ${shot.page.name}`,
    );
    const base = `${target.key}/${shot.page.name}`;
    const pictures = {
      baseline: baseline ? `${base}.baseline.png` : null,
      now: `${base}.now.png`,
      diff: comparison?.diff ? `${base}.diff.png` : null,
    };
    if (options.pictures === 'failed' && problems.length === 0)
      return entryOf(target, shot, { baseline: null, now: null, diff: null }, comparison, problems);
    await mkdir(join(reportDir, target.key), { recursive: true });
    const write = (file: string | null, image: PNG | null | undefined) =>
      file && image ? writeFile(join(reportDir, file), encodePng(image)) : undefined;
    await write(pictures.now, shot.image);
    await write(pictures.baseline, baseline);
    await write(pictures.diff, comparison?.diff);
    return entryOf(target, shot, pictures, comparison, problems);
  });
  await mkdir(reportDir, { recursive: true });
  const reportFile = join(reportDir, 'index.html');
  await writeFile(
    reportFile,
    reportHtml({ title: '截图基线对比报告', createdAt: new Date(), entries }),
  );
  return { entries, failures: entries.flatMap((entry) => entry.failures), reportFile };
}

function entryOf(
  target: BaselineTarget,
  shot: Shot,
  images: ReportEntry['images'],
  comparison: Comparison | null,
  failures: string[],
): ReportEntry {
  return {
    targetKey: target.key,
    targetLabel: targetLabel(target),
    pageName: shot.page.name,
    pagePath: shot.page.path,
    images,
    size: { width: shot.image.width, height: shot.image.height },
    comparison,
    audit: shot.audit,
    failures,
  };
}
