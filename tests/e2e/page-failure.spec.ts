import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Requests a service worker answers are out of page.route's reach: the network is cut for real here.
test.use({ serviceWorkers: 'block' });

const articleHeading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('a page whose code does not download', () => {
  test('shows 网络异常 in its place, and 重试 loads it once the network is back', async ({
    page,
  }) => {
    await page.goto('/app/home');
    const first = page.locator('.home-feeds a[href^="/app/article/detail/"]').first();
    await expect(first).toBeVisible();
    await page.route('**/assets/articled-detail-page-*.js', (route) =>
      route.abort('internetdisconnected'),
    );
    await first.click();

    await expect(page.getByText('网络异常，请检查网络后重试')).toBeVisible();
    await expect(articleHeading(page)).toHaveCount(0);

    await page.unroute('**/assets/articled-detail-page-*.js');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(articleHeading(page)).toBeVisible();
    await expect(page.getByText('网络异常，请检查网络后重试')).toHaveCount(0);
  });

  test("a deep link whose area's routes cannot download says 网络异常, not the router's error page", async ({
    page,
  }) => {
    await page.route('**/assets/routes-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/app/article/detail/1');

    await expect(page.getByText('网络异常，请检查网络后重试')).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);

    await page.unroute('**/assets/routes-*.js');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(articleHeading(page)).toBeVisible();
  });
});
