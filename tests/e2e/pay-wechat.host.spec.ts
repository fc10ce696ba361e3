import { paymentSheetCancels, paymentSheetPays } from '../../simulator/bridge';
import { expect, test } from './support/fixtures';
import { LoginOverlay } from './support/login-overlay';
import { seriousViolations } from './support/member-session';
import { Toast } from './support/toast';

// WeChat's in-app browser (docs/product.md「订单与支付」): the simulator's WeChat profiles put
// MicroMessenger in the UA and WeixinJSBridge in the page; WeChat Pay goes through JSAPI on the
// simulated payment sheet, Alipay (which cannot run inside WeChat) shows the 在浏览器中打开 guide.
for (const device of ['iphone-15-wechat', 'xiaomi-14-wechat'] as const) {
  test(`${device}: Alipay shows the 在浏览器中打开 guide; WeChat Pay cancelled, then paid through JSAPI`, async ({
    phones,
    mockApi,
  }) => {
    const phone = await phones({ device, mode: 'browser', startUrl: '/app/member/apply?planId=1' });
    const { page } = phone;
    const wechat = phone.wechat!;
    expect(await page.evaluate(() => navigator.userAgent)).toContain('MicroMessenger/');
    await page.getByRole('button', { name: '登录后支付' }).click();
    await new LoginOverlay(page).signInWith(mockApi, (await mockApi.newPhoneNumber()).phone);
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();

    await page.getByRole('radio', { name: '支付宝' }).check();
    await page.getByRole('button', { name: '立即支付' }).click();
    const guide = page.getByRole('dialog', { name: '请在浏览器中打开' });
    await expect(guide.getByText('选择「在浏览器中打开」')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await guide.getByRole('button', { name: '我知道了' }).click();
    await expect(guide).toHaveCount(0);
    expect(wechat.payments).toEqual([]);

    wechat.setPaymentSheet(paymentSheetCancels());
    await page.getByRole('radio', { name: '微信支付' }).check();
    await page.getByRole('button', { name: '立即支付' }).click();
    await new Toast(page).expectShown('支付已取消');
    const result = page.getByRole('region', { name: '订单状态' });
    await expect(result.getByRole('heading', { name: '支付已取消' })).toBeVisible();

    wechat.setPaymentSheet(paymentSheetPays());
    await page.getByRole('button', { name: '重新支付' }).click();
    await expect(result.getByRole('heading', { name: '支付成功' })).toBeVisible();
    expect(wechat.payments.map((p) => [p.kind, p.outcome, p.amountCents])).toEqual([
      ['wechat-jsapi', 'cancel', 3800],
      ['wechat-jsapi', 'pay', 3800],
    ]);
    await page.getByRole('link', { name: '查看会员中心' }).click();
    await expect(page.getByRole('region', { name: '会员状态' }).getByText('会员中')).toBeVisible();
  });
}
