import { loginSheetCancels, loginSheetSucceedsAs } from '../../simulator/bridge';
import { expect, phoneNumberFor, test } from './support/host-phone';

const ARTICLE = '/app/article/detail/123';
const heading = /研发费用加计扣除/;

for (const [slot, device] of [
  [1, 'iphone-15'],
  [2, 'xiaomi-14'],
] as const) {
  test(`${device} in the app: login through the native bridge, then the token travels in request headers`, async ({
    launch,
  }, testInfo) => {
    const phoneNumber = phoneNumberFor(testInfo, 10 + slot);
    const phone = await launch({
      device,
      mode: 'app',
      url: ARTICLE,
      loginSheet: loginSheetSucceedsAs(phoneNumber),
    });
    const page = phone.page;
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();

    await page.getByRole('button', { name: /^点赞/ }).click();
    // No SMS overlay in the app: the native login sheet answered instead.
    await expect(page.getByRole('button', { name: /^已赞/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: '注册/登录' })).toHaveCount(0);

    const [login] = phone.bridgeLog.calls('login');
    expect(login?.transport).toBe(device === 'iphone-15' ? 'ios' : 'android');
    const token = phone.bridge?.token;
    expect(login?.result).toMatchObject({ token, user: { phone: phoneNumber } });

    // The network log completes an entry on Playwright's requestfinished, which may trail the page.
    await expect.poll(() => phone.networkLog.find('/article/like/123')[0]?.status).toBe(200);
    const like = phone.networkLog.find('/article/like/123')[0];
    const info = phone.bridge?.deviceInfo;
    expect(like?.requestHeaders).toMatchObject({
      token,
      platform: device === 'iphone-15' ? 'ios' : 'android',
      appversion: '4.0.0',
      devicetoken: info?.deviceToken,
      devicenum: info?.deviceNum,
    });
    expect(like?.status).toBe(200);
  });
}

test('a native app already signed in hands its token and user to the page: no login needed', async ({
  launch,
}, testInfo) => {
  const phoneNumber = phoneNumberFor(testInfo, 13);
  const phone = await launch({
    device: 'vivo-x100',
    mode: 'app',
    url: ARTICLE,
    account: phoneNumber,
  });
  await expect(phone.page.getByRole('heading', { name: heading })).toBeVisible();
  const token = phone.bridge?.token;
  expect(token).toBeTruthy();
  expect(phone.bridgeLog.calls('getToken')[0]?.result).toEqual({ token });
  expect(phone.bridgeLog.calls('getUserInfo')[0]?.result).toMatchObject({
    user: { phone: phoneNumber },
  });
  // Liking needs no login now: no sheet, the like goes through with the native token.
  await phone.page.getByRole('button', { name: /^点赞/ }).click();
  await expect(phone.page.getByRole('button', { name: /^已赞/ })).toBeVisible();
  expect(phone.bridgeLog.calls('login')).toHaveLength(0);
  await expect
    .poll(() => phone.networkLog.find('/article/like/123')[0]?.requestHeaders.token)
    .toBe(token);
});

test('closing the native login sheet leaves the article as it was', async ({ launch }) => {
  const phone = await launch({
    device: 'iphone-13-mini',
    mode: 'app',
    url: ARTICLE,
    loginSheet: loginSheetCancels(),
  });
  const page = phone.page;
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.getByRole('button', { name: /^点赞/ }).click();
  await expect.poll(() => phone.bridgeLog.calls('login')[0]?.error?.code).toBe('CANCELLED');
  await expect(page.getByRole('button', { name: /^点赞/ })).toBeVisible();
  expect(phone.networkLog.find('/article/like/')).toHaveLength(0);
  expect(phone.bridge?.token).toBeNull();
});

test('share goes to the native share sheet with the spec payload, and the channel is captured', async ({
  launch,
}) => {
  const phone = await launch({ device: 'iphone-16-pro', mode: 'app', url: ARTICLE });
  const page = phone.page;
  const title = page.getByRole('heading', { name: heading });
  await expect(title).toBeVisible();
  await page.getByRole('button', { name: '分享' }).click();
  await expect.poll(() => phone.shareLog.length).toBe(1);
  const [share] = phone.shareLog;
  expect(share?.via).toBe('bridge');
  expect(share?.channel).toBe('wechat');
  const payload = share?.payload as {
    sharePath: string;
    shareTitle: string;
    shareSubtitle: string;
  };
  // Spec §2: the route's sharePath (/article/share) plus its params.
  expect(new URL(payload.sharePath).pathname).toBe('/app/article/share/123');
  expect(payload.shareTitle).toBe(await title.textContent());
  // The bridge log entry is appended once the handler returns, a moment after the share sheet logs it.
  await expect.poll(() => phone.bridgeLog.calls('share')[0]?.result).toEqual({ channel: 'wechat' });
});

test("the native title bar shows each route's title through setTitle", async ({ launch }) => {
  const phone = await launch({ device: 'huawei-mate-60-pro', mode: 'app', url: '/app/calculator' });
  await expect.poll(() => phone.title()).toBe('个税计算器');
  // The log entry is written when the answer goes back, a moment after the title changes.
  await expect
    .poll(() => phone.bridgeLog.calls('setTitle').map((c) => c.params))
    .toContainEqual({ title: '个税计算器' });
  await phone.goto(ARTICLE);
  await expect.poll(() => phone.title()).toBe('文章详情');
});
