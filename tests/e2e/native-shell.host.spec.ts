/**
 * The phone's system around the app, on phones launched with the Chromium host: what the page sees
 * when the app goes to the background and back, a notification or link opens it, back is pressed,
 * a permission prompt is answered, a gesture is made, or the phone's settings change.
 */
import type { Phone } from '../../simulator/hosts';
import { expect, test } from './support/fixtures';

const PLATFORMS = [
  { device: 'iphone-15', platform: 'ios' },
  { device: 'pixel-8', platform: 'android' },
] as const;

/** Starts recording, in the page, the events named (`window.__seen`). */
async function record(phone: Phone, script: string): Promise<void> {
  await phone.page.evaluate(`window.__seen = []; ${script}`);
}
const seen = (phone: Phone) => phone.page.evaluate('window.__seen') as Promise<string[]>;

for (const { device, platform } of PLATFORMS) {
  test.describe(`${platform}`, () => {
    test('background and foreground: the document hides and shows, the app gets resume', async ({
      phones,
    }) => {
      const phone = await phones({ device, mode: 'app', startUrl: '/app/home' });
      // The app installs its receiver as its bridge starts: wrapped once it is there.
      await phone.page.waitForFunction("typeof window.__taxBridgeReceive === 'function'");
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
      phones,
    }) => {
      const phone = await phones({ device, mode: 'app', startUrl: '/app/home' });
      await phone.background();
      await phone.pushNotification({ title: '计算器上新', body: '来算算', url: '/app/calculator' });
      await expect(phone.page).toHaveURL(/\/app\/calculator$/);
      expect(await phone.page.evaluate('document.visibilityState')).toBe('visible');
      await expect.poll(() => phone.title()).toBe('个税计算器');
      const push = await phone.bridgeLog.waitFor('system.push');
      expect(push.data).toMatchObject({
        title: '计算器上新',
        url: expect.stringMatching(/calculator$/),
      });
      expect(phone.bridgeLog.events('resume')).toHaveLength(1);
    });

    test('the URL scheme opens the app at its route; the browser refuses it', async ({
      phones,
    }) => {
      const app = await phones({ device, mode: 'app', startUrl: '/app/home' });
      await app.openDeepLink('taxapp://calculator?from=sms');
      await expect(app.page).toHaveURL(/\/app\/calculator\?from=sms$/);
      const browser = await phones({ device, mode: 'browser', startUrl: '/app/home' });
      await expect(browser.openDeepLink('taxapp://calculator')).rejects.toThrow('没有安装 App');
      const origin = new URL(browser.page.url()).origin;
      await browser.openDeepLink(`${origin}/app/calculator`);
      await expect(browser.page).toHaveURL(/\/app\/calculator$/);
    });
  });
}

test('Android back: history first, then the app closes its web view', async ({ phones }) => {
  const phone = await phones({ device: 'pixel-8', mode: 'app', startUrl: '/app/home' });
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
  phones,
}) => {
  const phone = await phones({ device: 'pixel-8', mode: 'browser', startUrl: '/app/home' });
  await phone.systemBack();
  expect(await phone.page.evaluate('document.visibilityState')).toBe('hidden');
});

test('iOS has no back button', async ({ phones }) => {
  const phone = await phones({ device: 'iphone-15', mode: 'browser', startUrl: '/app/home' });
  await expect(phone.systemBack()).rejects.toThrow('只有 Android');
});

/** The page asks for its position; resolves with what it got (coordinates or the error code). */
const locate = (phone: Phone) =>
  phone.page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        navigator.geolocation.getCurrentPosition(
          (p) => resolve(`${p.coords.latitude.toFixed(4)},${p.coords.longitude.toFixed(4)}`),
          (e) => resolve(`error ${e.code}`),
        ),
      ),
  );

