import { expect, test, type Page } from '@playwright/test';

/** A phone browser without Web Share: sharing copies the link. */
async function withoutWebShare(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
}

test.describe('问答与专题', () => {
  test('topic → its Q&A list → Q&A detail with expert answers, in the h5 pages', async ({ page }) => {
    await page.goto('/app/topic/detail/h5/1');
    await expect(page).toHaveTitle('专题详情');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2025年度个税汇算清缴全攻略');
    const list = page.getByRole('region', { name: '专题问答' }).getByRole('listitem');
    await expect(list.first()).toBeVisible();
    expect(await list.count()).toBeGreaterThanOrEqual(4);
    const title = (await list.first().locator('.qa-list-item__title').textContent()) ?? '';
    await list.first().click();

    await expect(page).toHaveURL(/\/app\/qa\/detail\/h5\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const answers = page.getByRole('region', { name: '专家解答' }).getByRole('article');
    await expect(answers.first()).toBeVisible();
    // An expert: a Chinese name and a title (注册税务师, 注册会计师, …).
    await expect(answers.first().locator('.qa-expert__name')).toHaveText(/^[\u4e00-\u9fa5]{2,3}\S+/);
    await expect(page.getByRole('region', { name: '打开APP' })).toBeVisible();
    await expect(page.getByRole('button', { name: '下载APP' })).toBeVisible();
  });

  test('sharing an in-app Q&A copies the link of its h5 page', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await withoutWebShare(page);
    await page.goto('/app/qa/detail/5');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '分享' }).click();
    await expect(page.getByText('链接已复制')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/app/qa/detail/h5/5`);
  });

  test('an edited answer shows its history, newest version first', async ({ page }) => {
    await page.goto('/app/qa/detail/1');
    const history = page.getByRole('link', { name: /编辑历史/ }).first();
    await expect(history).toBeVisible();
    await history.click();
    await expect(page).toHaveURL(/\/app\/qa\/edit\/history\/\d+$/);
    await expect(page.getByText(/（当前版本）/)).toBeVisible();
    await expect(page.getByText('原始回答')).toBeVisible();
  });

  test('a missing Q&A goes to the page 资源不存在', async ({ page }) => {
    await page.goto('/app/qa/detail/99999');
    await expect(page).toHaveURL(/\/app\/empty$/);
    await expect(page).toHaveTitle('资源不存在');
  });
});
