import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The API reads a page sends for `path` (fetch or XHR), by path and query under /api-mock. */
function readsOf(page: Page, path: string): Request[] {
  const reads: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname + url.search === `/api-mock${path}`) reads.push(request);
  });
  return reads;
}

test.describe('深链首读（index.html 先行请求页面数据）', () => {
  test('an article opened from a link asks the server once, and shows the article', async ({ page }) => {
    const reads = readsOf(page, '/article/detail/1');
    await page.goto('/app/article/detail/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('article-body')).not.toBeEmpty();
    // Sent by index.html's script (fetch) before the app's code ran; the app's request took it.
    expect(reads.map((r) => r.resourceType())).toEqual(['fetch']);
  });

  test('the mall opened from a link asks for its first goods page once', async ({ page }) => {
    const reads = readsOf(page, '/integral/goods/list?page=1&size=20&sort=default');
    await page.goto('/app/integral/mall');
    await expect(page.locator('.mall-card').first()).toBeVisible();
    expect(reads.map((r) => r.resourceType())).toEqual(['fetch']);
  });

  test('a missing article still lands on the empty page (the early 404 is the page’s answer)', async ({ page }) => {
    const reads = readsOf(page, '/article/share/999999');
    await page.goto('/app/article/share/999999');
    await expect(page).toHaveURL(/\/app\/article\/empty\/h5$/);
    expect(reads.map((r) => r.resourceType())).toEqual(['fetch']);
  });
});
