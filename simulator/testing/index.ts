/**
 * The simulator as a test harness: Playwright's `test` with a phone in it. Choose the phone with
 * `test.use({ device, mode, network, account, loginSheet, paymentSheet })`; the `phone` fixture
 * opens it (its page, bridge log, network log, native controls), `phones` opens more, `mockApi`
 * drives the backend's scenario controls. The mock API and the app start once per worker on free
 * ports (in memory unless `servers` says otherwise), or `servers` points at ones already running.
 */
import { test as base } from '@playwright/test';
import type { PhoneMode } from '../devices/types';
import { launchPhone, type LaunchPhoneOptions, type Phone } from '../hosts/launch-phone';
import type { NetworkPreset } from '../hosts/network-presets';
import { createMockApi, type MockApi } from './mock-api';
import { openServers, type Servers, type ServersOption } from './servers';
import {
  loginSheetOf,
  paymentSheetOf,
  shareSheetOf,
  type LoginSheetAnswer,
  type PaymentSheetAnswer,
  type ShareSheetAnswer,
} from './sheet-answers';

export { expect } from '@playwright/test';
export type { LoginSheetAnswer, PaymentSheetAnswer, ShareSheetAnswer } from './sheet-answers';
export { createMockApi, MockApiError, type MockApi } from './mock-api';
export type { Phone };

export type PhoneOptions = {
  /** A device id (`iphone-15`, `xiaomi-14`, …: an unknown one is refused with the list). */
  device: string;
  /** Inside the native app's web view, or in the phone's browser. */
  mode: PhoneMode;
  network: NetworkPreset;
  /** App mode: the native app is signed in as this phone number before the page opens. */
  account: string | undefined;
  /** App mode: how the native login sheet answers (default: signs in as a seeded member). */
  loginSheet: LoginSheetAnswer | undefined;
  /** App mode and WeChat's browser: how the payment sheet answers (default: pays). */
  paymentSheet: PaymentSheetAnswer | undefined;
  /** App mode: how the native share sheet answers (default: WeChat). */
  shareSheet: ShareSheetAnswer | undefined;
};

type WorkerFixtures = { servers: Servers; serversOption: ServersOption };
type TestFixtures = {
  mockApi: MockApi;
  /** The phone `test.use` describes, on the app's home (`phone.goto` elsewhere). */
  phone: Phone;
  /** Opens another phone (the options default to the test's); all are closed after the test. */
  phones: (options?: Partial<PhoneOptions> & { url?: string }) => Promise<Phone>;
};

export const test = base.extend<TestFixtures & PhoneOptions, WorkerFixtures>({
  serversOption: [{ start: 'memory' }, { option: true, scope: 'worker' }],
  servers: [
    async ({ serversOption }, use) => {
      const servers = await openServers(serversOption);
      await use(servers);
      await servers.close();
    },
    { scope: 'worker' },
  ],
  device: ['iphone-15', { option: true }],
  mode: ['browser', { option: true }],
  network: ['wifi', { option: true }],
  account: [undefined, { option: true }],
  loginSheet: [undefined, { option: true }],
  paymentSheet: [undefined, { option: true }],
  shareSheet: [undefined, { option: true }],
  mockApi: async ({ servers }, use) => {
    await use(createMockApi(servers.apiUrl));
  },
  phones: async (
    { browser, servers, device, mode, network, account, loginSheet, paymentSheet, shareSheet },
    use,
  ) => {
    const opened: Phone[] = [];
    await use(async (options = {}) => {
      const chosen = {
        device,
        mode,
        network,
        account,
        loginSheet,
        paymentSheet,
        shareSheet,
        ...options,
      };
      const launch: LaunchPhoneOptions = {
        device: chosen.device,
        mode: chosen.mode,
        network: chosen.network,
        url: options.url ?? '/app/home',
        apiUrl: servers.apiUrl,
        webUrl: servers.webUrl,
        browser,
        ...(chosen.account ? { account: chosen.account } : {}),
        ...(chosen.loginSheet ? { loginSheet: loginSheetOf(chosen.loginSheet) } : {}),
        ...(chosen.paymentSheet ? { paymentSheet: paymentSheetOf(chosen.paymentSheet) } : {}),
        ...(chosen.shareSheet ? { shareSheet: shareSheetOf(chosen.shareSheet) } : {}),
      };
      const phone = await launchPhone(launch);
      opened.push(phone);
      return phone;
    });
    await Promise.all(opened.map((phone) => phone.close()));
  },
  phone: async ({ phones }, use) => {
    await use(await phones());
  },
});