for (const { device, platform } of PLATFORMS) {
  test(`${platform}: the location prompt answered, and the answer remembered`, async ({
    phones,
  }) => {
    const phone = await phones({ device, mode: 'app', startUrl: '/app/home' });
    await phone.setGeolocation({ latitude: 31.2304, longitude: 121.4737 });
    expect(
      await phone.page.evaluate(() =>
        navigator.permissions.query({ name: 'geolocation' }).then((s) => s.state),
      ),
    ).toBe('prompt');
    const asked = locate(phone);
    expect(await phone.waitForPrompt('geolocation')).toMatchObject({ kind: 'geolocation' });
    phone.answerPrompt({ allow: true });
    expect(await asked).toBe('31.2304,121.4737');
    // Asked once: the next request is answered without a prompt.
    expect(await locate(phone)).toBe('31.2304,121.4737');
    await phone.setGeolocation({ permission: 'deny' });
    expect(await locate(phone)).toBe('error 1');
    expect(phone.bridgeLog.events('system.locate').map((e) => e.data)).toMatchObject([
      { permission: 'allow' },
      { permission: 'allow' },
      { permission: 'deny' },
    ]);
  });
}

test('the clipboard: the page copies to the phone, pasting asks on iOS and not on Android', async ({
  phones,
}) => {
  const ios = await phones({ device: 'iphone-15', mode: 'app', startUrl: '/app/home' });
  await ios.page.evaluate(() => navigator.clipboard.writeText('复制的链接'));
  expect(ios.clipboardText()).toBe('复制的链接');
  ios.setClipboard({ text: '别的 App 复制的' });
  const pasted = ios.page.evaluate(() => navigator.clipboard.readText());
  await ios.waitForPrompt('paste');
  ios.answerPrompt({ allow: true });
  expect(await pasted).toBe('别的 App 复制的');
  const refused = ios.page.evaluate(() => navigator.clipboard.readText().catch((e) => e.name));
  await ios.waitForPrompt('paste');
  ios.answerPrompt({ allow: false });
  expect(await refused).toBe('NotAllowedError');

  const android = await phones({ device: 'pixel-8', mode: 'browser', startUrl: '/app/home' });
  android.setClipboard({ text: '验证码 123456' });
  expect(await android.page.evaluate(() => navigator.clipboard.readText())).toBe('验证码 123456');
  expect(android.prompt()).toBeNull();
});

for (const mode of ['app', 'browser'] as const) {
  test(`${mode}: the file picker answered with the bundled photo, a desktop file or cancelled`, async ({
    phones,
  }) => {
    const phone = await phones({ device: 'pixel-8', mode, startUrl: '/app/home' });
    await phone.page.evaluate(() => {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = 'image/*';
      input.setAttribute('capture', 'environment');
      input.id = 'picker';
      input.addEventListener('change', () => {
        (window as unknown as { __picked: string[] }).__picked = [...(input.files ?? [])].map(
          (f) => `${f.name}:${f.type}:${f.size > 0}`,
        );
      });
      document.body.append(input);
    });
    const picked = () => phone.page.evaluate('window.__picked ?? null');
    await phone.page.locator('#picker').click();
    expect(await phone.waitForPrompt('file')).toEqual({
      kind: 'file',
      accept: 'image/*',
      multiple: false,
      capture: true,
    });
    phone.answerPrompt({ files: 'sample' });
    await expect.poll(picked).toEqual(['sample-photo.png:image/png:true']);
    await phone.page.locator('#picker').click();
    await phone.waitForPrompt('file');
    phone.answerPrompt({
      files: [
        {
          name: '发票.pdf',
          mimeType: 'application/pdf',
          base64: Buffer.from('%PDF').toString('base64'),
        },
      ],
    });
    await expect.poll(picked).toEqual(['发票.pdf:application/pdf:true']);
    await phone.page.locator('#picker').click();
    await phone.waitForPrompt('file');
    phone.answerPrompt({ files: null });
    await expect
      .poll(() => phone.bridgeLog.events('system.files').map((e) => e.data))
      .toEqual([{ files: ['sample-photo.png'] }, { files: ['发票.pdf'] }, { files: [] }]);
  });
}

/** Records the page's touches: per event its type and number of fingers (`window.__seen`). */
const TOUCHES = `for (const type of ['touchstart', 'touchmove', 'touchend', 'touchcancel'])
  document.addEventListener(type, (e) => __seen.push(type + ':' + e.touches.length), { passive: true });
document.addEventListener('contextmenu', () => __seen.push('contextmenu'));`;

