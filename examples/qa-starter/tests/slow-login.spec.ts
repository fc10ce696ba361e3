import { expect, test } from 'tax-h5/testing';

// An Android phone's browser on a 3G network.
test.use({ device: 'xiaomi-14', mode: 'browser', network: '3g' });

test('signs in with an SMS code while the login route is slow', async ({ phone, mockApi }) => {
  const { phone: number } = await mockApi.newPhoneNumber();
  await mockApi.latency({ body: { pattern: '/api/auth/login', ms: 1500 } });

  const { page } = phone;
  await phone.goto('/app/register');
  await page.getByRole('button', { name: '立即体验' }).click();
  const login = page.getByRole('dialog', { name: '注册/登录' });
  await login.getByLabel('手机号').fill(number);
  await login.getByRole('button', { name: '获取验证码' }).click();
  await expect(login.getByRole('button', { name: /^\d+秒后重试$/ })).toBeDisabled();
  // The countdown starts at the tap; on 3G the code is sent once the request has gone through.
  await phone.networkLog.waitFor('/sms/send', (entry) => entry.status === 200);
  const [sms] = await mockApi.smsCodes({ query: { phone: number, limit: 1 } });
  await login.getByLabel('验证码').fill(sms?.code ?? '');
  await login.getByRole('button', { name: '登录', exact: true }).click();

  const signedIn = await phone.networkLog.waitFor(
    '/api/auth/login',
    (entry) => entry.status === 200,
  );
  expect(signedIn.durationMs).toBeGreaterThanOrEqual(1500);
  await expect(login).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
});
