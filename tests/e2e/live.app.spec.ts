import { paymentSheetPays } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { coursesSeenBy } from './support/live-courses';
import { LoginOverlay } from './support/login-overlay';

// The course pages inside the native app (ios-app, android-app): sharing goes to the native share
// sheet with the route's share path, and buying asks the native login sheet.

test('a course and a series share through the native share sheet with their share paths', async ({
  page,
  phone,
  mockApi,
}) => {
  const native = phone.bridge!;
  const visitor = await mockApi.newUser();
  const single = (await coursesSeenBy(visitor, { type: 1, status: 2 }))[0];
  const series = (await coursesSeenBy(visitor, { type: 2 }))[0];
  if (!single || !series) throw new Error('no courses seeded');

  await page.goto(`/app/v2/live/detail/${single.id}`);
  await expect(page.getByRole('heading', { level: 1, name: single.title })).toBeVisible();
  await page.getByRole('button', { name: '分享' }).click();
  await expect.poll(() => native.shares.length).toBe(1);
  const first = native.shares[0]?.payload as { sharePath: string; shareTitle: string };
  expect(new URL(first.sharePath).pathname).toBe(`/app/v2/live/detail/${single.id}`);
  expect(first.shareTitle).toBe(single.title);

  await page.goto(`/app/live/series/v3/detail/${series.id}`);
  await expect(page.getByRole('heading', { level: 1, name: series.title })).toBeVisible();
  await page.getByRole('button', { name: '分享' }).click();
  await expect.poll(() => native.shares.length).toBe(2);
  const second = native.shares[1]?.payload as { sharePath: string; shareTitle: string };
  expect(new URL(second.sharePath).pathname).toBe(`/app/live/series/v3/detail/${series.id}`);
  await expect
    .poll(() => phone.bridgeLog.calls('share').map((c) => c.result))
    .toEqual([{ channel: 'wechat' }, { channel: 'wechat' }]);
});

test.describe('buying a paid course in the app', () => {
  test.use({ loginSheet: { signInAs: 'new' } });

  test("the native login sheet signs in, then the course is paid through the app's payment SDK and the chapter plays", async ({
    page,
    phone,
    mockApi,
  }) => {
    const native = phone.bridge!;
    // The iOS app buys through Apple instead: live-iap.app.spec.ts.
    test.skip(
      native.device.platform === 'ios',
      'the iOS app buys courses through Apple in-app purchase',
    );
    const series = (await coursesSeenBy(await mockApi.newUser(), { type: 2 })).filter(
      (c) => c.priceCents > 0,
    )[2];
    if (!series) throw new Error('no paid series seeded');
    await page.goto(`/app/live/series/v3/detail/${series.id}`);
    const chapters = page.getByRole('list', { name: '课程目录' });
    await chapters.getByRole('button').nth(1).click();
    const paywall = page.getByRole('region', { name: '购买课程' });
    await paywall.getByRole('button', { name: /^购买课程 ¥/ }).click();

    // No SMS overlay in the app: the native sheet answered, and the purchase flow opened.
    await expect(page.getByRole('region', { name: '确认订单' })).toBeVisible();
    await expect(new LoginOverlay(page).dialog).toHaveCount(0);
    expect(phone.bridgeLog.calls('login')[0]?.result).toMatchObject({
      user: { phone: phone.loginSheetAccount },
    });
    // The Android app pays through the payment SDK over the bridge, then shows the order's result.
    native.setPaymentSheet(paymentSheetPays());
    const order = page.getByRole('region', { name: '确认订单' });
    await expect(order.getByText(`实付 ¥${(series.priceCents / 100).toFixed(2)}`)).toBeVisible();
    await order.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await order.getByRole('button', { name: '立即支付' }).click();
    await expect(
      page.getByRole('region', { name: '订单状态' }).getByRole('heading', { name: '支付成功' }),
    ).toBeVisible();
    expect(native.payments.map((p) => p.outcome)).toEqual(['pay']);
    await page.getByRole('link', { name: '去学习' }).click();

    await expect(page).toHaveURL(new RegExp(`/app/live/series/detail/${series.id}$`));
    await page.getByRole('list', { name: '课程目录' }).getByRole('button').nth(1).click();
    await page.getByRole('button', { name: /^播放 第2讲/ }).click();
    await expect
      .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(1);
    await expect(page.getByText('已购', { exact: true })).toBeVisible();
  });
});
