/**
 * The `test` of the phone projects (support/phone-projects.ts). In a browser project the page is a
 * plain context with the profile's emulation. In an app project the context is the native app's web
 * view, wired as simulator/hosts wires it: the platform's transport installed before any script of
 * the app runs, carried by a binding to a {@link NativeAppSession} of the project's profile.
 */
import { test as base, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { E2E_API_PORT } from '../../../playwright.config';
import { BRIDGE_HANDLER_NAME } from '../../../renderer/src/contracts/bridge';
import {
  BridgeLog,
  connectBridge,
  loginSheetCancels,
  loginSheetSucceedsAs,
  NativeAppSession,
  receiveScript,
} from '../../../simulator/bridge';
import { getDevice } from '../../../simulator/devices';
import { nativeTransportScript } from '../../../simulator/hosts/native-transport';
import type { PhoneOptions } from './phone-options';

export const API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
const NATIVE_BINDING = '__taxSimNativePost';

/** The native side of an app project's phone. */
export type NativeApp = { session: NativeAppSession; log: BridgeLog };

type NativeOptions = {
  /** App projects: sign the native app in before the page opens, as `phoneNumber(slot)`. */
  nativeAccountSlot: number | null;
  /** App projects: the native login sheet signs in as `phoneNumber(slot)`, or is closed. */
  nativeLoginSheet: { signInSlot: number } | 'cancel' | null;
};

type PhoneFixtures = {
  /**
   * A phone number of this test's own for each slot: the mock API (one per run) allows one SMS
   * code per number per 60 s, and projects, workers and retries run the same test.
   */
  phoneNumber: (slot: number) => string;
  /** The native app (app projects); null in a browser. */
  nativeApp: NativeApp | null;
};

function uniquePhoneNumber(testInfo: TestInfo, slot: number): string {
  const project = Math.max(
    0,
    testInfo.config.projects.findIndex((p) => p.name === testInfo.project.name),
  );
  const worker = String(testInfo.workerIndex % 100).padStart(2, '0');
  return `16${project % 10}${testInfo.retry % 10}${worker}${String(slot).padStart(5, '0')}`;
}

/** The page the web view shows now: the last one opened in the context. */
const currentPage = (context: BrowserContext): Page | undefined => context.pages().at(-1);

async function installNativeApp(context: BrowserContext, native: NativeApp): Promise<void> {
  const { session } = native;
  await context.addInitScript({
    content: nativeTransportScript({
      platform: session.device.platform === 'android' ? 'android' : 'ios',
      handlerName: BRIDGE_HANDLER_NAME,
      bindingName: NATIVE_BINDING,
    }),
  });
  const connection = connectBridge({
    session,
    log: native.log,
    // As the native side's evaluateJavaScript: into whatever page the web view shows now.
    deliver: (json) => currentPage(context)?.evaluate(receiveScript(json)),
  });
  await context.exposeBinding(NATIVE_BINDING, (_source, raw: unknown) => connection.receive(raw));
}

export const test = base.extend<PhoneFixtures & PhoneOptions & NativeOptions>({
  deviceId: ['iphone-15', { option: true }],
  phoneMode: ['browser', { option: true }],
  nativeAccountSlot: [null, { option: true }],
  nativeLoginSheet: [null, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from the pattern
  phoneNumber: async ({}, use, testInfo) => use((slot) => uniquePhoneNumber(testInfo, slot)),
  nativeApp: async (
    { deviceId, phoneMode, nativeAccountSlot, nativeLoginSheet, phoneNumber },
    use,
  ) => {
    if (phoneMode !== 'app') return use(null);
    const loginSheet =
      nativeLoginSheet === 'cancel'
        ? loginSheetCancels()
        : nativeLoginSheet
          ? loginSheetSucceedsAs(phoneNumber(nativeLoginSheet.signInSlot))
          : undefined;
    const session = new NativeAppSession({
      device: getDevice(deviceId),
      apiUrl: API_URL,
      ...(loginSheet ? { loginSheet } : {}),
    });
    if (nativeAccountSlot !== null) await session.loginAs(phoneNumber(nativeAccountSlot));
    await use({ session, log: new BridgeLog() });
  },
  context: async ({ context, nativeApp }, use) => {
    if (nativeApp) await installNativeApp(context, nativeApp);
    await use(context);
  },
});

export { expect } from '@playwright/test';
