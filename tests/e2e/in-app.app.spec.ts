import { expect, test } from './support/fixtures';
import { LoginOverlay } from './support/login-overlay';
import { TitleBar } from './support/title-bar';

// In the native app's web view (the ios-app and android-app projects): the bridge replaces the
// app's own login and sharing.
const ARTICLE = '/app/article/detail/123';
const heading = /研发费用加计扣除/;

test.describe('login through the native bridge', () => {
  test.use({ nativeLoginSheet: { signInSlot: 1 } });

  test('the native sheet signs in, then the token travels in the request headers', async ({
    page,
    nativeApp,
    phoneNumber,
  }, testInfo) => {
    const native = nativeApp!;
    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();

    const like = page.waitForRequest((request) => request.url().includes('/article/like/123'));
    await page.getByRole('button', { name: /^点赞/ }).click();
    // No SMS overlay in the app: the native login sheet answered instead.
    await expect(page.getByRole('button', { name: /^已赞/ })).toBeVisible();
    await expect(new LoginOverlay(page).dialog).toHaveCount(0);

    const [login] = native.log.calls('login');
    const platform = native.session.device.platform;
    expect(login?.transport).toBe(platform);
    const token = native.session.token;
    expect(login?.result).toMatchObject({ token, user: { phone: phoneNumber(1) } });
    const info = native.session.deviceInfo;
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
  test.use({ nativeAccountSlot: 2 });

  test('hands its token and user to the page: no login needed', async ({
    page,
    nativeApp,
    phoneNumber,
  }) => {
    const native = nativeApp!;
    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const token = native.session.token;
    expect(token).toBeTruthy();
    // An article may show before the bridge's answers are in (an anonymous read needs none).
    await expect.poll(() => native.log.calls('getToken')[0]?.result).toEqual({ token });
    await expect
      .poll(() => native.log.calls('getUserInfo')[0]?.result)
      .toMatchObject({
        user: { phone: phoneNumber(2) },
      });
    const like = page.waitForRequest((request) => request.url().includes('/article/like/123'));
    await page.getByRole('button', { name: /^点赞/ }).click();
    await expect(page.getByRole('button', { name: /^已赞/ })).toBeVisible();
    expect(native.log.calls('login')).toHaveLength(0);
    expect((await like).headers().token).toBe(token);
  });
});

test.describe('the native login sheet closed', () => {
  test.use({ nativeLoginSheet: 'cancel' });

  test('leaves the article as it was', async ({ page, nativeApp }) => {
    const native = nativeApp!;
    const likes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/article/like/')) likes.push(request.url());
    });
    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.getByRole('button', { name: /^点赞/ }).click();
    await expect.poll(() => native.log.calls('login')[0]?.error?.code).toBe('CANCELLED');
    await expect(page.getByRole('button', { name: /^点赞/ })).toBeVisible();
    expect(likes).toEqual([]);
    expect(native.session.token).toBeNull();
  });
});

test('share goes to the native share sheet with the share payload, and the channel is captured', async ({
  page,
  nativeApp,
}) => {
  const native = nativeApp!;
  await page.goto(ARTICLE);
  const title = page.getByRole('heading', { name: heading });
  await expect(title).toBeVisible();
  await page.getByRole('button', { name: '分享' }).click();
  await expect.poll(() => native.session.shares.length).toBe(1);
  const [share] = native.session.shares;
  expect(share?.channel).toBe('wechat');
  const payload = share?.payload as { sharePath: string; shareTitle: string };
  // The route's sharePath (/article/share) plus its params (docs/product.md「首页与导航」).
  expect(new URL(payload.sharePath).pathname).toBe('/app/article/share/123');
  expect(payload.shareTitle).toBe(await title.textContent());
  // The bridge log entry is appended once the handler returns, a moment after the share sheet logs it.
  await expect.poll(() => native.log.calls('share')[0]?.result).toEqual({ channel: 'wechat' });
});

test("the native title bar shows each route's title through setTitle", async ({
  page,
  nativeApp,
}) => {
  const titleBar = new TitleBar(page, nativeApp);
  await page.goto('/app/calculator');
  await titleBar.expectText('个税计算器');
  // The log entry is written when the answer goes back, a moment after the title changes.
  await expect
    .poll(() => nativeApp?.log.calls('setTitle').map((call) => call.params))
    .toContainEqual({ title: '个税计算器' });
  await page.goto(ARTICLE);
  await titleBar.expectText('文章详情');
});
