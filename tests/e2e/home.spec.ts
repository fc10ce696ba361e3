import { expect, test } from './support/fixtures';
import { PagedList } from './support/paged-list';

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
    await page
      .getByRole('tablist', { name: '文章分类' })
      .getByRole('tab', { name: '案例分析' })
      .click();
    const cards = page.locator('.home-feeds a[href^="/app/article/detail/"]');
    await expect(cards.first()).toContainText('案例分析');
    for (const text of await cards.allTextContents()) expect(text).toContain('案例分析');
  });

  test('scrolling to the end of the feed loads the next page, and only that one', async ({
    page,
  }) => {
    const feed = new PagedList(
      page,
      page.locator('.home-feeds a[href^="/app/article/detail/"]'),
      '/article/list',
    );
    await page.goto('/app/home');
    await expect(feed.cards).toHaveCount(10);
    await feed.scrollToEnd();
    await expect(feed.cards).toHaveCount(20);
    // The end is now far below the screen: once page 2 is in and the list has reacted, nothing more.
    await feed.settle();
    expect(feed.pagesAsked).toEqual(['1', '2']);
    await expect(feed.cards).toHaveCount(20);
  });

  test('pulling the feed down at the top reloads its first page', async ({ page }) => {
    await page.goto('/app/home');
    const articles = page.locator('.home-feeds a[href^="/app/article/detail/"]');
    await expect(articles).toHaveCount(10);
    const box = await articles.first().boundingBox();
    if (!box) throw new Error('no article card');
    const reloads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api-mock/article/list') && r.url().includes('page=1'))
        reloads.push(r.url());
    });
    // A real touch drag (Playwright's touchscreen only taps).
    const cdp = await page.context().newCDPSession(page);
    const x = box.x + box.width / 2;
    const y = box.y + 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let dy = 20; dy <= 200; dy += 20) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: y + dy }],
      });
    }
    await expect(page.getByText('释放立即刷新')).toBeVisible();
    // 刷新成功 shows for half a second only: record what the pull's head says rather than poll for it.
    await page.evaluate(() => {
      const said: string[] = [];
      Object.assign(window, { pullHeadSaid: said });
      new MutationObserver(() => {
        const text = document.querySelector('.pull-refresh__head')?.textContent ?? '';
        if (text && said.at(-1) !== text) said.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { pullHeadSaid: string[] }).pullHeadSaid),
      )
      .toEqual(['加载中…', '刷新成功']);
    expect(reloads).toHaveLength(1);
    await expect(articles).toHaveCount(10);
  });

  test('the entries open their areas', async ({ page }) => {
    await page.goto('/app/home');
    await page
      .getByRole('navigation', { name: '常用功能' })
      .getByRole('link', { name: '个税计算器' })
      .click();
    await expect(page).toHaveURL(/\/app\/calculator$/);
  });
});

test('home is kept alive: back from an article shows the same feed, and it loads nothing while hidden', async ({
  page,
}) => {
  await page.goto('/app/home');
  const articles = page.locator('.home-feeds a[href^="/app/article/detail/"]');
  await expect(articles).toHaveCount(10);
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => articles.count()).toBeGreaterThan(10);
  // Back to the top, away from the list's end, and let any page on its way arrive.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  const loaded = await articles.count();

  const listCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api-mock/article/list')) listCalls.push(r.url());
  });
  await articles.first().click();
  await expect(page).toHaveURL(/\/app\/article\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.mouse.wheel(0, 3000);
  await page.mouse.wheel(0, -3000);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The hidden home's "end of list" is always in view: it must not load while the article is read.
  expect(listCalls).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/home$/);
  // Same feed, not reloaded from page 1 (back at the list's end it may go on loading, as it should).
  await expect.poll(() => articles.count()).toBeGreaterThanOrEqual(loaded);
});
