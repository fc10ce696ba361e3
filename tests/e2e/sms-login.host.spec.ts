import { API_URL, expect, latestSmsCode, phoneNumberFor, test } from './support/host-phone';

test('browser mode: SMS login end to end with the code read from the mock API', async ({ launch, request }, testInfo) => {
  const phoneNumber = phoneNumberFor(testInfo, 1);
  const phone = await launch({ device: 'iphone-15', mode: 'browser', url: '/app/article/detail/123' });
  const page = phone.page;
  await expect(page.getByRole('heading', { name: /研发费用加计扣除/ })).toBeVisible();

  // Liking needs an account: the SMS login overlay opens over the article.
  await page.getByRole('button', { name: /^点赞/ }).click();
  const dialog = page.getByRole('dialog', { name: '注册/登录' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('未注册的手机号验证后将自动创建账号')).toBeVisible();
  await dialog.getByPlaceholder('请输入手机号').fill(phoneNumber);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /^\d+秒后重试$/ })).toBeDisabled();

  // QA reads the code in the simulator; the test reads the same outbox.
  await expect.poll(() => latestSmsCode(request, phoneNumber)).toMatch(/^\d{6}$/);
  const code = (await latestSmsCode(request, phoneNumber)) ?? '';
  await dialog.getByPlaceholder('请输入验证码').fill(code);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The token the login answered travels on the next request, and the like goes through.
  await expect.poll(() => phone.networkLog.find('/api/auth/login')[0]?.status).toBe(200);
  const loginEntry = phone.networkLog.find('/api/auth/login')[0];
  const token = (JSON.parse(loginEntry?.responseBody ?? '{}') as { data?: { token?: string } }).data?.token;
  expect(token).toMatch(/^[0-9a-f]{16,}$/);
  await expect(page.getByRole('button', { name: /^已赞/ })).toBeVisible();
  // An entry is completed on Playwright's requestfinished, which may trail the page.
  await expect.poll(() => phone.networkLog.find('/article/like/123')[0]?.status).toBe(200);
  expect(phone.networkLog.find('/article/like/123')[0]?.requestHeaders.token).toBe(token);

  // The mock API knows this new number now.
  const me = await request.get(`${API_URL}/v1/user/info`, { headers: { token: token ?? '' } });
  expect(((await me.json()) as { data: { phone: string } }).data.phone).toBe(phoneNumber);
});
