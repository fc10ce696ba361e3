import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/member-session';
import { PagedList } from './support/paged-list';
import { exchange, grantPoints } from './support/points-setup';
import { signInPage } from './support/signed-in-page';

/**
 * The points bill (收支明细) (docs/product.md「积分与商城」): reached from the mall's balance,
 * newest first, 全部 / 收入 / 支出, paged, with an honest empty state and a retry. Each test signs
 * a new account in (0 points, no line yet).
 */

const billRows = (page: Page) => page.getByRole('list', { name: '收支明细' }).getByRole('listitem');

test.describe('收支明细', () => {
  test('a check-in on the mall is the bill’s top line with +10; 收入 and 支出 keep their own lines; axe finds nothing serious', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    await signInPage(page, user);
    await page.goto('/app/integral/mall');
    const points = page.getByRole('region', { name: '我的积分' });
    await points.getByRole('button', { name: '签到' }).click();
    await expect(page.getByText('签到成功，+10积分')).toBeVisible();
    await points.getByRole('link', { name: '收支明细' }).click();

    await expect(page).toHaveURL(/\/app\/integral\/bill$/);
    await expect(page).toHaveTitle('收支明细');
    await expect(billRows(page)).toHaveCount(1);
    await expect(billRows(page).first()).toContainText('每日签到（连续1天）');
    await expect(billRows(page).first().getByText('+10')).toBeVisible();
    await expect(page.getByText('签到成功，+10积分')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);

    // QA's grant and an exchange: the spend is the new top line, with a minus.
    await grantPoints(mockApi, user, 5000);
    await exchange(user, 38);
    await page.reload();
    await expect(billRows(page)).toHaveCount(3);
    await expect(billRows(page).first()).toContainText(/^兑换 .+支出-\d+$/);
    await expect(billRows(page).nth(1)).toContainText('运营发放');
    await expect(billRows(page).nth(1)).toContainText('+5000');

    await page.getByRole('tab', { name: '支出' }).click();
    await expect(billRows(page)).toHaveCount(1);
    await expect(billRows(page).first()).toContainText(/^兑换 /);
    await page.getByRole('tab', { name: '收入' }).click();
    await expect(billRows(page)).toHaveCount(2);
    for (const text of await billRows(page).allTextContents()) expect(text).toContain('+');
  });

  test('scrolling to the end loads the next page of the bill', async ({ page, mockApi }) => {
    const user = await mockApi.newUser();
    await signInPage(page, user);
    for (let i = 1; i <= 25; i++) await grantPoints(mockApi, user, i);
    const bill = new PagedList(page, billRows(page), '/integral/points/bill');
    await page.goto('/app/integral/bill');
    await expect(bill.cards).toHaveCount(20);
    await expect(bill.cards.first()).toContainText('+25');
    await bill.scrollToEnd();
    await expect(bill.cards).toHaveCount(25);
    await expect(bill.cards.last()).toContainText('+1');
    await bill.settle();
    expect(bill.pagesAsked).toEqual(['1', '2']);
  });

  test('an account without a line says so; a failed load offers a retry', async ({
    page,
    mockApi,
  }) => {
    await signInPage(page, await mockApi.newUser());
    let failed = false;
    await page.route('**/integral/points/bill?**', async (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.fulfill({
        status: 500,
        json: { success: false, code: 500, msg: '服务繁忙，请稍后再试', data: null },
      });
    });
    await page.goto('/app/integral/bill');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText('暂无积分收支')).toBeVisible();
    await expect(page.getByRole('link', { name: '去赚积分' })).toHaveAttribute(
      'href',
      '/app/integral/mall',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});
