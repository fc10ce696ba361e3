import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright';
import { launchChromium } from './chromium';
import { waitUntilSettled } from './settled-page';

// Real Chromium on a shared 2-core machine: a slow launch is not a failure.
vi.setConfig({ testTimeout: 60_000 });

const ORIGIN = 'http://phone.test';

/** A page whose script sends it on to `next` after `delayMs`, as the app's boot redirects a desktop. */
const redirectingPage = (next: string, delayMs: number) =>
  `<!doctype html><title>x</title><script>setTimeout(function () { location.replace('${next}'); }, ${delayMs});</script>`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    // Each delay is longer than the 500 ms network idle waits for: idle comes before the redirect.
    const body =
      path === '/home'
        ? redirectingPage('/pc-landing', 700)
        : path === '/first'
          ? redirectingPage('/second', 700)
          : path === '/second'
            ? redirectingPage('/third', 700)
            : '<title>done</title>';
    return route.fulfill({ contentType: 'text/html', body });
  });
});
afterAll(() => browser.close());

describe('waitUntilSettled', () => {
  it('waits for a redirect that comes after the network is idle', async () => {
    await page.goto(`${ORIGIN}/home`);
    await waitUntilSettled(page);
    expect(page.url()).toBe(`${ORIGIN}/pc-landing`);
  });

  it('follows a chain of delayed redirects to its end', async () => {
    await page.goto(`${ORIGIN}/first`);
    await waitUntilSettled(page);
    expect(page.url()).toBe(`${ORIGIN}/third`);
  });

  it('reports a page that stays where it was sent', async () => {
    await page.goto(`${ORIGIN}/stay`);
    await waitUntilSettled(page);
    expect(page.url()).toBe(`${ORIGIN}/stay`);
  });
});
