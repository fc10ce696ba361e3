import { expect, test } from './support/fixtures';

test('the kept-alive home page keeps its tab and scroll position when the user comes back', async ({
  page,
}) => {
  await page.goto('/app/home');
  await page.getByRole('tab', { name: '资讯' }).click();
  const news = page.locator('.home-feeds a[href^="/app/news/detail/"]');
  await expect(news.first()).toBeVisible();
  // Well above the end of the feed on every profile's screen: a position the page must restore
  // exactly, not one the browser clamps to the end of a list that is still settling.
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const scrolled = await page.evaluate(() => window.scrollY);

  // A tap where the list now is (no scrolling into view first, as click() would do).
  await news.nth(3).dispatchEvent('click');
  await expect(page).toHaveURL(/\/app\/news\/detail\/\d+$/);
  await expect(page).toHaveTitle('资讯详情');
  await page.goBack();

  await expect(page).toHaveTitle('首页');
  await expect(page.getByRole('tab', { name: '资讯' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a page that is not kept alive starts over at the top when the user comes back', async ({
  page,
}) => {
  await page.goto('/app/home');
  await page.getByRole('tab', { name: '资讯' }).click();
  await page.locator('.home-feeds a[href^="/app/news/detail/"]').first().click();
  await expect(page).toHaveTitle('资讯详情');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.goBack();
  await expect(page).toHaveTitle('首页');
  await page.goForward();
  await expect(page).toHaveTitle('资讯详情');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
