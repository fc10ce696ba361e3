/**
 * The phone's system around the app, on phones launched with the Chromium host: what the page sees
 * when the app goes to the background and back, a notification or link opens it, back is pressed,
 * a permission prompt is answered, a gesture is made, or the phone's settings change.
 */
import type { Phone } from '../../simulator/hosts';
import { expect, test } from './support/host-phone';

const PLATFORMS = [
  { device: 'iphone-15', platform: 'ios' },
  { device: 'pixel-8', platform: 'android' },
] as const;

/** Starts recording, in the page, the events named (`window.__seen`). */
async function record(phone: Phone, script: string): Promise<void> {
  await phone.page.evaluate(`window.__seen = []; ${script}`);
}
const seen = (phone: Phone) => phone.page.evaluate('window.__seen') as Promise<unknown[]>;

for (const { device, platform } of PLATFORMS) {
  test.describe(`${platform}`, () => {
    test('background and foreground: the document hides and shows, the app gets resume', async ({
      launch,
    }) => {
      const phone = await launch({ device, mode: 'app', url: '/app/home' });
      await record(
        phone,
        `document.addEventListener('visibilitychange', () => __seen.push(document.visibilityState));
         const receive = window.__taxBridgeReceive;
         window.__taxBridgeReceive = (json) => { const m = JSON.parse(json); if (m.event === 'resume') __seen.push('resume'); return receive(json); };`,
      );
      await phone.background();
      expect(await phone.page.evaluate('document.hidden')).toBe(true);
      await phone.foreground();
      await expect.poll(() => seen(phone)).toEqual(['hidden', 'visible', 'resume']);
      const names = phone.bridgeLog.events().map((e) => e.event);
      expect(names).toEqual(
        expect.arrayContaining(['system.background', 'system.foreground', 'resume']),
      );
      expect(names.indexOf('system.foreground')).toBeLessThan(names.indexOf('resume'));
    });

    test('a notification tapped in the background opens its page in the app', async ({
      launch,
    }) => {
      const phone = await launch({ device, mode: 'app', url: '/app/home' });
      await phone.background();
      await phone.pushNotification({ title: '计算器上新', body: '来算算', url: '/app/calculator' });
      await expect(phone.page).toHaveURL(/\/app\/calculator$/);
      expect(await phone.page.evaluate('document.visibilityState')).toBe('visible');
      await expect.poll(() => phone.title()).toBe('个税计算器');
      const push = await phone.bridgeLog.waitFor('system.push');
      expect(push.data).toMatchObject({ title: '计算器上新', url: expect.stringMatching(/calculator$/) });
      expect(phone.bridgeLog.events('resume')).toHaveLength(1);
    });

    test('the URL scheme opens the app at its route; the browser refuses it', async ({
      launch,
    }) => {
      const app = await launch({ device, mode: 'app', url: '/app/home' });
      await app.openDeepLink('taxapp://calculator?from=sms');
      await expect(app.page).toHaveURL(/\/app\/calculator\?from=sms$/);
      const browser = await launch({ device, mode: 'browser', url: '/app/home' });
      await expect(browser.openDeepLink('taxapp://calculator')).rejects.toThrow('没有安装 App');
      const origin = new URL(browser.page.url()).origin;
      await browser.openDeepLink(`${origin}/app/calculator`);
      await expect(browser.page).toHaveURL(/\/app\/calculator$/);
    });
  });
}

test('Android back: history first, then the app closes its web view', async ({ launch }) => {
  const phone = await launch({ device: 'pixel-8', mode: 'app', url: '/app/home' });
  await phone.goto('/app/calculator');
  await phone.systemBack();
  await expect(phone.page).toHaveURL(/\/app\/home$/);
  await phone.systemBack();
  await expect.poll(() => phone.closed).toBe(true);
  expect(phone.bridgeLog.events('system.back').map((e) => e.data)).toEqual([
    { outcome: 'history' },
    { outcome: 'close' },
  ]);
});

test('Android back in the browser on its first page sends the browser to the background', async ({
  launch,
}) => {
  const phone = await launch({ device: 'pixel-8', mode: 'browser', url: '/app/home' });
  await phone.systemBack();
  expect(await phone.page.evaluate('document.visibilityState')).toBe('hidden');
});

test('iOS has no back button', async ({ launch }) => {
  const phone = await launch({ device: 'iphone-15', mode: 'browser', url: '/app/home' });
  await expect(phone.systemBack()).rejects.toThrow('只有 Android');
});
