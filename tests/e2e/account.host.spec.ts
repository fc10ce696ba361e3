import { expect, test } from './support/fixtures';

const ARTICLE = '/app/article/detail/123';
const heading = /研发费用加计扣除/;

test('in the app, another native account sees its own article state: 已收藏 does not carry over, and logout drops it', async ({
  phones,
  mockApi,
}) => {
  const phone = await phones({
    device: 'iphone-15',
    mode: 'app',
    startUrl: ARTICLE,
    account: 'new',
  });
  const { phone: second } = await mockApi.newPhoneNumber();
  const page = phone.page;
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.getByRole('button', { name: /^收藏/ }).click();
  await expect(page.getByRole('button', { name: /^已收藏/ })).toBeVisible();

  const before = phone.networkLog.find('/article/detail/123').length;
  await phone.bridge?.loginAs(second);
  // The page loads the article again, for the new account.
  await expect
    .poll(() => phone.networkLog.find('/article/detail/123').length)
    .toBeGreaterThan(before);
  await expect
    .poll(() => phone.networkLog.find('/article/detail/123').at(-1)?.requestHeaders.token)
    .toBe(phone.bridge?.token);
  await expect(page.getByRole('button', { name: /^收藏/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();

  await phone.bridge?.logout();
  await expect
    .poll(() => phone.networkLog.find('/article/detail/123').at(-1)?.requestHeaders.token)
    .toBeUndefined();
  await expect(page.getByRole('button', { name: /^收藏/ })).toBeVisible();
});

test('in the app, 我的 shows the native account and 退出登录 goes through the bridge', async ({
  phones,
}) => {
  const phone = await phones({
    device: 'xiaomi-14',
    mode: 'app',
    startUrl: '/app/mine',
    account: 'new',
  });
  const number = phone.account ?? '';
  expect(number).toMatch(/^1\d{10}$/);
  const page = phone.page;
  const account = page.getByRole('region', { name: '账号' });
  await expect(account.getByText(`${number.slice(0, 3)}****${number.slice(7)}`)).toBeVisible();

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(account.getByRole('heading', { name: '未登录' })).toBeVisible();
  await expect.poll(() => phone.bridgeLog.calls('logout').length).toBe(1);
  expect(phone.bridge?.token).toBeNull();
  // No SMS overlay in the app: logging in again is the native sheet's job.
  await expect(page.getByRole('dialog', { name: '注册/登录' })).toHaveCount(0);
});
