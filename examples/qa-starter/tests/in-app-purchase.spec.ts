import { appEndpoints, expect, paymentSheetCancels, paymentSheetPays, test } from 'tax-h5/testing';

// An iPhone inside the native app, signed in as a new account.
test.use({ device: 'iphone-15', mode: 'app', account: 'new' });

test('buys a series through Apple: the cancelled sheet charges nothing, then it is paid once', async ({
  phone,
  mockApi,
}) => {
  const user = await mockApi.signIn(phone.account ?? '');
  const { list } = await user.call(appEndpoints.live.livePlaybackListEndpoint, {
    body: { type: 2, size: 50 },
  });
  const series = list.filter((course) => course.priceCents > 0)[4];
  if (!series) throw new Error('the mock API has no paid series');

  const { page } = phone;
  await phone.goto(`/app/live/series/v3/detail/${series.id}`);
  await page.getByRole('list', { name: '课程目录' }).getByRole('button').nth(1).click();
  await page
    .getByRole('region', { name: '购买课程' })
    .getByRole('button', { name: /^购买课程/ })
    .click();
  const order = page.getByRole('region', { name: '确认订单' });
  await order.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  const buy = order.getByRole('button', { name: /^立即购买/ });

  phone.bridge?.setPaymentSheet(paymentSheetCancels());
  await buy.click();
  await expect(page.getByText('已取消购买')).toBeVisible();

  phone.bridge?.setPaymentSheet(paymentSheetPays());
  await buy.click();
  const status = page.getByRole('region', { name: '订单状态' });
  await expect(status.getByRole('heading', { name: '支付成功' })).toBeVisible();
  expect(phone.bridge?.payments.map((payment) => payment.outcome)).toEqual(['cancel', 'pay']);
  const purchase = await phone.bridgeLog.waitFor('iapPurchase');
  expect(purchase.params).toMatchObject({ productId: expect.stringContaining('course.tier') });
});
