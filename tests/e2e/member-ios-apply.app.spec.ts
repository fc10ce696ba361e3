import { memberCenterEndpoint } from '../../renderer/src/contracts/api/member';
import { buyThroughAppleOnceIn } from './support/apple-purchase';
import { expect, test } from './support/fixtures';
import { Toast } from './support/toast';

// /v2/member/ios/apply in the app's web view: Apple in-app purchase on iOS (App Store rule 3.1.1),
// an explanation and the ordinary purchase page on Android.
test.describe('开通会员 through Apple in-app purchase', () => {
  test.use({ account: 'new' });

  test('iOS buys through Apple once for a double tap, a cancelled sheet charges nothing, 恢复购买 credits a lost purchase', async ({
    page,
    phone,
    mockApi,
  }, testInfo) => {
    test.skip(
      phone.bridge?.device.platform !== 'ios',
      'Apple in-app purchase exists in the iOS app only',
    );
    const native = phone.bridge!;
    const toast = new Toast(page);
    await page.goto('/app/v2/member/ios/apply');
    await expect(page.getByRole('radio', { name: /个人会员·月卡/ })).toBeChecked();
    // No coupons, no other channel, no link to one.
    await expect(page.getByText('微信支付')).toHaveCount(0);
    await expect(page.getByRole('region', { name: '优惠券' })).toHaveCount(0);
    await expect(page.locator('a[href*="/member/apply"]')).toHaveCount(0);

    const buy = page.getByRole('button', { name: '立即购买 ¥38.00' });
    await buyThroughAppleOnceIn(page, native, {
      buy,
      consent: page.getByRole('checkbox', { name: '我已阅读并同意' }),
      agreementMessage: '请先阅读并同意《会员服务协议》',
    });
    await page.getByRole('link', { name: '查看会员中心' }).click();
    await expect(page.getByRole('region', { name: '会员状态' }).getByText('会员中')).toBeVisible();

    // Apple charged, but the receipt never reached the server: 恢复购买 credits it, once.
    await page.goto('/app/v2/member/ios/apply');
    await page.getByRole('radio', { name: /个人会员·季卡/ }).check();
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await mockApi.fail({
      body: { pattern: '/iap/verify', times: 1, status: 503, msg: '服务暂不可用' },
    });
    await page.getByRole('button', { name: '立即购买 ¥98.00' }).click();
    await toast.expectShown('服务暂不可用');
    await page.getByRole('button', { name: '恢复购买' }).click();
    await toast.expectShown('已恢复1笔购买');
    await page.getByRole('button', { name: '恢复购买' }).click();
    await toast.expectShown('没有可恢复的购买');
    const center = await (await mockApi.signIn(phone.account!)).call(memberCenterEndpoint);
    expect(center.daysLeft).toBe(31 + 92);
    expect(testInfo.project.name).toBe('ios-app');
  });

  test('Android explains that Apple purchase is iOS only and links to the ordinary purchase page', async ({
    page,
    phone,
  }) => {
    test.skip(
      phone.bridge?.device.platform !== 'android',
      'the explanation is for other environments',
    );
    await page.goto('/app/v2/member/ios/apply');
    await expect(page.getByRole('heading', { name: '请在 iOS App 中使用' })).toBeVisible();
    await page.getByRole('link', { name: '前往开通会员' }).click();
    await expect(page).toHaveURL(/\/app\/member\/apply$/);
    await expect(page.getByRole('radio', { name: /个人会员·月卡/ })).toBeVisible();
  });
});
