/**
 * The project's specs run on the simulator's public testing entry (simulator/testing), as QA's do:
 * each project (support/phone-projects.ts) says the device and the mode, and `page` is that phone's.
 */
import type { TestInfo } from '@playwright/test';
import { E2E_API_PORT } from '../../../playwright.config';
import type { BridgeLog, NativeAppSession } from '../../../simulator/bridge';
import { test as entry } from '../../../simulator/testing';

export const API_URL = `http://127.0.0.1:${E2E_API_PORT}`;

/** The native side of an app project's phone. */
export type NativeApp = { session: NativeAppSession; log: BridgeLog };

type PhoneFixtures = {
  /**
   * A phone number of this test's own for each slot: the mock API (one per run) allows one SMS
   * code per number per 60 s, and projects, workers and retries run the same test.
   */
  phoneNumber: (slot: number) => string;
  /** The native app (app projects); null in a browser. */
  nativeApp: NativeApp | null;
  nativeAccountSlot: number | null;
  nativeLoginSheet: { signInSlot: number } | 'cancel' | null;
};

function uniquePhoneNumber(testInfo: TestInfo, slot: number): string {
  const project = Math.max(
    0,
    testInfo.config.projects.findIndex((p) => p.name === testInfo.project.name),
  );
  const worker = String(testInfo.workerIndex % 100).padStart(2, '0');
  return `16${project % 10}${testInfo.retry % 10}${worker}${String(slot).padStart(5, '0')}`;
}

export const test = entry.extend<PhoneFixtures>({
  nativeAccountSlot: [null, { option: true }],
  nativeLoginSheet: [null, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from the pattern
  phoneNumber: async ({}, use, testInfo) => use((slot) => uniquePhoneNumber(testInfo, slot)),
  account: async ({ nativeAccountSlot, phoneNumber }, use) =>
    use(nativeAccountSlot === null ? undefined : phoneNumber(nativeAccountSlot)),
  loginSheet: async ({ nativeLoginSheet, phoneNumber }, use) =>
    use(
      nativeLoginSheet === 'cancel'
        ? 'cancel'
        : nativeLoginSheet
          ? { signInAs: phoneNumber(nativeLoginSheet.signInSlot) }
          : undefined,
    ),
  nativeApp: async ({ phone }, use) =>
    use(phone.bridge ? { session: phone.bridge, log: phone.bridgeLog } : null),
});

export { expect } from '@playwright/test';
