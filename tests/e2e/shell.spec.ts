import { STATIC_HTML_IDS } from '../../renderer/src/contracts/api/legal';
import { getDevice } from '../../simulator/devices';
import { expect, test } from './support/fixtures';

/**
 * A document page whose request the scenario controls slow down or fail: one per platform, because
 * the iOS and Android projects share one mock API and may run these tests at the same time.
 */
const scenarioDocument = (deviceId: string) =>
  getDevice(deviceId).platform === 'ios'
    ? { path: '/app/agreement', pattern: `/static/html/${STATIC_HTML_IDS.agreement}` }
    : { path: '/app/cecurity', pattern: `/static/html/${STATIC_HTML_IDS.security}` };

test.describe('app shell', () => {
  test('root font size follows the 375 design width on a phone', async ({ page }) => {
    await page.goto('/app/home');
    const { width, fontSize } = await page.evaluate(() => ({
      width: document.documentElement.clientWidth,
      fontSize: document.documentElement.style.fontSize,
    }));
    expect(fontSize).toBe(`${Math.round((width / 375) * 16 * 100) / 100}px`);
  });

  test.describe('offline support', () => {
    // The projects block service workers (support/phone-projects.ts): this test is about the worker.
    test.use({ serviceWorkers: 'allow' });

    test('registers the service worker under /app/', async ({ page }) => {
      await page.goto('/app/home');
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(new URL(scope).pathname).toBe('/app/');
    });
  });

  // 401/403/404/500 are only logged (docs/product.md「错误与提示」); any other error answer toasts
  // its message.
  test('an HTTP error shows the body message, and the loading indicator goes away', async ({
    page,
    mockApi,
    device: deviceId,
  }) => {
    const doc = scenarioDocument(deviceId);
    await mockApi.fail({
      body: { pattern: doc.pattern, times: 1, status: 503, msg: '文档服务暂不可用' },
    });
    await page.goto(doc.path);
    await expect(page.getByText('文档服务暂不可用').first()).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '请求加载中' })).toHaveCount(0);
  });

  test('the global loading indicator shows while a request is slow', async ({
    page,
    mockApi,
    device: deviceId,
  }) => {
    const doc = scenarioDocument(deviceId);
    await mockApi.latency({ body: { pattern: doc.pattern, ms: 3000 } });
    try {
      await page.goto(doc.path);
      await expect(page.getByRole('progressbar', { name: '请求加载中' })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: '请求加载中' })).toHaveCount(0, {
        timeout: 10_000,
      });
    } finally {
      await mockApi.latency({ body: { pattern: doc.pattern, ms: 0 } });
    }
  });
});
