/**
 * A `test` whose `page` is one phone page per worker, for specs that only open a URL and look at it
 * (every route, axe on every landing page): a fresh context per test made each of them load the
 * whole app again over the network, most of such a test's time. Between tests the page leaves for
 * about:blank and the app's storage and cookies are emptied: each test opens a new document, signed
 * out, with nothing kept but the HTTP cache's copies of the app's files.
 * Browser projects only: an app project's page needs its bridge (support/fixtures.ts).
 */
import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import type { PhoneContextOptions } from '../../../simulator/devices';

/** The project's emulation, as a fresh `context` fixture would get it. */
const CONTEXT_OPTION_KEYS = [
  'userAgent',
  'viewport',
  'screen',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
  'locale',
  'timezoneId',
  'baseURL',
  'serviceWorkers',
] as const satisfies readonly (keyof PhoneContextOptions | keyof BrowserContextOptions)[];

function contextOptionsOf(use: Record<string, unknown>): BrowserContextOptions {
  return Object.fromEntries(
    CONTEXT_OPTION_KEYS.filter((key) => use[key] !== undefined).map((key) => [key, use[key]]),
  );
}

async function leaveSignedOut(page: Page): Promise<void> {
  // Closed or crashed pages are left to the next worker: a failed test ends its worker.
  if (page.isClosed()) return;
  await page.evaluate(async () => {
    // about:blank has no storage to clear (and throws on reading it).
    if (location.origin === 'null') return;
    localStorage.clear();
    sessionStorage.clear();
    for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name);
  });
  await page.context().clearCookies();
  await page.goto('about:blank');
}

export const test = base.extend<{ page: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(
        contextOptionsOf(workerInfo.project.use as Record<string, unknown>),
      );
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage }, use) => {
    await use(workerPage);
    await leaveSignedOut(workerPage);
  },
});

export { expect } from '@playwright/test';
