import type { Page } from '@playwright/test';
import type { MockApi } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { LoginOverlay } from './support/login-overlay';

/** Logs in through the SMS overlay that is open on `page`. */
async function loginInOverlay(page: Page, mockApi: MockApi, phone: string) {
  const overlay = new LoginOverlay(page);
  await expect(overlay.dialog).toBeVisible();
  await overlay.signInWith(mockApi, phone);
}

test('in a phone browser: 登录 on home, see the account on 我的, 退出登录 ends the session on the server too', async ({
  page,
  request,
  mockApi,
}) => {
  const { phone } = await mockApi.newPhoneNumber();
  await page.goto('/app/home');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await loginInOverlay(page, mockApi, phone);

  await page.getByRole('link', { name: '我的' }).click();
  await expect(page).toHaveURL(/\/app\/mine$/);
  const account = page.getByRole('region', { name: '账号' });
  await expect(account.getByText(`${phone.slice(0, 3)}****${phone.slice(7)}`)).toBeVisible();
  await expect(account.getByText('会员', { exact: true })).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();

  const logout = page.waitForRequest(
    (r) => r.url().endsWith('/api/auth/logout') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: '退出登录' }).click();
  await logout;
  await expect(account.getByRole('heading', { name: '未登录' })).toBeVisible();
  await expect(page.getByRole('button', { name: '退出登录' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  // The old token no longer works: logout goes through the server, which ends it (its HTTP 401).
  const me = await request.get(`${mockApi.url}/v1/user/info`, { headers: { token: token ?? '' } });
  expect(me.status()).toBe(401);

  await page.getByRole('button', { name: '返回' }).click();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
});
