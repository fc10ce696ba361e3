/**
 * Support of the "host" Playwright project's specs, which open phones (and the control panel)
 * themselves: they take them from the testing entry's fixtures (`phones`, `servers`, `mockApi`).
 */
import { expect as playwrightExpect, test as base, type TestInfo } from '@playwright/test';
import { E2E_API_PORT, E2E_WEB_PORT } from '../../../playwright.config';
import { launchPhone, type LaunchPhoneOptions, type Phone } from '../../../simulator/hosts';

/**
 * @deprecated The config's webServer, which the specs no longer use: `mockApi.url`, `servers`.
 * @public Kept until the lead removes the transitional exports.
 */
export const API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
/**
 * @deprecated As {@link API_URL}: `servers.webUrl`.
 * @public
 */
export const WEB_URL = `http://127.0.0.1:${E2E_WEB_PORT}`;

type HostFixtures = {
  /** Launches a phone; every phone is closed after the test. */
  launch: (options: Omit<LaunchPhoneOptions, 'apiUrl' | 'webUrl' | 'browser'>) => Promise<Phone>;
};

/**
 * @deprecated The specs take their phones from the entry's `phones` (support/fixtures.ts).
 * @public
 */
export const test = base.extend<HostFixtures>({
  launch: async ({ browser }, use) => {
    const phones: Phone[] = [];
    await use(async (options) => {
      const phone = await launchPhone({ apiUrl: API_URL, webUrl: WEB_URL, browser, ...options });
      phones.push(phone);
      return phone;
    });
    await Promise.all(phones.map((p) => p.close()));
  },
});

/**
 * @deprecated The specs import it from support/fixtures.
 * @public
 */
export const expect = playwrightExpect;

/**
 * A phone number of its own for each test (and each retry): one API serves the whole run, and a
 * number gets one SMS code per 60 s.
 * @deprecated `(await mockApi.newPhoneNumber()).phone`.
 * @public
 */
export function phoneNumberFor(testInfo: TestInfo, slot: number): string {
  return `15${testInfo.retry % 10}${String(testInfo.workerIndex % 100).padStart(2, '0')}${String(slot).padStart(6, '0')}`;
}

/** The newest SMS code the mock API "sent" to `phone` (QA reads the same outbox in the panel). */
