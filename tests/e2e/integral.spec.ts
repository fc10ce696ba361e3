import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { integralAccountEndpoint } from '../../renderer/src/contracts/api/mall';
import { expect, test } from './support/fixtures';
import { exchange, grantPoints } from './support/points-setup';
import { signInPage } from './support/signed-in-page';

// Each test that signs in has a new account of its own (0 points).

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core on the page as it is: no serious or critical violation. */
async function expectAccessible(page: Page): Promise<void> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (
      window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

test.describe('积分商城首页', () => {
  test('earns points by checking in once a day; the grid shows stock labels; axe finds nothing serious', async ({
    page,
    mockApi,
  }) => {
    await signInPage(page, await mockApi.newUser());
    await page.goto('/app/integral/mall');
    const points = page.getByRole('region', { name: '我的积分' });
    await expect(points.getByText('0', { exact: true })).toBeVisible();
    await points.getByRole('button', { name: '签到' }).click();
    await expect(page.getByText('签到成功，+10积分')).toBeVisible();
    await expect(points.getByText('10', { exact: true })).toBeVisible();
    await expect(points.getByRole('button', { name: '今日已签到' })).toBeDisabled();
    await expect(points.getByText('已连续签到 1 天')).toBeVisible();

    await expect(page.getByRole('link', { name: '蓝牙降噪耳机' })).toContainText('已兑完');
    await page.getByRole('tab', { name: '书籍资料' }).click();
    await expect(page.getByRole('link', { name: '数电发票操作手册' })).toBeVisible();
    await expect(page.getByRole('link', { name: '蓝牙降噪耳机' })).toBeHidden();
    // The shared toast is not the mall's: axe looks at the page once it has gone.
    await expect(page.getByText('签到成功，+10积分')).toBeHidden();
    await expectAccessible(page);

    // A reload asks the server: still checked in today.
    await page.reload();
    await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
  });

  test('a balance that fails to load shows the error and a retry, never 0', async ({
    page,
    mockApi,
  }) => {
    await signInPage(page, await mockApi.newUser());
    // This page's first balance request fails (the mock is shared by parallel tests: no server-side rule).
    let failed = false;
    await page.route('**/integral/account', async (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.fulfill({
        status: 500,
        json: { success: false, code: 500, msg: '服务繁忙，请稍后再试', data: null },
      });
    });
    await page.goto('/app/integral/mall');
    const points = page.getByRole('region', { name: '我的积分' });
    await expect(points.getByRole('alert')).toHaveText('积分加载失败：服务器开小差了，请稍后重试');
    await expect(points.getByText('0', { exact: true })).toBeHidden();
    await points.getByRole('button', { name: '重试' }).click();
    await expect(points.getByText('0', { exact: true })).toBeVisible();
  });
});

test.describe('商品详情', () => {
  test('the button tells why a good cannot be exchanged', async ({ page, mockApi }) => {
    const user = await mockApi.newUser();
    await signInPage(page, user);
    const button = (name: string | RegExp) =>
      page.locator('.mall-bottom-bar').getByRole('button', { name });

    await page.goto('/app/integral/detail?id=1');
    await expect(page.getByRole('heading', { name: '税务通定制保温杯 500ml' })).toBeVisible();
    await expect(page.getByText('每人限兑', { exact: true })).toBeVisible();
    await expect(button('积分不足（还差 1800 积分）')).toBeDisabled();

    await page.goto('/app/integral/detail?id=5');
    await expect(button('已兑完')).toBeDisabled();
    await page.goto('/app/integral/detail?id=12');
    await expect(button('已结束')).toBeDisabled();
    await page.goto('/app/integral/detail?id=15');
    await expect(button('未开始')).toBeDisabled();

    // A virtual good (limit 3) exchanged up to its limit through the API.
    await grantPoints(mockApi, user, 5000);
    expect((await exchange(user, 38, 3)).quantity).toBe(3);
    await page.goto('/app/integral/detail?id=38');
    await expect(button('已达兑换上限')).toBeDisabled();
    await expect(page.getByText('我已兑换')).toBeVisible();

    await page.goto('/app/integral/detail?id=7');
    await button('立即兑换').click();
    await expect(page).toHaveURL(/\/app\/integral\/order\?id=7$/);
    await page.goBack();
    await expectAccessible(page);
  });

  test('a good that does not exist leads to the resource-missing page', async ({ page }) => {
    await page.goto('/app/integral/detail?id=9999');
    await expect(page).toHaveURL(/\/app\/empty$/);
  });
});

test.describe('填写订单与兑换', () => {
  test('a virtual good: the stepper stops at the limit, a double tap on 确认兑换 spends once, success shows the order', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    await signInPage(page, user);
    await grantPoints(mockApi, user, 3000);
    await page.goto('/app/integral/detail?id=32');
    await page.getByRole('button', { name: '立即兑换' }).click();

    await expect(page.getByText('无需收货地址')).toBeVisible();
    const more = page.getByRole('button', { name: '增加' });
    await expect(page.getByRole('button', { name: '减少' })).toBeDisabled();
    await more.click();
    await more.click();
    await expect(more).toBeDisabled(); // the per-user limit is 3
    await expect(page.getByText('2400 积分', { exact: true })).toBeVisible();
    await expect(page.getByText('600 积分', { exact: true })).toBeVisible();
    await page.getByLabel('备注').fill('字'.repeat(160));
    await expect(page.getByLabel('备注')).toHaveValue('字'.repeat(150));
    await expect(page.getByText('150/150')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: '提交兑换' }).click();
    const dialog = page.getByRole('dialog', { name: '确认兑换' });
    await expect(dialog).toContainText('确认使用 2400 积分兑换「课程通用券（满99减20）」×3？');
    await dialog.getByRole('button', { name: '确认兑换' }).dblclick();

    await expect(page).toHaveURL(/\/app\/integral\/success\?id=\d+$/);
    const result = page.getByRole('region', { name: '兑换结果' });
    await expect(result).toContainText('消耗积分2400 积分');
    await expect(result).toContainText('剩余积分600 积分');
    await expect(result).toContainText(/订单号M\d+/);
    await expect(result).toContainText('优惠券已发放');
    await expectAccessible(page);
    expect(await user.call(integralAccountEndpoint)).toMatchObject({
      points: 600,
      exchangedCount: 1,
    });
    await expect(result.getByRole('link', { name: '继续兑换' })).toHaveAttribute(
      'href',
      '/app/integral/mall',
    );
  });

  test('too few points for the quantity: the server says how many are missing, nothing is spent', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    await signInPage(page, user);
    await grantPoints(mockApi, user, 1000);
    await page.goto('/app/integral/order?id=7');
    await expect(page.getByText('添加收货地址')).toBeVisible();
    await expect(page.getByRole('button', { name: '提交兑换' })).toBeDisabled();

    await page.goto('/app/integral/order?id=32');
    await page.getByRole('button', { name: '增加' }).click();
    await page.getByRole('button', { name: '增加' }).click();
    await expect(page.getByText('-1400 积分')).toBeVisible();
    await page.getByRole('button', { name: '提交兑换' }).click();
    await page
      .getByRole('dialog', { name: '确认兑换' })
      .getByRole('button', { name: '确认兑换' })
      .click();
    await expect(page.getByText('积分不足，还差1400积分')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '确认兑换' })).toBeHidden();
    await expect(page).toHaveURL(/\/app\/integral\/order\?id=32$/);
  });
});
