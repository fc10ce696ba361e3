import { orderListEndpoint } from '../../renderer/src/contracts/api/order';
import { expect, test } from './support/fixtures';
import { seriousViolations, signInOnOverlay } from './support/member-session';

test.describe('直通车', () => {
  test('asks for the question, prices an urgent phone consultation on the server and pays it once', async ({
    page,
    mockApi,
  }) => {
    await page.goto('/app/throughtrain');
    await expect(page.getByRole('form', { name: '直通车咨询' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '登录后咨询' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请填写咨询的涉税问题' })).toBeVisible();
    await expect(page.getByLabel('涉税问题')).toBeFocused();

    await page.getByRole('radio', { name: /电话咨询 ¥299.00/ }).check();
    await page.getByLabel('涉税问题').fill('股权转让个税如何核定？');
    await page.getByRole('checkbox', { name: /加急/ }).check();
    await page.getByRole('button', { name: '登录后咨询' }).click();
    const user = await signInOnOverlay(page, mockApi, (await mockApi.newPhoneNumber()).phone);

    const summary = page.getByRole('region', { name: '价格明细' });
    await expect(summary.getByText('¥349.00').first()).toBeVisible();
    await expect(page.getByLabel('涉税问题')).toHaveValue('股权转让个税如何核定？');
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await page.getByRole('button', { name: '支付并提交' }).dblclick();

    await expect(page.getByRole('heading', { name: '微信支付收银台（模拟）' })).toBeVisible();
    await page.getByRole('button', { name: '确认支付 ¥349.00' }).dblclick();
    await expect(
      page.getByRole('region', { name: '订单状态' }).getByRole('heading', { name: '支付成功' }),
    ).toBeVisible();
    expect((await user.call(orderListEndpoint, { query: { size: 50 } })).list).toEqual([
      expect.objectContaining({ orderType: 4, status: 1, payCents: 34900 }),
    ]);
  });
});
