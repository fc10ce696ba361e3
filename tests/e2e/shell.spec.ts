import { expect, test } from './support/fixtures';
import { E2E_API_PORT } from '../../playwright.config';

const API = `http://127.0.0.1:${E2E_API_PORT}`;

test.describe('app shell', () => {
  test('root font size follows the 375 design width on a phone', async ({ page }) => {
    await page.goto('/app/home');
    const { width, fontSize } = await page.evaluate(() => ({
      width: document.documentElement.clientWidth,
      fontSize: document.documentElement.style.fontSize,
    }));
    expect(fontSize).toBe(`${Math.round((width / 375) * 16 * 100) / 100}px`);
  });

  test('registers the service worker under /app/', async ({ page }) => {
    await page.goto('/app/home');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/app/');
  });

  test('an HTTP error shows the body message, and the loading indicator goes away', async ({ page, request }) => {
    await request.post(`${API}/__sim/fail`, {
      data: { pattern: '/static/html/*', times: 1, status: 500, msg: '文档服务暂不可用' },
    });
    await page.goto('/app/agreement');
    await expect(page.getByText('文档服务暂不可用').first()).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '请求加载中' })).toHaveCount(0);
  });

  test('the global loading indicator shows while a request is slow', async ({ page, request }) => {
    await request.post(`${API}/__sim/latency`, { data: { pattern: '/static/html/*', ms: 3000 } });
    try {
      await page.goto('/app/agreement');
      await expect(page.getByRole('progressbar', { name: '请求加载中' })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: '请求加载中' })).toHaveCount(0, { timeout: 10_000 });
    } finally {
      await request.post(`${API}/__sim/latency`, { data: { pattern: '/static/html/*', ms: 0 } });
    }
  });
});
