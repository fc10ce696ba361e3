import { expect, type Page } from '@playwright/test';

/**
 * Buys the course whose 确认订单 is open through the shared purchase flow: the server's price, the
 * agreement, 立即支付, the mock's WeChat H5 cashier, the order's 支付成功 page, then 去学习.
 * Answers the amount paid, as the cashier showed it.
 */
export async function payForCourse(page: Page): Promise<string> {
  const order = page.getByRole('region', { name: '确认订单' });
  const total = order.getByText(/^实付 ¥\d+\.\d\d$/);
  await expect(total).toBeVisible();
  const amount = ((await total.textContent()) ?? '').replace('实付 ', '');
  await order.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await order.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByRole('heading', { name: '微信支付收银台（模拟）' })).toBeVisible();
  await page.getByRole('button', { name: `确认支付 ${amount}` }).click();
  await expect(
    page.getByRole('region', { name: '订单状态' }).getByRole('heading', { name: '支付成功' }),
  ).toBeVisible();
  await page.getByRole('link', { name: '去学习' }).click();
  return amount;
}
