import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Browser } from 'playwright';
import defaultPages from '../../simulator/baselines/default-pages.json' with { type: 'json' };
import {
  parseDeviceSet,
  targetSpec,
  type BaselineTarget,
} from '../../simulator/baselines/device-set';
import { parsePageList, type BaselinePage } from '../../simulator/baselines/page-list';
import { openPinnedServers, type PinnedServers } from '../../simulator/baselines/pinned-servers';
import { compareBaselines } from '../../simulator/baselines/run';
import { FRAME_BEZEL, frameLayout } from '../../simulator/devices/frame-layout';
import { launchChromium } from '../../simulator/hosts/chromium';

/**
 * The app's main pages against the pictures committed in tests/visual-baselines, on four phones:
 * the narrowest Android in its browser, a notched iPhone in the app, a large Android in the app,
 * an iPhone in its browser. Mock API and page clocks are pinned (simulator/baselines), so a run
 * compares the same data. After a wanted change: `npm run baselines:update` (one page:
 * `-- --devices <设备:模式> --only <页面>`), and commit the PNGs.
 */
const PROFILES = 'samsung-galaxy-s24:browser,iphone-14:app,pixel-8:app,iphone-se:browser';
const BASELINES = fileURLToPath(new URL('../visual-baselines', import.meta.url));
const targets = parseDeviceSet(PROFILES);
const pages = parsePageList(JSON.stringify(defaultPages), 'default-pages.json');
const refreshCommand = (target: BaselineTarget, page: BaselinePage) =>
  `npm run baselines:update -- --devices ${targetSpec(target)} --only ${page.name}`;

/** Where the page starts in a framed picture (pixels), under the status bar and the top bar. */
function pageTopOf(target: BaselineTarget): { pageTop: number; scale: number } {
  const scale = target.device.deviceScaleFactor;
  const top = FRAME_BEZEL + frameLayout(target.device, target.mode).page.y;
  return { pageTop: Math.round(top * scale), scale };
}

// One browser and one pair of servers for the file, as the CLI uses (same flags: same pixels).
let browser: Browser;
let servers: PinnedServers;
test.beforeAll(async () => {
  browser = await launchChromium({ headless: true });
  servers = await openPinnedServers();
});
test.afterAll(async () => {
  await browser?.close();
  await servers?.close();
});

test('npm run baselines:update refreshes these phones’ baselines', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  };
  expect(pkg.scripts['baselines:update']).toBe(
    `npm run sim -- --baseline tests/visual-baselines --devices ${PROFILES}`,
  );
});

test('the main pages look as in their baselines on the four phones', async () => {
  const testInfo = test.info();
  // Ten pages on each phone, opened once; the four phones side by side in the one browser. About
  // a minute on two idle cores; the margin is for a loaded machine (2.5 min at load 12 on 2 cores).
  test.setTimeout(300_000);
  const result = await compareBaselines({
    browser,
    servers,
    dir: BASELINES,
    targets,
    pages,
    refreshCommand,
    reportDir: testInfo.outputPath('report'),
    pictures: 'failed',
  });
  expect(result.entries).toHaveLength(targets.length * pages.length);
  if (result.failures.length)
    await testInfo.attach('报告', { path: result.reportFile, contentType: 'text/html' });
  expect(result.failures, `报告：${result.reportFile}`).toEqual([]);
});

test('a page title bar one pixel lower fails on every phone, and the report outlines it', async () => {
  const testInfo = test.info();
  test.setTimeout(120_000);
  const calculator = pages.filter((page) => page.name === 'calculator');
  const result = await compareBaselines({
    browser,
    servers,
    dir: BASELINES,
    targets,
    pages: calculator,
    refreshCommand,
    audit: false,
    extraCss: '.page-frame__bar { margin-top: 1px !important; }',
    reportDir: testInfo.outputPath('report'),
  });
  expect(result.entries).toHaveLength(targets.length);
  for (const [i, entry] of result.entries.entries()) {
    const target = targets[i]!;
    expect(entry.failures, target.key).toHaveLength(1);
    expect(entry.failures[0]).toContain(
      `「calculator」（/app/calculator）在 ${target.device.name}`,
    );
    expect(entry.failures[0]).toContain(
      `刷新这张基线：npm run baselines:update -- --devices ${targetSpec(target)} --only calculator`,
    );
    // The change starts in the page's own title bar (45 px high), under the status bar and the
    // native or browser bar: the frame above it did not move.
    const { pageTop, scale } = pageTopOf(target);
    const regionTop = entry.comparison?.region?.y ?? -1;
    expect(regionTop, target.key).toBeGreaterThanOrEqual(pageTop);
    expect(regionTop, target.key).toBeLessThan(pageTop + 46 * scale);
  }
  const html = await readFile(result.reportFile, 'utf8');
  expect(html.match(/<div class="region" data-region=/g)).toHaveLength(2 * targets.length);
});

test('a masked element is painted over in its place: nothing around it moves', async () => {
  const testInfo = test.info();
  const [phone] = parseDeviceSet('iphone-se:browser');
  const calculator = pages.find((page) => page.name === 'calculator')!;
  const result = await compareBaselines({
    browser,
    servers,
    dir: BASELINES,
    targets: [phone!],
    pages: [{ ...calculator, masks: ['.page-frame__bar'] }],
    refreshCommand,
    audit: false,
    reportDir: testInfo.outputPath('report'),
  });
  // The title bar became a grey box. Removed, it would have let the page below move up a bar's
  // height: every changed pixel is inside the bar (45 px and its border).
  const region = result.entries[0]?.comparison?.region;
  const { pageTop, scale } = pageTopOf(phone!);
  expect(region?.y).toBeGreaterThanOrEqual(pageTop);
  expect((region?.y ?? 0) + (region?.height ?? 0)).toBeLessThanOrEqual(pageTop + 46 * scale);
  expect(region?.width).toBeGreaterThan(100 * scale);
});
