import type { Browser } from '@playwright/test';
import { loginSheetSucceedsAs } from '../../simulator/bridge';
import {
  DEFAULT_PC_SITE_URL,
  launchPhone,
  openBrowser,
  type LaunchPhoneOptions,
  type Phone,
} from '../../simulator/hosts';
import {
  startCdpChromium,
  startPlaywrightServer,
  type RemoteBrowserProcess,
} from '../../simulator/hosts/test-browsers';
import type { Servers } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { LoginOverlay } from './support/login-overlay';

// The smoke set of the simulator on a remote browser (npm run sim --connect / --cdp): each browser
// runs in a process of its own on loopback, as on a browser machine, and the assertions are the
// local host specs' (sms-login, desktop-redirect, in-app login).
const ARTICLE = '/app/article/detail/123';
const heading = /研发费用加计扣除/;
const PC_SITE = (process.env.VITE_PC_SITE_URL || DEFAULT_PC_SITE_URL).replace(/\/+$/, '');

const SOURCES = {
  connect: {
    start: startPlaywrightServer,
    source: (endpoint: string) => ({ kind: 'connect', wsEndpoint: endpoint }) as const,
  },
  cdp: {
    start: startCdpChromium,
    source: (endpoint: string) => ({ kind: 'cdp', endpointURL: endpoint }) as const,
  },
};

for (const [kind, { start, source }] of Object.entries(SOURCES)) {
  test.describe(`phones on a remote browser (--${kind})`, () => {
    let remote: RemoteBrowserProcess;
    let browser: Browser;
    // The worker's mock API and app: the remote browser's phones open them as the entry's would.
    let servers: Servers;
    const opened: Phone[] = [];
    const launch = async (
      options: Omit<LaunchPhoneOptions, 'apiUrl' | 'webUrl' | 'browser'>,
    ): Promise<Phone> => {
      const { apiUrl, webUrl } = servers;
      const phone = await launchPhone({ apiUrl, webUrl, browser, ...options });
      opened.push(phone);
      return phone;
    };

    test.beforeAll(async ({ servers: workerServers }) => {
      servers = workerServers;
      remote = await start();
      browser = await openBrowser(source(remote.endpoint));
    });
    test.afterEach(async () => {
      await Promise.all(opened.splice(0).map((p) => p.close()));
    });
    test.afterAll(async () => {
      await browser?.close();
      await remote?.stop();
    });

    test('browser mode: SMS login end to end, the token on the next request', async ({
      mockApi,
    }) => {
      const { phone: phoneNumber } = await mockApi.newPhoneNumber();
      const phone = await launch({ device: 'iphone-15', mode: 'browser', url: ARTICLE });
      const page = phone.page;
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await page.getByRole('button', { name: /^点赞/ }).click();
      const overlay = new LoginOverlay(page);
      await expect(overlay.dialog).toBeVisible();
      await overlay.signInWith(mockApi, phoneNumber);

      await expect.poll(() => phone.networkLog.find('/api/auth/login')[0]?.status).toBe(200);
      const token = (
        JSON.parse(phone.networkLog.find('/api/auth/login')[0]?.responseBody ?? '{}') as {
          data?: { token?: string };
        }
      ).data?.token;
      expect(token).toMatch(/^[0-9a-f]{16,}$/);
      await expect(page.getByRole('button', { name: /^已赞/ })).toBeVisible();
      await expect.poll(() => phone.networkLog.find('/article/like/123')[0]?.status).toBe(200);
      expect(phone.networkLog.find('/article/like/123')[0]?.requestHeaders.token).toBe(token);
      // The phone browser's share sheet (Web Share) is recorded from there too.
      await page.getByRole('button', { name: '分享' }).click();
      await expect.poll(() => phone.shareLog.length).toBe(1);
      expect(phone.shareLog[0]?.via).toBe('web-share');
    });

    test('in the app: the native sheet signs in over the platform transport, then the token travels', async ({
      mockApi,
    }) => {
      for (const device of ['iphone-15', 'xiaomi-14'] as const) {
        // A number per phone: the second would find the article liked already.
        const { phone: phoneNumber } = await mockApi.newPhoneNumber();
        const phone = await launch({
          device,
          mode: 'app',
          url: ARTICLE,
          loginSheet: loginSheetSucceedsAs(phoneNumber),
          deviceSeed: `${kind}-${device}`,
        });
        const page = phone.page;
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await page.getByRole('button', { name: /^点赞/ }).click();
        await expect(page.getByRole('button', { name: /^已赞/ })).toBeVisible();
        await expect(new LoginOverlay(page).dialog).toHaveCount(0);

        const [login] = phone.bridgeLog.calls('login');
        expect(login?.transport).toBe(device === 'iphone-15' ? 'ios' : 'android');
        expect(login?.result).toMatchObject({
          token: phone.bridge?.token,
          user: { phone: phoneNumber },
        });
        await expect
          .poll(() => phone.networkLog.find('/article/like/123').at(-1)?.requestHeaders.token)
          .toBe(phone.bridge?.token);
        // The native title bar follows the page, and the native share sheet answers, as locally.
        await expect.poll(() => phone.title()).not.toBe('');
        await page.getByRole('button', { name: '分享' }).click();
        await expect.poll(() => phone.shareLog.length).toBe(1);
        expect(phone.shareLog[0]).toMatchObject({ via: 'bridge', channel: expect.any(String) });
        expect(phone.bridgeLog.calls('share')).toHaveLength(1);
      }
    });

    test('a desktop lands on the exact PC URL; a phone stays; network presets apply there', async () => {
      const desktop = await launch({
        device: 'desktop-chrome-windows',
        mode: 'browser',
        url: `${ARTICLE}?from=share`,
      });
      const expected = `${PC_SITE}/articles/123?from=share`;
      await expect(desktop.page).toHaveURL(expected);
      await expect(desktop.page.locator('#pc-url')).toHaveText(expected);

      const phone = await launch({
        device: 'iphone-15',
        mode: 'browser',
        url: `${ARTICLE}?from=share`,
      });
      await expect(phone.page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(phone.page).toHaveURL(/\/app\/article\/detail\/123\?from=share$/);
      await phone.setNetwork('offline');
      await expect(phone.page.evaluate('navigator.onLine')).resolves.toBe(false);
      await phone.setNetwork('wifi');
      await expect(phone.page.evaluate('navigator.onLine')).resolves.toBe(true);
    });

    test('a screenshot comes back at the phone’s screen size', async () => {
      const phone = await launch({ device: 'iphone-15', mode: 'app', url: ARTICLE });
      await expect(phone.page.getByRole('heading', { name: heading })).toBeVisible();
      const png = await phone.screenshot();
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      // Width and height are big-endian at bytes 16 and 20 of the IHDR chunk; the page is the viewport × DPR.
      const viewport = phone.page.viewportSize();
      const scale = await phone.page.evaluate('devicePixelRatio');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
        (viewport?.width ?? 0) * Number(scale),
        (viewport?.height ?? 0) * Number(scale),
      ]);
    });
  });
}
