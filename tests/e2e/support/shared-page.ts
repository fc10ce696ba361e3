/**
 * A `test` whose `page` is one phone page per worker, for specs that only open a URL and look at it
 * (every route, axe on every landing page): a fresh phone per test made each of them load the
 * whole app again over the network, most of such a test's time. Between tests the page leaves for
 * about:blank and the app's storage and cookies are emptied: each test opens a new document, signed
 * out, with nothing kept but the HTTP cache's copies of the app's files.
 * Browser projects only: an app project's phone is the test's own (support/fixtures.ts).
 */
import type { Page } from '@playwright/test';
import { launchPhone, type Phone } from '../../../simulator/hosts/launch-phone';
import type { PhoneOptions } from '../../../simulator/testing';
import { test as base } from './fixtures';

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

export const test = base.extend<{ page: Page }, { workerPhone: Phone }>({
  workerPhone: [
    async ({ browser, servers }, use, workerInfo) => {
      // The project's phone: worker fixtures cannot read the test-scoped `device` and `mode`.
      const { device = 'iphone-15', mode = 'browser' } = workerInfo.project
        .use as Partial<PhoneOptions>;
      const phone = await launchPhone({
        device,
        mode,
        apiUrl: servers.apiUrl,
        webUrl: servers.webUrl,
        browser,
        contextOptions: { baseURL: servers.webUrl },
      });
      await use(phone);
      await phone.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPhone }, use) => {
    await use(workerPhone.page);
    await leaveSignedOut(workerPhone.page);
  },
});

export { expect } from '@playwright/test';
