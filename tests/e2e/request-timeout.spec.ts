import { getDevice } from '../../simulator/devices';
import { expect, test } from './support/fixtures';
import { Toast } from './support/toast';

/**
 * A request the server holds for 30 s (the mock's latency control, its longest) ends at the app's
 * 30 s timeout, whatever it was waiting for: the timeout toast, the page's 请求超时 with 重试, and the
 * loading indicator gone. The page's clock is Playwright's, moved on instead of waited for: the
 * app's timeout is a timer of the page's. One article per platform: the iOS and Android projects
 * share one mock API and may run at the same time.
 */
const slowArticle = (deviceId: string) => (getDevice(deviceId).platform === 'ios' ? 41 : 42);

test.describe('a request that takes 30 s', () => {
  test('ends at the timeout even when the code that takes the early answer never arrives, and again after 重试', async ({
    page,
    mockApi,
    device: deviceId,
  }) => {
    const id = slowArticle(deviceId);
    await mockApi.latency({ body: { pattern: `/article/detail/${id}`, ms: 30_000 } });
    try {
      await page.clock.install();
      // The deep link's early read left with the page; the module that hands its answer to the page
      // never downloads (a stalled connection): nothing but the client's own deadline can end it.
      await page.route('**/assets/first-read-*.js', () => undefined);
      await page.goto(`/app/article/detail/${id}`);
      const loading = page.getByRole('progressbar', { name: '请求加载中' });
      await expect(loading).toBeVisible();

      await page.clock.fastForward('00:30');
      const toast = new Toast(page);
      await toast.expectShown('请求超时，请稍后重试');
      const failure = page.getByRole('region', { name: '请求超时' });
      await expect(failure).toBeVisible();
      await expect(loading).toHaveCount(0);

      // 重试 goes to the server afresh (the early read was taken), held 30 s again: it ends the same way.
      await page.unroute('**/assets/first-read-*.js');
      await failure.getByRole('button', { name: '重试' }).click();
      await expect(loading).toBeVisible();
      await expect(failure).toHaveCount(0);
      await page.clock.fastForward('00:30');
      await expect(page.getByRole('region', { name: '请求超时' })).toBeVisible();
      await expect(loading).toHaveCount(0);
    } finally {
      await mockApi.latency({ body: { pattern: `/article/detail/${id}`, ms: 0 } });
    }
  });
});
