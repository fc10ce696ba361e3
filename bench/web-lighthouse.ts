/**
 * One Lighthouse 12 run (mobile defaults: simulated slow 4G, 4× CPU) in a Chrome shared by the
 * whole bench, reduced to the figures the web bench prints.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Page } from 'puppeteer-core';

const CHROMIUM = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
/** The same flags as playwright.config.ts: no background traffic skewing the figures. */
const CHROME_FLAGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export type LighthouseRun = {
  /** Performance score, 0–100. */
  score: number;
  /** Accessibility score, 0–100 (absent when not asked for). */
  accessibility?: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's own measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
};

/** `run` measures in `page` when given (a tab prepared beforehand, e.g. signed in), else in a new tab. */
export type Browser = { port: number; run: (url: string, withAccessibility: boolean, page?: Page) => Promise<LighthouseRun>; close: () => Promise<void> };

export async function launchBrowser(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', ...CHROME_FLAGS] });
  return {
    port: chrome.port,
    run: async (url, withAccessibility, page) => {
      const categories = withAccessibility ? ['performance', 'accessibility'] : ['performance'];
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: categories, logLevel: 'error' }, undefined, page);
      const lhr = result?.lhr;
      const score = lhr?.categories.performance?.score;
      if (!lhr || typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}`);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const a11y = lhr.categories.accessibility?.score;
      return {
        score: Math.round(score * 100),
        accessibility: typeof a11y === 'number' ? Math.round(a11y * 100) : undefined,
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    },
    close: async () => {
      chrome.kill();
    },
  };
}

/** The median (the lower middle of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}
