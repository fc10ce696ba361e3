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
    const calculator = page.getByRole('link', { name: '个税计算器' });
    await expect(calculator).toBeVisible();
    // The calculator's routes come in their own file (calculator-kit); the form page in another.
    await page.route('**/assets/calculator-page-*.js', (route) =>
      route.abort('internetdisconnected'),
    );
    await calculator.click();

    await expect(page.getByText('网络异常，请检查网络后重试')).toBeVisible();
    await expect(page.getByRole('tab', { name: '工资薪金' })).toHaveCount(0);

    await page.unroute('**/assets/calculator-page-*.js');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('tab', { name: '工资薪金' })).toBeVisible();
    await expect(page.getByText('网络异常，请检查网络后重试')).toHaveCount(0);
  });

  test("a deep link whose area's routes cannot download says 网络异常, not the router's error page", async ({
    page,
  }) => {
    // The article area's routes share one file with its pages (article-area).
    await page.route('**/assets/article-area-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/app/article/detail/1');

    await expect(page.getByText('网络异常，请检查网络后重试')).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);

    await page.unroute('**/assets/article-area-*.js');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(articleHeading(page)).toBeVisible();
  });
});
