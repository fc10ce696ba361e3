import { paymentSheetCancels, paymentSheetFails, paymentSheetPays } from '../../simulator/bridge';
import { API_URL as API, expect, test } from './support/fixtures';
import { pageToken, seriousViolations } from './support/member-session';
import { Toast } from './support/toast';

// Native payment in the app's web view (docs/product.md「订单与支付」): the Android app pays
// through the bridge's `pay` (WeChat Pay / Alipay SDK) on the simulator's native payment sheet;
// QA's next-payment control makes a payment fail on either platform (iOS: Apple's in-app purchase).
test.describe('native payment sheets in the app', () => {
  test('Android: a cancelled sheet, then a failed payment, then 重新支付 pays through the WeChat Pay SDK', async ({
    page,
    nativeApp,
    request,
    phoneNumber,
  }) => {
    test.skip(
      nativeApp?.session.device.platform !== 'android',
      'the bridge `pay` runs in the Android app',
    );
    const native = nativeApp!;
    await native.session.loginAs(phoneNumber(1651));
    const toast = new Toast(page);
    await page.goto('/app/member/apply?planId=2');
    await expect(
      page.getByRole('region', { name: '价格明细' }).getByText('¥98.00').first(),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();

    native.session.setPaymentSheet(paymentSheetCancels());
    await page.getByRole('button', { name: '立即支付' }).dblclick();
    await toast.expectShown('支付已取消');
    const result = page.getByRole('region', { name: '订单状态' });
    await expect(result.getByRole('heading', { name: '支付已取消' })).toBeVisible();

    // The next payment of this account fails, whatever the user does on the sheet.
    await request.post(`${API}/__sim/payment/next`, {
      data: { outcome: 'fail', msg: '银行卡余额不足', phone: phoneNumber(1651) },
    });
    native.session.setPaymentSheet(paymentSheetPays());
    await page.getByRole('button', { name: '重新支付' }).click();
    await toast.expectShown('银行卡余额不足');
    await expect(result.getByRole('heading', { name: '支付失败' })).toBeVisible();
    await expect(result.getByText('银行卡余额不足')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '重新支付' }).click();
    await expect(result.getByRole('heading', { name: '支付成功' })).toBeVisible();
    expect(native.session.payments.map((p) => [p.kind, p.outcome, p.override])).toEqual([
      ['wechat', 'cancel', null],
      ['wechat', 'fail', 'fail'],
      ['wechat', 'pay', null],
    ]);
    // One order, charged once, through the app's WeChat Pay.
    const orders = (await (
      await request.get(`${API}/order/list?size=50`, { headers: { token: await pageToken(page) } })
    ).json()) as { data: { list: { status: number; payChannel: string | null }[] } };
    expect(orders.data.list).toEqual([
      expect.objectContaining({ status: 1, payChannel: 'wechat' }),
    ]);
  });

  test('Android: Alipay through its SDK, and a failed sheet says why', async ({
    page,
    nativeApp,
    phoneNumber,
  }) => {
    test.skip(
      nativeApp?.session.device.platform !== 'android',
      'the bridge `pay` runs in the Android app',
    );
    const native = nativeApp!;
    await native.session.loginAs(phoneNumber(1652));
    await page.goto('/app/member/apply?planId=1');
    await page.getByRole('radio', { name: '支付宝' }).check();
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    native.session.setPaymentSheet(paymentSheetFails('支付宝账户异常'));
    await page.getByRole('button', { name: '立即支付' }).click();
    await new Toast(page).expectShown('支付宝账户异常');
    const result = page.getByRole('region', { name: '订单状态' });
    await expect(result.getByRole('heading', { name: '支付失败' })).toBeVisible();

    native.session.setPaymentSheet(paymentSheetPays());
    await page.getByRole('radio', { name: '支付宝' }).check();
    await page.getByRole('button', { name: '重新支付' }).click();
    await expect(result.getByRole('heading', { name: '支付成功' })).toBeVisible();
    expect(native.session.payments.map((p) => [p.kind, p.outcome, p.amountCents])).toEqual([
      ['alipay', 'fail', 3800],
      ['alipay', 'pay', 3800],
    ]);
  });

  test('iOS: a failed Apple purchase (next-payment control) charges nothing; the next one goes through', async ({
    page,
    nativeApp,
    request,
    phoneNumber,
  }) => {
    test.skip(
      nativeApp?.session.device.platform !== 'ios',
      'Apple in-app purchase exists in the iOS app only',
    );
    const native = nativeApp!;
    await native.session.loginAs(phoneNumber(1653));
    await page.goto('/app/v2/member/ios/apply');
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await request.post(`${API}/__sim/payment/next`, {
      data: { outcome: 'fail', msg: '无法连接到 App Store', phone: phoneNumber(1653) },
    });
    const buy = page.getByRole('button', { name: '立即购买 ¥38.00' });
    await buy.click();
    await new Toast(page).expectShown('无法连接到 App Store');
    await expect(buy).toBeEnabled();
    await buy.click();
    await expect(
      page.getByRole('region', { name: '订单状态' }).getByRole('heading', { name: '支付成功' }),
    ).toBeVisible();
    expect(native.session.payments.map((p) => [p.kind, p.outcome, p.override])).toEqual([
      ['iap', 'fail', 'fail'],
      ['iap', 'pay', null],
    ]);
  });
});
