/**
 * One Lighthouse 12 run (mobile defaults: simulated slow 4G, 4× CPU) in a Chrome shared by the
 * whole bench, reduced to the figures the web bench prints.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Page } from 'puppeteer-core';
import { lanternLines } from './web-lantern';
import { partOf } from './run-alone';

const CHROMIUM = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
/** The same flags as playwright.config.ts: no background traffic skewing the figures. */
const CHROME_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

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
  /** Where the main thread's time went (WEB_BENCH_TRACE=1 only): lines ready to print. */
  trace?: string[];
};

type AuditItems = { details?: { items?: Record<string, unknown>[] } } | undefined;

const itemsOf = (audit: AuditItems): Record<string, unknown>[] => audit?.details?.items ?? [];
const num = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);
/** A script's URL without the origin: the chunk names are what tell pages apart. */
const short = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/^https?:\/\/[^/]+/, '') || value : String(value);
const round = (value: unknown): string => `${Math.round(num(value))}`;

const numericOf = (audit: unknown): number =>
  num((audit as { numericValue?: unknown } | undefined)?.numericValue);

/** The LCP element's snippet and the LCP's phases (TTFB, load delay, load time, render delay). */
function lcpElement(audit: unknown): string {
  const lists = (
    (audit as { details?: { items?: { items?: Record<string, unknown>[] }[] } } | undefined)
      ?.details?.items ?? []
  ).map((t) => t.items ?? []);
  const element = lists[0]?.[0]?.node as { snippet?: string } | undefined;
  const phases = (lists[1] ?? []).map((p) => `${String(p.phase)} ${round(p.timing)}`).join('，');
  return `${(element?.snippet ?? '?').slice(0, 100)}（${phases}）`;
}

type Chain = { request?: { url?: string; endTime?: number }; children?: Record<string, Chain> };

/** The longest chain of critical requests, as the URLs' last parts with their end times. */
function chainDepth(audit: unknown): string {
  const chains =
    (audit as { details?: { chains?: Record<string, Chain> } } | undefined)?.details?.chains ?? {};
  const longest = (nodes: Record<string, Chain>): Chain[] =>
    Object.values(nodes)
      .map((n) => [n, ...longest(n.children ?? {})])
      .reduce<Chain[]>((best, c) => (c.length > best.length ? c : best), []);
  return longest(chains)
    .map(
      (c) =>
        `${short(c.request?.url).split('/').pop()} ${Math.round((c.request?.endTime ?? 0) * 1000)}`,
    )
    .join(' → ');
}

/**
 * A summary of Lighthouse's `long-tasks`, `bootup-time`, `mainthread-work-breakdown` and
 * `layout-shifts` audits: where a page's TBT and CLS come from (times are Lighthouse's simulated
 * 4× CPU ones for long tasks, observed ones for the breakdowns).
 */
function traceSummary(audits: Record<string, AuditItems>): string[] {
  const lines: string[] = [];
  const tasks = itemsOf(audits['long-tasks']);
  lines.push(
    `  长任务 ${tasks.length} 个：` +
      tasks.map((t) => `${round(t.duration)} ms @${round(t.startTime)} ${short(t.url)}`).join('；'),
  );
  const boot = itemsOf(audits['bootup-time']);
  lines.push(
    '  脚本耗时（合计/执行/解析编译 ms）：' +
      boot
        .map(
          (b) =>
            `${short(b.url)} ${round(b.total)}/${round(b.scripting)}/${round(b.scriptParseCompile)}`,
        )
        .join('；'),
  );
  const work = itemsOf(audits['mainthread-work-breakdown']);
  lines.push(
    '  主线程（ms）：' +
      work.map((w) => `${String(w.groupLabel ?? w.group)} ${round(w.duration)}`).join('；'),
  );
  lines.push(
    `  FCP ${round(numericOf(audits['first-contentful-paint']))} ms；SI ${round(numericOf(audits['speed-index']))} ms；LCP ${round(numericOf(audits['largest-contentful-paint']))} ms：${lcpElement(audits['largest-contentful-paint-element'])}`,
  );
  const observed = itemsOf(audits['metrics'])[0] ?? {};
  lines.push(
    `  实测（无节流）FCP ${round(observed.observedFirstContentfulPaint)} ms，LCP ${round(observed.observedLargestContentfulPaint)} ms`,
  );
  lines.push(`  关键请求链（${chainDepth(audits['critical-request-chains'])}）`);
  const requests = itemsOf(audits['network-requests']).filter(
    (r) =>
      r.resourceType !== 'Image' && r.resourceType !== 'Other' && r.resourceType !== 'Manifest',
  );
  lines.push(
    '  请求（实测开始–结束 ms）：' +
      requests
        .map(
          (r) =>
            `${round(r.networkRequestTime)}–${round(r.networkEndTime)} ${short(r.url).replace(/^\/app\/assets\//, '')}`,
        )
        .join('；'),
  );
  const shifts = itemsOf(audits['layout-shifts']);
  if (shifts.length > 0) {
    const node = (n: unknown) =>
      n && typeof n === 'object'
        ? String((n as { snippet?: string }).snippet ?? (n as { selector?: string }).selector ?? '')
        : '';
    lines.push(
      '  布局偏移：' +
        shifts.map((s) => `${num(s.score).toFixed(3)} ${node(s.node).slice(0, 120)}`).join('；'),
    );
  }
  return lines;
}

/** `run` measures in `page` when given (a tab prepared beforehand, e.g. signed in), else in a new tab. */
export type Browser = {
  port: number;
  run: (url: string, withAccessibility: boolean, page?: Page) => Promise<LighthouseRun>;
  close: () => Promise<void>;
};

export async function launchBrowser(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', ...CHROME_FLAGS],
  });
  return {
    port: chrome.port,
    run: async (url, withAccessibility, page) => {
      const categories = withAccessibility ? ['performance', 'accessibility'] : ['performance'];
      const result = await lighthouse(
        url,
        { port: chrome.port, onlyCategories: categories, logLevel: 'error' },
        undefined,
        page,
      );
      const lhr = result?.lhr;
      const score = lhr?.categories.performance?.score;
      if (!lhr || typeof score !== 'number')
        throw new Error(`Lighthouse gave no performance score for ${url}`);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const a11y = lhr.categories.accessibility?.score;
      return {
        score: Math.round(score * 100),
        accessibility: typeof a11y === 'number' ? Math.round(a11y * 100) : undefined,
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        trace:
          process.env.WEB_BENCH_TRACE === '1'
            ? [
                ...traceSummary(lhr.audits as Record<string, AuditItems>),
                ...(process.env.WEB_BENCH_LANTERN === '1' ? lanternLines() : []),
              ]
            : undefined,
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

partOf(import.meta.url, 'bench/web-bench.ts');
