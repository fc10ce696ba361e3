import { publicizeStatsEndpoint } from '../../renderer/src/contracts/api/publicize';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/member-session';

test.describe('关于我们', () => {
  test('shows the product’s figures as the server counts them, the about document, and the ways to start', async ({
    page,
    mockApi,
  }) => {
    const stats = await (await mockApi.newUser()).call(publicizeStatsEndpoint);
    await page.goto('/app/publicize');
    const figures = page.getByRole('region', { name: '平台数据' });
    await expect(figures.getByRole('definition').nth(1)).toHaveText(String(stats.experts));
    await expect(figures.getByRole('definition').nth(3)).toHaveText(String(stats.courses));
    await expect(
      page
        .getByRole('region', { name: '关于税务通' })
        .getByRole('heading', { name: '我们提供什么' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '立即体验' }).click();
    await expect(page).toHaveURL(/\/app\/register$/);
  });

  test('offers 重试 when the figures cannot be loaded, and shows them once they can', async ({
    page,
  }) => {
    let failures = 1;
    await page.route('**/publicize/stats', (route) =>
      failures-- > 0
        ? route.fulfill({
            status: 500,
            json: { success: false, code: 500, msg: '服务器异常', data: null },
          })
        : route.fallback(),
    );
    await page.goto('/app/publicize');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('region', { name: '平台数据' })).toBeVisible();
  });
});