for (const { device, platform } of PLATFORMS) {
  test(`${platform}: a long-press, a fling with momentum, a pinch and a rotation reach the page as touches`, async ({
    phones,
  }) => {
    const phone = await phones({ device, mode: 'browser', startUrl: '/app/news' });
    await phone.page.evaluate(() => {
      // Enough page to scroll through, whatever the list has loaded.
      document.body.append(
        Object.assign(document.createElement('div'), { style: 'height:5000px' }),
      );
    });
    await record(phone, TOUCHES);
    await phone.longPress({ x: 100, y: 300 }, { durationMs: 600 });
    // One finger down and held (what ends it differs: Chromium may keep the lift for its
    // long-press menu); the fling below proves the touch was over.
    await expect.poll(async () => (await seen(phone))[0]).toBe('touchstart:1');

    await record(phone, `addEventListener('scrollend', () => __seen.push('scrollend'));`);
    await phone.fling({ x: 200, y: 600 }, { x: 200, y: 400 });
    await expect.poll(() => seen(phone)).toContain('scrollend');
    // The finger moved 200 px; momentum carried the page further.
    expect(await phone.page.evaluate(() => scrollY)).toBeGreaterThan(300);

    await record(phone, TOUCHES);
    await phone.pinch({ x: 200, y: 300 }, 2);
    await phone.twoFingerRotate({ x: 200, y: 300 }, 45);
    const events = await seen(phone);
    expect(events).toEqual(expect.arrayContaining(['touchstart:2', 'touchmove:2', 'touchend:0']));
    expect(events.some((e) => e.endsWith(':3'))).toBe(false);
    expect(phone.bridgeLog.events('system.gesture').map((e) => e.data)).toEqual([
      { gesture: 'longPress', fingers: 1 },
      { gesture: 'fling', fingers: 1 },
      { gesture: 'pinch', fingers: 2 },
      { gesture: 'rotate', fingers: 2 },
    ]);
  });
}

test('the iOS edge swipe goes back a page', async ({ phones }) => {
  const phone = await phones({ device: 'iphone-15', mode: 'app', startUrl: '/app/home' });
  await phone.goto('/app/calculator');
  await phone.edgeSwipeBack();
  await expect(phone.page).toHaveURL(/\/app\/home$/);
  expect(phone.bridgeLog.events('system.back').map((e) => e.data)).toEqual([
    { outcome: 'history' },
  ]);
});

for (const { device, platform } of PLATFORMS) {
  test(`${platform}: dark mode, a larger text size, reduced motion and another language`, async ({
    phones,
  }) => {
    const phone = await phones({ device, mode: 'app', startUrl: '/app/calculator' });
    // A style sheet's pixel size, as the app's own sheets set them.
    const fontSize = () =>
      phone.page.evaluate(async () => {
        if (!document.querySelector('.size-probe')) {
          const style = document.createElement('style');
          style.textContent = '.size-probe { font-size: 14px; }';
          document.head.append(style);
          const p = document.createElement('p');
          p.className = 'size-probe';
          p.textContent = '字号';
          document.body.append(p);
        }
        // The phone scales a new sheet as it arrives (a mutation observer's turn).
        await new Promise((resolve) => setTimeout(resolve));
        return getComputedStyle(document.querySelector('.size-probe')!).fontSize;
      });
    expect(await fontSize()).toBe('14px');
    await phone.setAppearance({
      colorScheme: 'dark',
      textScale: 1.5,
      reducedMotion: true,
      language: 'en-US',
    });
    const sees = () =>
      phone.page.evaluate(() => ({
        dark: matchMedia('(prefers-color-scheme: dark)').matches,
        reduce: matchMedia('(prefers-reduced-motion: reduce)').matches,
        language: navigator.language,
      }));
    expect(await sees()).toEqual({ dark: true, reduce: true, language: 'en-US' });
    expect(await fontSize()).toBe('21px');
    // The settings are the phone's: they hold on the next page and after a reload.
    await phone.page.reload();
    expect(await sees()).toEqual({ dark: true, reduce: true, language: 'en-US' });
    expect(await fontSize()).toBe('21px');
    await phone.setAppearance({ colorScheme: 'light', textScale: 1 });
    expect(await sees()).toMatchObject({ dark: false, reduce: true });
    expect(await fontSize()).toBe('14px');
    expect(phone.bridgeLog.events('system.appearance').at(-1)?.data).toEqual({
      colorScheme: 'light',
      textScale: 1,
      reducedMotion: true,
      language: 'en-US',
    });
  });
}
