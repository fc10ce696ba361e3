import { v1UserInfoEndpoint } from '../../renderer/src/contracts/api/auth';
import { expect, test } from './support/fixtures';
import { LoginOverlay } from './support/login-overlay';

test('browser mode: SMS login end to end with the code read from the mock API', async ({
  phones,
  mockApi,
  request,
}) => {
  const { phone: phoneNumber } = await mockApi.newPhoneNumber();
  const phone = await phones({
    device: 'iphone-15',
    mode: 'browser',
    startUrl: '/app/article/detail/123',
  });
  const page = phone.page;
  await expect(page.getByRole('heading', { name: /研发费用加计扣除/ })).toBeVisible();

  // Liking needs an account: the SMS login overlay opens over the article.
  await page.getByRole('button', { name: /^点赞/ }).click();
  const overlay = new LoginOverlay(page);
  await expect(overlay.dialog).toBeVisible();
  await expect(overlay.dialog.getByText('未注册的手机号验证后将自动创建账号')).toBeVisible();
  // QA reads the code in the simulator; the test reads the same outbox.
  await overlay.signInWith(mockApi, phoneNumber);

  // The token the login answered travels on the next request, and the like goes through.
  await expect.poll(() => phone.networkLog.find('/api/auth/login')[0]?.status).toBe(200);
  const loginEntry = phone.networkLog.find('/api/auth/login')[0];
  const token = (JSON.parse(loginEntry?.responseBody ?? '{}') as { data?: { token?: string } }).data
    ?.token;
  expect(token).toMatch(/^[0-9a-f]{16,}$/);
  await expect(page.getByRole('button', { name: /^已赞/ })).toBeVisible();
  // An entry is completed on Playwright's requestfinished, which may trail the page.
  await expect.poll(() => phone.networkLog.find('/article/like/123')[0]?.status).toBe(200);
  expect(phone.networkLog.find('/article/like/123')[0]?.requestHeaders.token).toBe(token);

  // The mock API knows this new number now: the token the page holds is its (a request about
  // the token header itself, so a raw one).
  const me = await request.get(new URL(v1UserInfoEndpoint.path, mockApi.url).href, {
    headers: { token: token ?? '' },
  });
  expect(((await me.json()) as { data: { phone: string } }).data.phone).toBe(phoneNumber);
});
