import type { Page } from '@playwright/test';
import {
  memberCenterEndpoint,
  memberCouponReceiveEndpoint,
  memberCouponsEndpoint,
} from '../../renderer/src/contracts/api/member';
import { orderListEndpoint } from '../../renderer/src/contracts/api/order';
import type { AppSession, MockApi } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { seriousViolations, signInOnOverlay } from './support/member-session';
import { Toast } from './support/toast';

/** Receives one coupon of template `id` for `user` (as 领取福利 would) and returns its code. */
async function receiveCoupon(user: AppSession, id: number, title: string): Promise<string> {
  await user.call(memberCouponReceiveEndpoint, { params: { id } });
  const mine = await user.call(memberCouponsEndpoint, { query: { status: 0 } });
  const code = mine.find((c) => c.title === title)?.code;
  if (!code) throw new Error(`no ${title} received`);
  return code;
}

/** Opens /member/apply and signs a new user in from its pay button, as a visitor meets it. */
async function signInOnApply(page: Page, mockApi: MockApi, query = ''): Promise<AppSession> {
  await page.goto(`/app/member/apply${query}`);
  await page.getByRole('button', { name: '登录后支付' }).click();
  return signInOnOverlay(page, mockApi, (await mockApi.newPhoneNumber()).phone);
}

const orders = async (user: AppSession) =>
  (await user.call(orderListEndpoint, { query: { size: 50 } })).list;

test.describe('开通会员: the purchase flow', () => {
  test('buys the month plan with a coupon at the cashier, paying once for a double tap, and is 会员中', async ({
    page,
    mockApi,
  }) => {
    const user = await signInOnApply(page, mockApi);
    await receiveCoupon(user, 1, '新人会员立减券');
    await page.reload();

    await page.getByRole('radio', { name: /个人会员·月卡/ }).check();
    const coupons = page.getByRole('region', { name: '优惠券' });
    await coupons.getByRole('button', { name: /1 张可用/ }).click();
    await coupons.getByRole('radio', { name: '新人会员立减券（满30.00减10.00）' }).check();
    const summary = page.getByRole('region', { name: '价格明细' });
    await expect(summary.getByText('-¥10.00')).toBeVisible();
    await expect(summary.getByText('¥28.00')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const pay = page.getByRole('button', { name: '立即支付' });
    await pay.click();
    await new Toast(page).expectShown('请先阅读并同意《会员服务协议》');
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await pay.dblclick();

    // The simulated WeChat H5 cashier, served by the mock backend.
    await expect(page.getByRole('heading', { name: '微信支付收银台（模拟）' })).toBeVisible();
    await expect(page.getByLabel('支付金额')).toHaveText('¥28.00');
    await page.getByRole('button', { name: '确认支付 ¥28.00' }).dblclick();

    const result = page.getByRole('region', { name: '订单状态' });
    await expect(result.getByRole('heading', { name: '支付成功' })).toBeVisible();
    expect(await orders(user)).toEqual([expect.objectContaining({ status: 1, payCents: 2800 })]);
    await page.getByRole('link', { name: '查看会员中心' }).click();
    const status = page.getByRole('region', { name: '会员状态' });
    await expect(status.getByText('会员中')).toBeVisible();
    const center = await user.call(memberCenterEndpoint);
    expect(center.daysLeft).toBe(31);
  });

  test('an unusable coupon gives the server message; another plan takes it', async ({
    page,
    mockApi,
  }) => {
    const user = await signInOnApply(page, mockApi);
    const code = await receiveCoupon(user, 2, '课程通用券');
    await page.goto(`/app/member/apply?planId=1&coupon=${code}`);
    await expect(
      page.getByRole('alert').filter({ hasText: '订单未满99.00元，不可使用该优惠券' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '立即支付' })).toBeDisabled();

    await page.getByRole('radio', { name: /个人会员·年卡/ }).check();
    const summary = page.getByRole('region', { name: '价格明细' });
    await expect(summary.getByText('-¥20.00')).toBeVisible();
    await expect(summary.getByText('¥278.00')).toBeVisible();
  });

  test('a payment called off, then a failed one, offer 重新支付; cancelling the order returns the coupon', async ({
    page,
    mockApi,
  }) => {
    const user = await signInOnApply(page, mockApi, '?planId=2');
    const code = await receiveCoupon(user, 1, '新人会员立减券');
    await page.goto(`/app/member/apply?planId=2&coupon=${code}`);
    await expect(page.getByRole('region', { name: '价格明细' }).getByText('¥88.00')).toBeVisible();
    await page.getByRole('radio', { name: '支付宝' }).check();
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await page.getByRole('button', { name: '立即支付' }).click();

    await expect(page.getByRole('heading', { name: '支付宝收银台（模拟）' })).toBeVisible();
    await page.getByRole('button', { name: '取消支付' }).click();
    const result = page.getByRole('region', { name: '订单状态' });
    await expect(result.getByRole('heading', { name: '支付已取消' })).toBeVisible();
    await page.getByRole('radio', { name: '支付宝' }).check();
    await page.getByRole('button', { name: '重新支付' }).click();
    await expect(page.getByRole('heading', { name: '支付宝收银台（模拟）' })).toBeVisible();
    await page.getByRole('button', { name: '模拟支付失败（测试用）' }).click();
    await expect(result.getByRole('heading', { name: '支付失败' })).toBeVisible();
    await expect(result.getByText('支付失败，请稍后重试')).toBeVisible();
    await expect(page.getByRole('button', { name: '重新支付' })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '取消订单' }).click();
    await expect(result.getByRole('heading', { name: '已取消' })).toBeVisible();
    await expect(result.getByText('订单已取消，使用的优惠券已退回')).toBeVisible();

    await page.goto('/app/member/center');
    await page
      .getByRole('navigation', { name: '会员服务' })
      .getByRole('link', { name: /我的优惠券/ })
      .click();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: '新人会员立减券' })
        .getByRole('link', { name: '去使用新人会员立减券' }),
    ).toBeVisible();
    await page.goto('/app/member/orders');
    await page.getByRole('tab', { name: '已取消' }).click();
    await expect(
      page.getByRole('list', { name: '订单列表' }).getByRole('link', { name: /个人会员·季卡/ }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('/v2/member/ios/apply in a phone browser explains Apple purchase and links to /member/apply', async ({
  page,
}) => {
  await page.goto('/app/v2/member/ios/apply');
  await expect(page.getByRole('heading', { name: '请在 iOS App 中使用' })).toBeVisible();
  await expect(page.getByRole('link', { name: '前往开通会员' })).toHaveAttribute(
    'href',
    '/app/member/apply',
  );
});

test('标准版企业体验月卡 shows what it holds, 未领取, and leads to the free claim or the purchase', async ({
  page,
}) => {
  await page.goto('/app/member/month');
  const card = page.getByRole('region', { name: '月卡状态' });
  await expect(card.getByText('未领取')).toBeVisible();
  await expect(page.getByRole('region', { name: '月卡包含' }).getByText('专属顾问')).toBeVisible();
  await expect(page.getByRole('link', { name: '免费领取' })).toHaveAttribute(
    'href',
    '/app/firm/apply',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: '购买 ¥99.00' }).click();
  await expect(page.getByRole('radio', { name: /标准企业体验月卡/ })).toBeChecked();
});
