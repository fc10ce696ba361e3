import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LoginOverlay } from './support/login-overlay';
import { Toast } from './support/toast';

/** /register's 立即体验 asks for login: the overlay opens over the page (no route requires login). */
async function openLogin(page: Page) {
  return (await new LoginOverlay(page).open()).dialog;
}

test.describe('login overlay', () => {
  test('is titled 注册/登录 with the auto-registration hint and limits the fields to 11 and 6', async ({
    page,
  }) => {
    const dialog = await openLogin(page);
    await expect(
      dialog.getByText('未注册的手机号验证后将自动创建账号', { exact: true }),
    ).toBeVisible();
    const phone = dialog.getByLabel('手机号');
    const code = dialog.getByLabel('验证码');
    await phone.pressSequentially('138001380001234');
    await code.pressSequentially('12345678');
    await expect(phone).toHaveValue('13800138000');
    await expect(code).toHaveValue('123456');
  });

  test('toasts 请输入正确手机号 for an invalid phone', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByLabel('手机号').fill('12345678901');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await new Toast(page).expectShown('请输入正确手机号');
    await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  test('enables 登录 only with a valid phone and a code', async ({ page }) => {
    const dialog = await openLogin(page);
    const login = dialog.getByRole('button', { name: '登录', exact: true });
    await expect(login).toBeDisabled();
    await dialog.getByLabel('验证码').fill('123456');
    await expect(login).toBeDisabled();
    await dialog.getByLabel('手机号').fill('1380013800');
    await expect(login).toBeDisabled();
    await dialog.getByLabel('手机号').fill('13800138000');
    await expect(login).toBeEnabled();
    await dialog.getByLabel('验证码').fill('');
    await expect(login).toBeDisabled();
  });

  test('counts 60秒后重试 down each second, then offers 获取验证码 again', async ({
    page,
    mockApi,
  }) => {
    await page.clock.install();
    const dialog = await openLogin(page);
    // A number of its own: the mock API allows one code per number per 60 s.
    await dialog.getByLabel('手机号').fill((await mockApi.newPhoneNumber()).phone);
    // Time stands still from here: each second passes only when the test says so.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog.getByRole('button', { name: '60秒后重试' })).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(dialog.getByRole('button', { name: '59秒后重试' })).toBeDisabled();
    await page.clock.runFor(58_000);
    await expect(dialog.getByRole('button', { name: '1秒后重试' })).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  test('when sending fails the button is usable again at once and the server message shows', async ({
    page,
    mockApi,
  }) => {
    const dialog = await openLogin(page);
    await dialog.getByLabel('手机号').fill((await mockApi.newPhoneNumber()).phone);
    await mockApi.smsFailure({ body: { enabled: true, msg: '短信通道维护中，请稍后再试' } });
    try {
      await dialog.getByRole('button', { name: '获取验证码' }).click();
      await new Toast(page).expectShown('短信通道维护中，请稍后再试');
      await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    } finally {
      await mockApi.smsFailure({ body: { enabled: false } });
    }
  });

  test('logs in with the SMS code: token kept in sessionStorage, overlay closed', async ({
    page,
    request,
    mockApi,
  }) => {
    const { phone } = await mockApi.newPhoneNumber();
    const overlay = await new LoginOverlay(page).open();
    // Spaces around the number are trimmed.
    await overlay.signInWith(mockApi, ` ${phone} `);
    await expect(page).toHaveURL(/\/app\/home$/);
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    // The kept token is the server's session of that number (the HTTP header the app sends).
    const me = await request.get(`${mockApi.url}/v1/user/info`, {
      headers: { token: token ?? '' },
    });
    expect(((await me.json()) as { data: { phone: string } }).data.phone).toBe(phone);
  });
});
