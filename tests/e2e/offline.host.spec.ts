import { expect, test } from './support/fixtures';

test('offline preset: the app shows its network error message and recovers on Wi-Fi', async ({
  phones,
  mockApi,
}) => {
  const phone = await phones({
    device: 'pixel-8',
    mode: 'browser',
    startUrl: '/app/article/detail/123',
  });
  const page = phone.page;
  await expect(page.getByRole('heading', { name: /研发费用加计扣除/ })).toBeVisible();

  // The overlay's code loads on demand: open it while online, then lose the network.
  await page.getByRole('button', { name: /^点赞/ }).click();
  const dialog = page.getByRole('dialog', { name: '注册/登录' });
  await dialog.getByPlaceholder('请输入手机号').fill((await mockApi.newPhoneNumber()).phone);
  await phone.setNetwork('offline');
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('网络异常，请检查网络后重试')).toBeVisible();
  // On a failed send the code button is usable again at once (docs/product.md「账号与登录」).
  await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  await expect
    .poll(() => phone.networkLog.find('/sms/send')[0]?.failure)
    .toBe('net::ERR_INTERNET_DISCONNECTED');

  await phone.setNetwork('wifi');
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /^\d+秒后重试$/ })).toBeVisible();
  await expect.poll(() => phone.networkLog.find('/sms/send').at(-1)?.status).toBe(200);
});
