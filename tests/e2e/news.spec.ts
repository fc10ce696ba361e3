import { expect, test } from './support/fixtures';
import { seedMonthlyIds } from '../../simulator/api/seed/news';

test.describe('资讯', () => {
  test('monthly issues → an issue → a news item, and the share link of the item', async ({
    page,
    phone,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      // The simulator's phones have Web Share, as real ones do (an own property): this one has none.
      delete (navigator as Partial<Navigator>).share;
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/app/news/monthly');
    await expect(page).toHaveTitle('月度资讯');
    const issues = page.getByRole('list', { name: '月刊列表' }).getByRole('listitem');
    await expect(issues).toHaveCount(12);
    // The newest issue out by today: the mock seeds its issues from its clock.
    const newest = seedMonthlyIds(Date.now())[0] ?? 0;
    const newestTitle = `${Math.floor(newest / 100)}年${newest % 100}月财税资讯月刊`;
    await expect(issues.first()).toContainText(newestTitle);
    await issues.first().click();

    await expect(page).toHaveURL(new RegExp(`/app/news/list/${newest}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newestTitle);
    const items = page.locator('a.news-item');
    await expect(items).toHaveCount(5);
    const title = (await items.first().locator('.news-item__title').textContent()) ?? '';
    await items.first().click();

    await expect(page).toHaveURL(/\/app\/news\/detail\/(\d+)$/);
    const id = /\/news\/detail\/(\d+)$/.exec(page.url())?.[1];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.news-html p').first()).toBeVisible();
    await expect(page.getByRole('link', { name: '查看本期月刊全部资讯' })).toBeVisible();

    await page.getByRole('button', { name: '分享' }).click();
    await expect(page.getByText('链接已复制')).toBeVisible();
    // The phone's own clipboard, which the page wrote to.
    expect(phone.clipboardText()).toBe(`${baseURL}/app/news/detail/h5/${id}`);
  });

  test('an issue filters its items by category', async ({ page }) => {
    await page.goto(`/app/news/list/${seedMonthlyIds(Date.now())[5]}`);
    await expect(page.locator('a.news-item')).toHaveCount(5);
    const tab = page.getByRole('tablist', { name: '资讯分类' }).getByRole('tab').nth(1);
    const category = (await tab.textContent()) ?? '';
    await tab.click();
    const items = page.locator('a.news-item');
    expect(await items.count()).toBeLessThan(5);
    for (const meta of await items.locator('.news-meta span:first-child').allTextContents())
      expect(meta).toBe(category);
  });

  test('the h5 news page offers the app, and a missing item goes to 资源不存在', async ({
    page,
  }) => {
    await page.goto('/app/news/detail/h5/3');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '打开APP' })).toBeVisible();
    await page.goto('/app/news/detail/6000');
    await expect(page).toHaveURL(/\/app\/empty$/);
  });
});
