import { orderListEndpoint, v3OrderCreateEndpoint } from '../../renderer/src/contracts/api/order';
import type { AppSession } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { seriousViolations, signInOnOverlay } from './support/member-session';
import { Toast } from './support/toast';

const orders = async (user: AppSession) =>
  (await user.call(orderListEndpoint, { query: { size: 50 } })).list;

test.describe('付费活动报名', () => {
  test('pays the sign-up fee once at the cashier for a double tap and shows the sign-up with its check-in code', async ({
    page,
    mockApi,
  }) => {
    const { phone } = await mockApi.newPhoneNumber();
    await page.goto('/app/activity/2');
    await expect(
      page.getByRole('heading', { level: 1, name: '金税四期企业税务风险自查训练营' }),
    ).toBeVisible();
    await expect(page.getByText('本活动报名费 ¥99.00，支付成功后即报名成功')).toBeVisible();

    // The form is checked before anything else; then a visitor logs in, keeping what was typed.
    await page.getByRole('button', { name: '登录后报名' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请填写姓名' })).toBeVisible();
    await page.getByLabel('姓名').fill('赵敏');
    await page.getByLabel('手机号').fill(phone);
    await page.getByRole('button', { name: '登录后报名' }).click();
    const user = await signInOnOverlay(page, mockApi, phone);

    const summary = page.getByRole('region', { name: '价格明细' });
    await expect(summary.getByText('¥99.00').first()).toBeVisible();
    await expect(page.getByLabel('姓名')).toHaveValue('赵敏');
    expect(await seriousViolations(page)).toEqual([]);

    const pay = page.getByRole('button', { name: '支付并报名' });
    await pay.click();
    await new Toast(page).expectShown('请先阅读并同意《用户协议》');
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await pay.dblclick();

    await expect(page.getByRole('heading', { name: '微信支付收银台（模拟）' })).toBeVisible();
    await expect(page.getByLabel('支付金额')).toHaveText('¥99.00');
    await page.getByRole('button', { name: '确认支付 ¥99.00' }).dblclick();

    const result = page.getByRole('region', { name: '订单状态' });
    await expect(result.getByRole('heading', { name: '支付成功' })).toBeVisible();
    expect(await orders(user)).toEqual([
      expect.objectContaining({ orderType: 6, status: 1, payCents: 9900 }),
    ]);

    await page.getByRole('link', { name: '查看我的报名' }).click();
    const mine = page.getByRole('region', { name: '我的报名' });
    await expect(mine.getByText(/^\d{6}$/)).toBeVisible();
    await expect(mine.getByText('赵敏')).toBeVisible();
    await expect(page.getByRole('button', { name: '支付并报名' })).toHaveCount(0);

    // Paying again is refused by the server: no second order, no second charge.
    await expect(
      user.call(v3OrderCreateEndpoint, {
        body: { orderType: 6, goodsId: 2, signup: { name: '赵敏', phone } },
      }),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/：您已报名该活动，无需重复支付$/),
    });
    expect(await orders(user)).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
