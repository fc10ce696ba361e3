import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import type { FastifyInstance } from 'fastify';
import { createApiServer, type ApiServer } from '../api/server';
import { createStaticServer } from '../static-server';
import type { Har } from '../host-contract/har';
import { launchChromium } from './chromium';
import { launchPhone } from './launch-phone';

// Real Chromium on a shared 2-core machine: a slow launch is not a failure of the host.
vi.setConfig({ testTimeout: 60_000 });

let api: ApiServer;
let web: FastifyInstance;
let browser: Browser;
let dir: string;
let apiUrl: string;
let webUrl: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sim-har-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="zh-CN"><title>夹具页</title>');
  writeFileSync(join(dir, 'broken.html'), BROKEN_PAGE);
  api = await createApiServer();
  apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
  web = await createStaticServer({ apiUrl, webDir: dir });
  webUrl = await web.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Two things axe-core reports: an image with no text, and a button with no name. */
const BROKEN_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>有问题的页面</title></head>
<body><main><h1>课程</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
<button id="buy"></button></main></body></html>`;

const GET_HEALTH = `fetch('/api-mock/__sim/health').then(function (r) { return r.text(); })`;
const POST_LATENCY = `fetch('/api-mock/__sim/latency', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pattern: '/news/', ms: 0 }) }).then(function (r) { return r.text(); })`;

describe('an accessibility audit of what a phone shows', () => {
  it.each([
    ['iphone-15', 'app'],
    ['pixel-8', 'browser'],
  ] as const)(
    'finds what axe finds on %s in the %s, worst first, in Chinese',
    async (device, mode) => {
      const phone = await launchPhone({
        device,
        mode,
        url: '/app/broken.html',
        apiUrl,
        webUrl,
        browser,
      });
      try {
        const result = await phone.audit();
        expect(result.url).toBe(`${webUrl}/app/broken.html`);
        const byRule = new Map(result.violations.map((v) => [v.id, v]));
        expect(byRule.get('image-alt')).toMatchObject({
          impact: 'critical',
          help: '图像必须有替代文本',
          nodes: [{ target: ['img'] }],
        });
        expect(byRule.get('button-name')).toMatchObject({
          impact: 'critical',
          nodes: [{ target: ['#buy'] }],
        });
        expect(byRule.get('button-name')?.nodes[0]?.failureSummary).toMatch(/[\u4e00-\u9fff]/);
        const order = ['critical', 'serious', 'moderate', 'minor'];
        const impacts = result.violations.map((v) => order.indexOf(v.impact));
        expect(impacts).toEqual([...impacts].sort((a, b) => a - b));
        expect(result.passes).toBeGreaterThan(0);

        // Fixed in the page, audited again: the same phone answers a clean report.
        await phone.page.evaluate(
          "document.querySelector('img').alt = '封面'; document.querySelector('#buy').textContent = '购买';",
        );
        expect((await phone.audit()).violations.map((v) => v.id)).not.toContain('image-alt');
      } finally {
        await phone.close();
      }
    },
  );
});

describe("a phone's network log as a HAR file", () => {
  it('holds what the page sent and received, and Playwright replays the page from it', async () => {
    const phone = await launchPhone({
      device: 'iphone-15',
      mode: 'browser',
      url: '/app/',
      apiUrl,
      webUrl,
      browser,
    });
    const health = (await phone.page.evaluate(GET_HEALTH)) as string;
    const latency = (await phone.page.evaluate(POST_LATENCY)) as string;
    // Waits until each is over in the log (its body read), not merely answered to the page.
    await phone.networkLog.waitFor('/__sim/health');
    const posted = await phone.networkLog.waitFor('/__sim/latency', (e) => e.method === 'POST');
    expect(posted.responseBody).toBe(latency);
    await expect(
      phone.networkLog.waitFor('/__sim/reset', undefined, { timeoutMs: 20 }),
    ).rejects.toThrow('等待网络日志中的 /__sim/reset 超时（20 ms）');
    const file = join(dir, 'iphone.har');
    await phone.networkLog.saveHar(file, 'iPhone 15 · 浏览器');
    await phone.close();

    const har = JSON.parse(readFileSync(file, 'utf8')) as Har;
    expect(har.log).toMatchObject({ version: '1.2', comment: 'iPhone 15 · 浏览器' });
    expect(har.log.entries.map((e) => [e.request.method, new URL(e.request.url).pathname])).toEqual(
      [
        ['GET', '/api-mock/__sim/health'],
        ['POST', '/api-mock/__sim/latency'],
      ],
    );
    expect(har.log.entries[1]?.request.postData?.text).toBe('{"pattern":"/news/","ms":0}');

    // Another reader of the format: with the API gone, the file alone answers the same requests.
    await api.close();
    const context = await browser.newContext();
    await context.routeFromHAR(file, { url: '**/__sim/**', notFound: 'abort' });
    const page = await context.newPage();
    await page.goto(webUrl);
    expect(await page.evaluate(GET_HEALTH)).toBe(health);
    expect(await page.evaluate(POST_LATENCY)).toBe(latency);
    await context.close();
  });
});
