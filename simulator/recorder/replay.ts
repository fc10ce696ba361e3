/**
 * Replays a recorded spec on other phones: the spec as written, run by `npx playwright test` once
 * per device and mode (SIM_DEVICE / SIM_MODE, which the generated `test.use` reads), each on a
 * fresh mock backend. A phone's outcome says passed, or the step that failed, its error and the
 * page's screenshot at that moment.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { PhoneMode } from '../devices/types';
import { failureOf, type PlaywrightJsonReport } from './replay-report';

export type ReplayTarget = { device: string; mode: PhoneMode };

export type ReplayOutcome = ReplayTarget & {
  passed: boolean;
  /** The `test.step` that failed (null: passed, or it failed outside any step). */
  failedStep: string | null;
  error: string | null;
  /** The page when it failed (PNG), beside the report. */
  screenshot: string | null;
  durationMs: number;
};

/** A Playwright config beside the copy: the machine's Chromium, Chinese, China's time zone. */
const CONFIG = `import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: 'replayed.spec.ts',
  outputDir: 'test-results',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['json', { outputFile: 'report.json' }]],
  use: {
    launchOptions: { executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
  },
});
`;

export type ReplayOptions = {
  /** Where each run's copy, report and screenshot go (inside the project, so `tax-h5/testing` resolves). */
  workDir: string;
  /** Called as each phone finishes. */
  onOutcome?: (outcome: ReplayOutcome) => void;
};

/** Runs `specFile` on each target in turn. */
export async function replaySpec(
  specFile: string,
  targets: readonly ReplayTarget[],
  options: ReplayOptions,
): Promise<ReplayOutcome[]> {
  if (!existsSync(specFile)) throw new Error(`找不到录制的脚本：${specFile}`);
  const outcomes: ReplayOutcome[] = [];
  for (const target of targets) {
    const dir = resolve(options.workDir, `${target.device}-${target.mode}`);
    mkdirSync(dir, { recursive: true });
    copyFileSync(specFile, join(dir, 'replayed.spec.ts'));
    writeFileSync(join(dir, 'playwright.config.ts'), CONFIG);
    const outcome = await runOne(dir, target);
    outcomes.push(outcome);
    options.onOutcome?.(outcome);
  }
  return outcomes;
}

async function runOne(dir: string, target: ReplayTarget): Promise<ReplayOutcome> {
  const started = Date.now();
  // A replay started from a test must not inherit that test's worker settings.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(TEST_|PW_|PLAYWRIGHT_)/.test(key)),
  );
  await promisify(execFile)(
    'npx',
    ['playwright', 'test', '--config', join(dir, 'playwright.config.ts')],
    { env: { ...env, SIM_DEVICE: target.device, SIM_MODE: target.mode }, timeout: 300_000 },
  ).catch(() => undefined);
  const durationMs = Date.now() - started;
  const reportFile = join(dir, 'report.json');
  if (!existsSync(reportFile))
    return {
      ...target,
      passed: false,
      failedStep: null,
      error: '回放没有运行（Playwright 没有写出报告）',
      screenshot: null,
      durationMs,
    };
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as PlaywrightJsonReport;
  const failure = failureOf(report);
  if (!failure)
    return { ...target, passed: true, failedStep: null, error: null, screenshot: null, durationMs };
  let screenshot: string | null = null;
  if (failure.screenshot && existsSync(failure.screenshot)) {
    screenshot = join(dir, `${target.device}-${target.mode}-${basename(failure.screenshot)}`);
    copyFileSync(failure.screenshot, screenshot);
  }
  return {
    ...target,
    passed: false,
    failedStep: failure.step,
    error: failure.error,
    screenshot,
    durationMs,
  };
}
