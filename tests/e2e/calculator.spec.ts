import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The form field (antd-mobile Form.Item) whose label is `label`. */
const field = (page: Page, label: string) =>
  page.locator('.adm-form-item').filter({ has: page.getByText(label, { exact: true }) }).getByRole('textbox');

const monthTax = (page: Page, month: string) =>
    page.locator('.adm-list').filter({ hasText: '各月预扣税额' }).locator('.adm-list-item').filter({ hasText: new RegExp(`^${month}`) });

test.describe('个税计算器', () => {
  test('monthly wage: the 61号 example, the detail list, and a result URL that reloads', async ({ page }) => {
    await page.goto('/app/calculator');
    await expect(page.getByRole('tab', { name: '工资薪金' })).toBeVisible();
    await field(page, '税前月薪（元）').fill('30000');
    // 三险一金 comes from the city (深圳) until the user types their own.
    await expect(field(page, '三险一金（元/月）')).not.toHaveValue('');
    await field(page, '三险一金（元/月）').fill('4500');
    await field(page, '专项附加扣除（元/月）').fill('2000');
    await page.getByRole('button', { name: '开始计算' }).click();

    await expect(page).toHaveURL(/\/app\/calculator\/wage\/month\/[A-Za-z0-9_-]+$/);
    await expect(monthTax(page, '1月')).toContainText('555.00 元');
    await expect(monthTax(page, '2月')).toContainText('625.00 元');
    await expect(monthTax(page, '3月')).toContainText('1,850.00 元');
    await expect(page.getByRole('img', { name: /全年收入去向/ })).toBeVisible();

    const resultUrl = page.url();
    await page.reload();
    await expect(monthTax(page, '3月')).toContainText('1,850.00 元');

    await page.getByRole('button', { name: '月度明细' }).click();
    await expect(page).toHaveURL(/\/app\/calculator\/detail\/list\//);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(14);
    await expect(table.getByRole('row').nth(3)).toContainText('55,500.00');
    await expect(table.getByRole('row').nth(3)).toContainText('1,850.00');
    await expect(table.getByRole('row').last()).toContainText('27,480.00');

    // A shared link opens straight on the result.
    const fresh = await page.context().newPage();
    await fresh.goto(resultUrl);
    await expect(monthTax(fresh, '1月')).toContainText('555.00 元');
  });

  test('the chosen city persists across visits', async ({ page }) => {
    await page.goto('/app/calculator');
    await page.locator('.adm-list-item').filter({ hasText: /^所在城市深圳$/ }).click();
    await expect(page).toHaveURL(/\/app\/city$/);
    await page.getByPlaceholder('输入城市名或拼音').fill('hang');
    await page.locator('.adm-list-item').filter({ hasText: /^杭州/ }).click();
    await expect(page).toHaveURL(/\/app\/calculator/);
    await page.reload();
    await expect(page.locator('.adm-list-item').filter({ hasText: /^所在城市杭州$/ })).toBeVisible();
    await page.goto('/app/city');
    await expect(page.getByText('当前城市：杭州')).toBeVisible();
  });

  test('bonus of 36001 and labour of 2000', async ({ page }) => {
    await page.goto('/app/calculator?mode=awards-year');
    await field(page, '年终奖（元）').fill('36001');
    await page.getByRole('button', { name: '开始计算' }).click();
    await expect(page.locator('.adm-list-item').filter({ hasText: '应纳税额' }).first()).toContainText('3,390.10');

    await page.goto('/app/calculator?mode=awards-service');
    await field(page, '劳务报酬（元）').fill('2000');
    await page.getByRole('button', { name: '开始计算' }).click();
    await expect(page.locator('.adm-list-item').filter({ hasText: '应纳税额' }).first()).toContainText('240.00');
  });
  test.describe('on a 320 px phone', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('the five modes fit, nothing overflows sideways, and the detail list scrolls under a fixed 月份 column', async ({ page }) => {
      const noSidewaysScroll = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.goto('/app/calculator');
      for (const name of ['工资薪金', '综合所得', '年终奖', '劳务报酬', '离职补偿']) {
        const box = await page.getByRole('tab', { name }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x, name).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(320);
      }
      await field(page, '税前月薪（元）').fill('１００００');
      await expect(field(page, '税前月薪（元）')).toHaveValue('10000');
      await expect(field(page, '三险一金（元/月）')).toHaveValue('1530');
      await page.getByRole('button', { name: '开始计算' }).click();
      await expect(page.locator('.adm-list-item').filter({ hasText: '应纳税所得额' }).first()).toContainText('3,470.00');
      await noSidewaysScroll();

      await page.getByRole('button', { name: '月度明细' }).click();
      const region = page.getByRole('region', { name: '月度明细表' });
      const month = page.getByRole('rowheader', { name: '12月' });
      const before = await month.boundingBox();
      await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(page.getByRole('columnheader', { name: '累计已预扣税额' })).toBeInViewport();
      expect((await month.boundingBox())?.x).toBe(before?.x);
      await expect(month).toBeInViewport();
      await noSidewaysScroll();
    });
  });
});
