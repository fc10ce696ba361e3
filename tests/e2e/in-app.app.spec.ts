import { expect, test } from './support/fixtures';
import { LoginOverlay } from './support/login-overlay';
import { TitleBar } from './support/title-bar';

// In the native app's web view (the ios-app and android-app projects): the bridge replaces the
// app's own login and sharing.
const ARTICLE = '/app/article/detail/123';
const heading = /研发费用加计扣除/;

test.describe('login through the native bridge', () => {
  test.use({ loginSheet: { signInAs: 'new' } });

  test('the native sheet signs in, then the token travels in the request headers', async ({
    page,
    phone,
  }, testInfo) => {
    const native = phone.bridge!;
    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();

    const like = page.waitForRequest((request) => request.url().includes('/article/like/123'));
    await page.getByRole('button', { name: /^点赞/ }).click();
    // No SMS overlay in the app: the native login sheet answered instead.
    await expect(page.getByRole('button', { name: /^已赞/ })).toBeVisible();
    await expect(new LoginOverlay(page).dialog).toHaveCount(0);

    const [login] = phone.bridgeLog.calls('login');
    const platform = native.device.platform;
    expect(login?.transport).toBe(platform);
    const token = native.token;
    expect(login?.result).toMatchObject({ token, user: { phone: phone.loginSheetAccount } });
    const info = native.deviceInfo;
    expect((await like).headers()).toMatchObject({
      token,
      platform,
      appversion: '4.0.0',
      devicetoken: info.deviceToken,
      devicenum: info.deviceNum,
    });
    expect(testInfo.project.name).toMatch(/-app$/);
  });
});

test.describe('a native app already signed in', () => {
  test.use({ account: 'new' });

  test('hands its token and user to the page: no login needed', async ({ page, phone }) => {
    const native = phone.bridge!;
    const log = phone.bridgeLog;
    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const token = native.token;
    expect(token).toBeTruthy();
    // An article may show before the bridge's answers are in (an anonymous read needs none).
    await expect.poll(() => log.calls('getToken')[0]?.result).toEqual({ token });
    await expect
      .poll(() => log.calls('getUserInfo')[0]?.result)
      .toMatchObject({
        user: { phone: phone.account },
      });
    const like = page.waitForRequest((request) => request.url().includes('/article/like/123'));
    await page.getByRole('button', { name: /^点赞/ }).click();
    await expect(page.getByRole('button', { name: /^已赞/ })).toBeVisible();
    expect(log.calls('login')).toHaveLength(0);
    expect((await like).headers().token).toBe(token);
  });
});

test.describe('the native login sheet closed', () => {
  test.use({ loginSheet: 'cancel' });

  test('leaves the article as it was', async ({ page, phone }) => {
    const native = phone.bridge!;
    const likes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/article/like/')) likes.push(request.url());
    });
    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.getByRole('button', { name: /^点赞/ }).click();
    await expect.poll(() => phone.bridgeLog.calls('login')[0]?.error?.code).toBe('CANCELLED');
    await expect(page.getByRole('button', { name: /^点赞/ })).toBeVisible();
    expect(likes).toEqual([]);
    expect(native.token).toBeNull();
  });
});

test('share goes to the native share sheet with the share payload, and the channel is captured', async ({
  page,
  phone,
}) => {
  const native = phone.bridge!;
  await page.goto(ARTICLE);
  const title = page.getByRole('heading', { name: heading });
  await expect(title).toBeVisible();
  await page.getByRole('button', { name: '分享' }).click();
  await expect.poll(() => native.shares.length).toBe(1);
  const [share] = native.shares;
  expect(share?.channel).toBe('wechat');
  const payload = share?.payload as { sharePath: string; shareTitle: string };
  // The route's sharePath (/article/share) plus its params (docs/product.md「首页与导航」).
  expect(new URL(payload.sharePath).pathname).toBe('/app/article/share/123');
  expect(payload.shareTitle).toBe(await title.textContent());
  // The bridge log entry is appended once the handler returns, a moment after the share sheet logs it.
  await expect.poll(() => phone.bridgeLog.calls('share')[0]?.result).toEqual({ channel: 'wechat' });
});

test("the native title bar shows each route's title through setTitle", async ({ page, phone }) => {
  const log = phone.bridgeLog;
  const titleBar = new TitleBar(page, phone.bridge);
  await page.goto('/app/calculator');
  await titleBar.expectText('个税计算器');
  // The log entry is written when the answer goes back, a moment after the title changes.
  await expect
    .poll(() => log.calls('setTitle').map((call) => call.params))
    .toContainEqual({ title: '个税计算器' });
  await page.goto(ARTICLE);
  await titleBar.expectText('文章详情');
});
