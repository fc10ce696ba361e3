import { expect, test } from './support/fixtures';
import { seriousViolations, signInOnOverlay } from './support/member-session';

test.describe('开通会员: a new user’s way to a membership coupon', () => {
  test('no coupon fits, the page offers 新人会员立减券; claiming it applies it to the order at once', async ({
    page,
    mockApi,
  }) => {
    await page.goto('/app/member/apply?planId=1');
    await page.getByRole('button', { name: '登录后支付' }).click();
    await signInOnOverlay(page, mockApi, (await mockApi.newPhoneNumber()).phone);

    const coupons = page.getByRole('region', { name: '优惠券' });
    await expect(coupons.getByRole('button', { name: /暂无可用优惠券/ })).toBeVisible();
    await expect(coupons.getByText('可领「新人会员立减券」')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await coupons.getByRole('button', { name: '领取并使用' }).click();
    await expect(page.getByText('已领取「新人会员立减券」，可在我的优惠券中查看')).toBeVisible();
    await expect(coupons.getByRole('button', { name: /-¥10\.00/ })).toBeVisible();
    await expect(coupons.getByText('可领「新人会员立减券」')).toBeHidden();
    const summary = page.getByRole('region', { name: '价格明细' });
    await expect(summary.getByText('¥28.00')).toBeVisible();

    // Claimed once: the benefits page says so, and the offer does not come back.
    await page.goto('/app/member/welfare');
    const benefit = page.getByRole('listitem', { name: '新人会员立减券' });
    await expect(benefit.getByRole('button', { name: '已领取' })).toBeDisabled();
  });
});
