/**
 * Area pages of the web bench (the exam and works management): pages behind a login, measured
 * beside the landing pages. Each measurement signs a fresh user in through the mock API (SMS code,
 * as a user would), prepares the state the page shows (works, a sign-up, an attempt in progress)
 * through the API's own endpoints, then hands Lighthouse a tab that starts every document with the
 * token in sessionStorage (where the app keeps it, renderer/src/stores/token-storage.ts). After the
 * run the same tab must show the page's signed-in text: a login prompt or redirect fails the bench
 * rather than printing a login screen's score.
 */
import puppeteer from 'puppeteer-core';
import type { PageWeight } from '../renderer/build/page-weight';
import { median, type Browser, type LighthouseRun } from './web-lighthouse';
import { formatTable, kb, lighthouseCells } from './web-table';
import { partOf } from './run-alone';

/** The mock API as one signed-in user: POST/GET with its token, answering the envelope's data. */
type ApiAs = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>;

export type AreaPage = {
  /** Route path under /app as the user opens it. */
  url: string;
  /** The feature whose route module the router loads (for the page's JS weight). */
  area: string;
  /** The page's module under renderer/src. */
  module: string;
  /** Brings the signed-in user to the state the page is measured in. */
  prepare: (api: ApiAs) => Promise<void>;
  /** Text the page shows once rendered for this user (never on the login prompt). */
  signedInText: string;
};

const WORK_BODY =
  '<p>小规模纳税人季度销售额超过30万元时，应全额计算缴纳增值税，不能只就超过部分纳税。</p>';
const WORK_TITLE = '临界点的增值税';

const area = (
  url: string,
  feature: string,
  module: string,
  signedInText: string,
  prepare: AreaPage['prepare'],
): AreaPage => ({
  url,
  area: feature,
  module: `features/${feature}/pages/${module}.tsx`,
  prepare,
  signedInText,
});

export const AREA_PAGES: readonly AreaPage[] = [
  // Works management with a submitted work and a draft, as a writer has it.
  area('/app/delivery', 'contribute', 'delivery-page', WORK_TITLE, async (api) => {
    await api('POST', '/contribute/save', {
      title: WORK_TITLE,
      category: 'practice',
      contentHtml: WORK_BODY,
      submit: true,
      tags: ['增值税'],
      agreed: true,
    });
    await api('POST', '/contribute/save', {
      title: `${WORK_TITLE}（草稿）`,
      category: 'practice',
      contentHtml: WORK_BODY,
      submit: false,
      tags: ['增值税'],
      agreed: true,
    });
  }),
  // The exam home of a signed-in player who has not signed up yet (the page a shared link opens).
  area('/app/exam?examId=5', 'exam', 'exam-home-page', '我的状态：未报名', async () => {}),
  // The answering screen resumes the attempt the player started after signing up.
  area('/app/exam/answer?examId=5', 'exam', 'exam-answer-page', '第 1/10 题', async (api) => {
    await api('POST', '/exam/apply', { examId: 5 });
    await api('POST', '/exam/begin', { examId: 5 });
  }),
];

/** WEB_BENCH_PAGES for area pages: unset or `all`, every one; else those whose URL holds one of the comma-separated parts. */
export function selectAreaPages(
  wanted: string | undefined,
  pages: readonly AreaPage[] = AREA_PAGES,
): AreaPage[] {
  const trimmed = wanted?.trim();
  if (!trimmed || trimmed === 'all') return [...pages];
  const parts = trimmed
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return pages.filter((p) => parts.some((part) => p.url.includes(part)));
}

/** The n-th bench user's phone: distinct per measurement, so each has its own SMS minute and exam chances. */
export function benchPhone(n: number): string {
  return `1370${String(n % 10_000_000).padStart(7, '0')}`;
}

type Envelope = { success: boolean; msg: string; data: unknown };

async function call(
  apiUrl: string,
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  body?: unknown,
): Promise<unknown> {
  const headers: Record<string, string> = token ? { token } : {};
  if (method === 'POST') headers['content-type'] = 'application/json';
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  const envelope = (await response.json()) as Envelope;
  if (!response.ok || !envelope.success)
    throw new Error(`${method} ${path}: ${response.status} ${envelope.msg}`);
  return envelope.data;
}

/** Signs `phone` in as a user does: an SMS code (read where QA reads it), then the login. */
export async function smsLogin(apiUrl: string, phone: string): Promise<string> {
  await call(apiUrl, 'POST', '/sms/send', null, { phone, type: 2 });
  const sms = (await call(apiUrl, 'GET', `/__sim/sms?phone=${phone}`, null)) as { code: string }[];
  const code = sms[0]?.code;
  if (!code) throw new Error(`no SMS code for ${phone}`);
  const { token } = (await call(apiUrl, 'POST', '/api/auth/login', null, {
    username: phone,
    password: code,
  })) as { token: string };
  return token;
}

let users = 0;

/** One Lighthouse run of an area page as a fresh, prepared, signed-in user. */
export async function measureAreaPage(
  browser: Browser,
  origin: string,
  apiUrl: string,
  page: AreaPage,
): Promise<LighthouseRun> {
  const token = await smsLogin(apiUrl, benchPhone(++users));
  await page.prepare((method, path, body) => call(apiUrl, method, path, token, body));
  const chrome = await puppeteer.connect({ browserURL: `http://127.0.0.1:${browser.port}` });
  try {
    const tab = await chrome.newPage();
    // Every document of the app's origin starts signed in, as after the login (Lighthouse reloads the page).
    await tab.evaluateOnNewDocument(
      (t: string, appOrigin: string) => {
        if (location.origin === appOrigin) sessionStorage.setItem('token', t);
      },
      token,
      origin,
    );
    const result = await browser.run(`${origin}${page.url}`, true, tab);
    const text = await tab.evaluate(() => document.body.innerText);
    if (
      !text.includes(page.signedInText) ||
      !tab.url().startsWith(`${origin}${page.url.split('?')[0]}`)
    ) {
      throw new Error(
        `${page.url} did not render signed in (at ${tab.url()}, expected “${page.signedInText}”): ${text.slice(0, 200)}`,
      );
    }
    await tab.close();
    return result;
  } finally {
    await chrome.disconnect();
  }
}

export type AreaRow = { page: AreaPage; weight: PageWeight; runs: LighthouseRun[] };

/** The area pages' table: the landing table's columns but the JS budget ones (these pages have none). */
export function areaTable(rows: readonly AreaRow[], floorRuns: readonly LighthouseRun[]): string[] {
  const floorTbt = median(floorRuns.map((r) => r.tbtMs));
  const lines: string[][] = [
    [
      '登录后页面',
      'JS gzip',
      '文件',
      'Lighthouse 中位数（各次）',
      'LCP',
      'TBT',
      'TBT ÷ 下限页',
      'CLS',
      '无障碍',
    ],
  ];
  for (const { page, weight, runs } of rows) {
    const cells = [page.url, kb(weight.gzipBytes), String(weight.files.length)];
    lines.push([...cells, ...lighthouseCells(runs, floorTbt)]);
  }
  return formatTable(lines);
}

partOf(import.meta.url, 'bench/web-bench.ts');
