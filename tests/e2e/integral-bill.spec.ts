import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect, test } from './support/fixtures';
import { seriousViolations } from './support/member-session';
import { PagedList } from './support/paged-list';

/**
 * The points bill (收支明细) (docs/product.md「积分与商城」): reached from the mall's balance,
 * newest first, 全部 / 收入 / 支出, paged, with an honest empty state and a retry. Phone slots 21xx
 * are this spec's own, so each test starts from an account of its own (0 points, no line yet).
 */

/** Signs the account in as the native app would, and hands its token to the page's session. */
async function logIn(page: Page, request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.post(`${API_URL}/__sim/native-session`, { data: { phone } });
  const { data } = (await res.json()) as { data: { token: string } };
  await page.addInitScript((token) => sessionStorage.setItem('token', token), data.token);
  return data.token;
}

async function grantPoints(
  request: APIRequestContext,
  phone: string,
  points: number,
): Promise<void> {
  expect(
    (await request.post(`${API_URL}/__sim/mall/grant-points`, { data: { phone, points } })).ok(),
  ).toBe(true);
}

const billRows = (page: Page) => page.getByRole('list', { name: '收支明细' }).getByRole('listitem');

test.describe('收支明细', () => {
  test('a check-in on the mall is the bill’s top line with +10; 收入 and 支出 keep their own lines; axe finds nothing serious', async ({
    page,
    request,
    phoneNumber,
  }) => {
    const phone = phoneNumber(2101);
    const token = await logIn(page, request, phone);
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
    await grantPoints(request, phone, 5000);
    const order = await request.post(`${API_URL}/integral/order/submit`, {
      data: { goodsId: 38, quantity: 1, clientKey: `e2e-bill-${phone}` },
      headers: { token },
    });
    expect(order.ok()).toBe(true);
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

  test('scrolling to the end loads the next page of the bill', async ({
    page,
    request,
    phoneNumber,
  }) => {
    const phone = phoneNumber(2102);
    await logIn(page, request, phone);
    for (let i = 1; i <= 25; i++) await grantPoints(request, phone, i);
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
    request,
    phoneNumber,
  }) => {
    await logIn(page, request, phoneNumber(2103));
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
