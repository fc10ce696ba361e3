/**
 * The simulator as a test harness: Playwright's `test` with a phone in it. Choose the phone with
 * `test.use({ device, mode, network, account, loginSheet, paymentSheet })`; the `phone` fixture
 * opens it (its page, bridge log, network log, native controls), and Playwright's own `page` and
 * `context` are that phone's. `phones` opens more, `mockApi` drives the backend's scenario controls
 * and signs users in. The mock API and the app start once per worker on free ports (in memory
 * unless `serversOption` says otherwise), or `serversOption` points at ones already running.
 */
import { test as base } from '@playwright/test';
import { launchPhone, type Phone } from '../hosts/launch-phone';
import { createMockApi, type MockApi } from './mock-api';
import { launchOptionsOf, type PhoneAccounts, type PhoneOptions } from './phone-options';
import { openServers, type Servers, type ServersOption } from './servers';
import { answerSheet, setSheets, type SheetAnswers } from './set-sheets';

export { expect } from '@playwright/test';
export type { LoginSheetAnswer, PaymentSheetAnswer, ShareSheetAnswer } from './sheet-answers';
export { createMockApi, MockApiError, type MockApi } from './mock-api';
export type { AppSession } from './app-session';
export type { PhoneOptions, PhoneAccounts } from './phone-options';
export type { Servers, ServersOption } from './servers';
export type { SheetAnswers } from './set-sheets';
export type { BridgeProtocol, HandlerTable } from '../bridge/protocols';

/** A phone of a test: the simulator's phone and the numbers `test.use` gave it. */
export type TestPhone = Phone &
  PhoneAccounts & {
    /** How the native sheets answer from now on (only the ones given change). */
    setSheets(answers: SheetAnswers): Promise<void>;
    /**
     * Runs `action` (the tap that opens a sheet) with that sheet answered as given, and resolves
     * once it was: `await phone.answerSheet({ payment: 'cancel' }, () => pay.click())`.
     */
    answerSheet(answers: SheetAnswers, action: () => Promise<unknown>): Promise<void>;
  };

type WorkerFixtures = {
  /** The mock API's and the app's addresses (`apiUrl`, `webUrl`), for a test about HTTP itself. */
  servers: Servers;
  serversOption: ServersOption;
};
type TestFixtures = {
  mockApi: MockApi;
  /** The phone `test.use` describes, at `startUrl` (default `/app/home`). */
  phone: TestPhone;
  /** Opens another phone (the options default to the test's); all are closed after the test. */
  phones: (options?: Partial<PhoneOptions>) => Promise<TestPhone>;
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
  startUrl: ['/app/home', { option: true }],
  bridge: ['tax', { option: true }],
  handlers: [undefined, { option: true }],
  // Blocked, so that network presets and the network log see every request (a worker's own
  // fetches escape them); a test about the PWA itself sets `serviceWorkers: 'allow'`.
  // (Redeclared as an option with another default: Playwright's types only allow that for new ones.)
  serviceWorkers: ['block', { option: true }] as unknown as 'block',
  // `page.goto('/app/…')` and `request.get('/api-mock/…')` resolve on the app's server.
  baseURL: async ({ servers }, use) => use(servers.webUrl),
  mockApi: async ({ servers }, use) => use(createMockApi(servers.apiUrl)),
  phones: async (
    {
      browser,
      servers,
      mockApi,
      serviceWorkers,
      device,
      mode,
      network,
      account,
      loginSheet,
      paymentSheet,
      shareSheet,
      startUrl,
      bridge,
      handlers,
    },
    use,
  ) => {
    const opened: Phone[] = [];
    const testOptions: PhoneOptions = {
      ...{ device, mode, network, account, loginSheet, paymentSheet, shareSheet, startUrl },
      ...{ bridge, handlers },
    };
    await use(async (options = {}) => {
      const { launch, accounts } = await launchOptionsOf({ ...testOptions, ...options }, mockApi);
      const phone = await launchPhone({
        ...launch,
        apiUrl: servers.apiUrl,
        webUrl: servers.webUrl,
        browser,
        serviceWorkers,
      });
      opened.push(phone);
      return Object.assign(phone, accounts, {
        setSheets: (answers: SheetAnswers) => setSheets(phone, mockApi, answers),
        answerSheet: (answers: SheetAnswers, action: () => Promise<unknown>) =>
          answerSheet(phone, mockApi, answers, action),
      });
    });
    await Promise.all(opened.map((phone) => phone.close()));
  },
  phone: async ({ phones }, use) => use(await phones()),
  context: async ({ phone }, use) => use(phone.context),
  page: async ({ phone }, use) => use(phone.page),
});
export * as appEndpoints from './app-endpoints';
export {
  loginSheetCancels,
  loginSheetFails,
  loginSheetSucceedsAs,
  paymentSheetCancels,
  paymentSheetFails,
  paymentSheetPays,
  shareSheetCancels,
  shareSheetPicks,
} from '../bridge/sheets';
