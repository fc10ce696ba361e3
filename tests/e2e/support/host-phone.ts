/**
 * Fixtures of the "host" Playwright project: phones launched with the simulator's Chromium host
 * (simulator/hosts) in the test's own browser, against the config's webServer (the built app on
 * :4181 with /api-mock proxied to the mock API on :3911).
 */
import { test as base, type TestInfo } from '@playwright/test';
import { E2E_API_PORT, E2E_WEB_PORT } from '../../../playwright.config';
import { launchPhone, type LaunchPhoneOptions, type Phone } from '../../../simulator/hosts';

export const API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const WEB_URL = `http://127.0.0.1:${E2E_WEB_PORT}`;

type HostFixtures = {
  /** Launches a phone; every phone is closed after the test. */
  launch: (options: Omit<LaunchPhoneOptions, 'apiUrl' | 'webUrl' | 'browser'>) => Promise<Phone>;
};

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

export { expect } from '@playwright/test';

/**
 * A phone number of its own for each test (and each retry): one API serves the whole run, and a
 * number gets one SMS code per 60 s.
 */
export function phoneNumberFor(testInfo: TestInfo, slot: number): string {
  return `15${testInfo.retry % 10}${String(testInfo.workerIndex % 100).padStart(2, '0')}${String(slot).padStart(6, '0')}`;
}
