import { expect, test } from '@playwright/test';

test.describe('首页', () => {
  test('feeds: articles load more on scroll, other tabs load their own lists', async ({ page }) => {
    await page.goto('/app/home');
    const articles = page.locator('.home-feeds a[href^="/app/article/detail/"]');
    await expect(articles).toHaveCount(10);
    await articles.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => articles.count()).toBeGreaterThan(10);

    await page.getByRole('tab', { name: '问答' }).click();
    await expect(page.locator('.home-feeds a[href^="/app/qa/detail/"]').first()).toBeVisible();
    await page.getByRole('tab', { name: '资讯' }).click();
    await expect(page.locator('.home-feeds a[href^="/app/news/detail/"]').first()).toBeVisible();
    await page.getByRole('tab', { name: '课程' }).click();
    await expect(page.locator('.home-feeds a[href*="/app/live/"]').first()).toBeVisible();
  });

  test('the category chips filter the article feed', async ({ page }) => {
    await page.goto('/app/home');
    await page.locator('.adm-capsule-tabs-tab').getByText('案例分析').click();
    const cards = page.locator('.home-feeds a[href^="/app/article/detail/"]');
    await expect(cards.first()).toContainText('案例分析');
    for (const text of await cards.allTextContents()) expect(text).toContain('案例分析');
  });

  test('the entries open their areas', async ({ page }) => {
    await page.goto('/app/home');
    await page.getByRole('navigation', { name: '常用功能' }).getByRole('link', { name: '个税计算器' }).click();
    await expect(page).toHaveURL(/\/app\/calculator$/);
  });
});
