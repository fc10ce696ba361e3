/**
 * The simulator's public testing entry (simulator/testing), used as QA would from their own
 * repository: the fixtures start their own mock API and app, open the phone `test.use` describes,
 * and drive the backend through the typed scenario controls.
 */
import { PNG } from 'pngjs';
import { FRAME_BEZEL, frameLayout, framedSize } from '../../simulator/devices/frame-layout';
import { expect, test } from '../../simulator/testing';
import { pageHandlers, serveBridgePages } from './support/bridge-pages';

// Servers of its own, as QA's repository has (the entry's default), even when the suite is pointed
// at running servers (E2E_API_URL): a test here moves the mock's clock a minute on, which would
// time out a quiz question's 20 s running beside it on shared servers.
test.use({ serversOption: { start: 'memory' } });

test.describe('an iPhone in the app', () => {
  test.use({ device: 'iphone-15', mode: 'app', loginSheet: { signInAs: 'new' } });

  test('signs in through the native sheet while the article route is slow', async ({
    phone,
    mockApi,
  }) => {
    await mockApi.latency({ body: { pattern: '/article/like/', ms: 800 } });
    await phone.goto('/app/article/detail/123');
    await phone.page.getByRole('button', { name: /^点赞/ }).click();
    const login = await phone.bridgeLog.waitFor('login');
    expect(login.result?.user?.phone).toBe(phone.loginSheetAccount);
    expect(phone.loginSheetAccount).toMatch(/^1\d{10}$/);
    const like = await phone.networkLog.waitFor('/article/like/123');
    expect(like.requestHeaders.token).toBe(login.result?.token);
    await expect(phone.page.getByRole('button', { name: /^已赞/ })).toBeVisible();
  });
});

test.describe('phones side by side', () => {
  test.use({ device: 'xiaomi-14', mode: 'browser', network: '4g' });

  test('opens the configured phone and others, each on its own device and the same backend', async ({
    phone,
    phones,
    mockApi,
  }) => {
    const iphone = await phones({ device: 'iphone-se', mode: 'app' });
    expect(phone.device.id).toBe('xiaomi-14');
    expect(phone.network).toBe('4g');
    expect(iphone.bridge).not.toBeNull();
    expect(await phone.page.evaluate('innerWidth')).not.toBe(
      await iphone.page.evaluate('innerWidth'),
    );
    const { now } = await mockApi.health();
    await mockApi.advanceClock({ body: { ms: 60_000 } });
    expect((await mockApi.health()).now).toBeGreaterThanOrEqual(now + 60_000);
  });

  test('refuses an unknown device with the list of known ones', async ({ phones }) => {
    await expect(phones({ device: 'nokia-3310' })).rejects.toThrow(
      /未知设备「nokia-3310」，可选：.*iphone-15/,
    );
  });
});

test.describe("another app's bridge", () => {
  let pages: Awaited<ReturnType<typeof serveBridgePages>>;
  test.beforeAll(async () => {
    pages = await serveBridgePages();
  });
  test.afterAll(() => pages.close());

  test.use({ device: 'xiaomi-14', mode: 'app', bridge: 'dsbridge', handlers: pageHandlers() });

  test('answers a DSBridge page from the handler table and logs its calls', async ({ phones }) => {
    const phone = await phones({ startUrl: `${pages.origin}/dsbridge.html` });
    await phone.page.getByRole('button', { name: '同步调用' }).click();
    await expect(phone.page.getByRole('list', { name: '结果' })).toContainText(
      '同步 {"id":1,"name":"张三"}',
    );
    await phone.page.getByRole('button', { name: '未知方法' }).click();
    expect(await phone.bridgeLog.waitFor('noSuchMethod')).toMatchObject({
      protocol: 'dsbridge',
      error: { code: 'UNKNOWN_METHOD' },
    });
  });
});

test.describe('screenshots', () => {
  test.use({ device: 'iphone-15', mode: 'app', startUrl: '/app/home' });

  test('a framed screenshot is the page inside the frame QA see in the panel', async ({
    phone,
  }) => {
    await expect(phone.page.getByRole('navigation').first()).toBeVisible();
    const plain = PNG.sync.read(await phone.screenshot());
    const framed = PNG.sync.read(await phone.framedScreenshot());
    const layout = frameLayout(phone.device, 'app', 'portrait');
    const ratio = phone.device.deviceScaleFactor;
    const outer = framedSize(layout);
    expect([framed.width, framed.height]).toEqual([outer.width * ratio, outer.height * ratio]);
    expect([plain.width, plain.height]).toEqual([
      layout.page.width * ratio,
      layout.page.height * ratio,
    ]);
    // The page's pixels sit in the screen below the status and title bars, the frame around them.
    const left = (FRAME_BEZEL + layout.page.x) * ratio;
    const top = (FRAME_BEZEL + layout.page.y) * ratio;
    expect(differingShare(plain, framed, left, top)).toBeLessThan(0.01);
    expect(differingShare(plain, framed, left, 0)).toBeGreaterThan(0.05);
  });
});

/** The share of `inner`'s pixels that differ (beyond rounding) from `outer`'s at the offset. */
function differingShare(inner: PNG, outer: PNG, left: number, top: number): number {
  let differing = 0;
  for (let y = 0; y < inner.height; y += 2)
    for (let x = 0; x < inner.width; x += 2) {
      const a = (y * inner.width + x) * 4;
      const b = ((y + top) * outer.width + x + left) * 4;
      const delta = [0, 1, 2].reduce(
        (max, c) => Math.max(max, Math.abs((inner.data[a + c] ?? 0) - (outer.data[b + c] ?? 0))),
        0,
      );
      if (delta > 24) differing += 1;
    }
  return differing / Math.ceil(inner.height / 2) / Math.ceil(inner.width / 2);
}
