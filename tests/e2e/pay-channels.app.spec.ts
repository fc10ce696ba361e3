import { orderListEndpoint } from '../../renderer/src/contracts/api/order';
import { paymentSheetCancels, paymentSheetFails, paymentSheetPays } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/member-session';
import { Toast } from './support/toast';

// Native payment in the app's web view (docs/product.md「订单与支付」): the Android app pays
// through the bridge's `pay` (WeChat Pay / Alipay SDK) on the simulator's native payment sheet;
// QA's next-payment control makes a payment fail on either platform (iOS: Apple's in-app purchase).
test.describe('native payment sheets in the app', () => {
  test('Android: a cancelled sheet, then a failed payment, then 重新支付 pays through the WeChat Pay SDK', async ({
    page,
    phone,
    mockApi,
  }) => {
    test.skip(
      phone.bridge?.device.platform !== 'android',
      'the bridge `pay` runs in the Android app',
    );
    const native = phone.bridge!;
    const { phone: account } = await mockApi.newPhoneNumber();
    await native.loginAs(account);
    const toast = new Toast(page);
    await page.goto('/app/member/apply?planId=2');
    await expect(
      page.getByRole('region', { name: '价格明细' }).getByText('¥98.00').first(),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();

    native.setPaymentSheet(paymentSheetCancels());
    await page.getByRole('button', { name: '立即支付' }).dblclick();
    await toast.expectShown('支付已取消');
    const result = page.getByRole('region', { name: '订单状态' });
    await expect(result.getByRole('heading', { name: '支付已取消' })).toBeVisible();

    // The next payment of this account fails, whatever the user does on the sheet.
    await mockApi.nextPayment({
      body: { outcome: 'fail', msg: '银行卡余额不足', phone: account },
    });
    native.setPaymentSheet(paymentSheetPays());
    await page.getByRole('button', { name: '重新支付' }).click();
    await toast.expectShown('银行卡余额不足');
    await expect(result.getByRole('heading', { name: '支付失败' })).toBeVisible();
    await expect(result.getByText('银行卡余额不足')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '重新支付' }).click();
    await expect(result.getByRole('heading', { name: '支付成功' })).toBeVisible();
    expect(native.payments.map((p) => [p.kind, p.outcome, p.override])).toEqual([
      ['wechat', 'cancel', null],
      ['wechat', 'fail', 'fail'],
      ['wechat', 'pay', null],
    ]);
    // One order, charged once, through the app's WeChat Pay.
    const user = await mockApi.signIn(account);
    const orders = await user.call(orderListEndpoint, { query: { size: 50 } });
    expect(orders.list).toEqual([expect.objectContaining({ status: 1, payChannel: 'wechat' })]);
  });

  test('Android: Alipay through its SDK, and a failed sheet says why', async ({
    page,
    phone,
    mockApi,
  }) => {
    test.skip(
      phone.bridge?.device.platform !== 'android',
      'the bridge `pay` runs in the Android app',
    );
    const native = phone.bridge!;
    const { phone: account } = await mockApi.newPhoneNumber();
    await native.loginAs(account);
    await page.goto('/app/member/apply?planId=1');
    await page.getByRole('radio', { name: '支付宝' }).check();
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    native.setPaymentSheet(paymentSheetFails('支付宝账户异常'));
    await page.getByRole('button', { name: '立即支付' }).click();
    await new Toast(page).expectShown('支付宝账户异常');
    const result = page.getByRole('region', { name: '订单状态' });
    await expect(result.getByRole('heading', { name: '支付失败' })).toBeVisible();

    native.setPaymentSheet(paymentSheetPays());
    await page.getByRole('radio', { name: '支付宝' }).check();
    await page.getByRole('button', { name: '重新支付' }).click();
    await expect(result.getByRole('heading', { name: '支付成功' })).toBeVisible();
    expect(native.payments.map((p) => [p.kind, p.outcome, p.amountCents])).toEqual([
      ['alipay', 'fail', 3800],
      ['alipay', 'pay', 3800],
    ]);
  });

  test('iOS: a failed Apple purchase (next-payment control) charges nothing; the next one goes through', async ({
    page,
    phone,
    mockApi,
  }) => {
    test.skip(
      phone.bridge?.device.platform !== 'ios',
      'Apple in-app purchase exists in the iOS app only',
    );
    const native = phone.bridge!;
    const { phone: account } = await mockApi.newPhoneNumber();
    await native.loginAs(account);
    await page.goto('/app/v2/member/ios/apply');
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await mockApi.nextPayment({
      body: { outcome: 'fail', msg: '无法连接到 App Store', phone: account },
    });
    const buy = page.getByRole('button', { name: '立即购买 ¥38.00' });
    await buy.click();
    await new Toast(page).expectShown('无法连接到 App Store');
    await expect(buy).toBeEnabled();
    await buy.click();
    await expect(
      page.getByRole('region', { name: '订单状态' }).getByRole('heading', { name: '支付成功' }),
    ).toBeVisible();
    expect(native.payments.map((p) => [p.kind, p.outcome, p.override])).toEqual([
      ['iap', 'fail', 'fail'],
      ['iap', 'pay', null],
    ]);
  });
});
