import { consultCouponClaimEndpoint } from '../../renderer/src/contracts/api/consult';
import { expect, test } from './support/fixtures';
import { LoginOverlay } from './support/login-overlay';
import { seriousViolations } from './support/member-session';
import { Toast } from './support/toast';

test.describe('免费咨询券', () => {
  test('claims the coupon after logging in, then shows the user’s coupon instead of the button', async ({
    page,
    mockApi,
  }) => {
    await page.goto('/app/consult');
    await expect(page.getByRole('region', { name: '免费咨询券' })).toContainText('¥99.00');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '立即领取' }).click();
    await new LoginOverlay(page).signInWith(mockApi, (await mockApi.newPhoneNumber()).phone);
    const mine = page.getByRole('region', { name: '我的免费咨询券' });
    await expect(mine.getByText('已领取 · 未使用')).toBeVisible();
    await expect(mine.getByText(/^券码：C[0-9A-F]{12}$/)).toBeVisible();
    await expect(page.getByRole('button', { name: '立即领取' })).toHaveCount(0);
    // The success toast fades out over the page: axe would read its half-transparent text.
    await expect(new Toast(page).message('领取成功')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await expect(mine.getByText('已领取 · 未使用')).toBeVisible();
  });

  test('refuses a second claim (made meanwhile on another device) with the server’s message and shows the coupon held', async ({
    page,
    mockApi,
  }) => {
    await page.goto('/app/home');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const user = await mockApi.newUser();
    await new LoginOverlay(page).signInWith(mockApi, user.phone);
    await page.goto('/app/consult');
    await expect(page.getByRole('button', { name: '立即领取' })).toBeEnabled();
    // The same account claims it elsewhere while this page still offers it.
    await expect(user.call(consultCouponClaimEndpoint)).resolves.toBeTruthy();

    const refusal = page.waitForResponse((r) => r.url().endsWith('/consult/coupon/claim'));
    await page.getByRole('button', { name: '立即领取' }).click();
    expect(await (await refusal).json()).toMatchObject({ code: 409, data: null });
    await new Toast(page).expectShown('您已领取过免费咨询券，可在「我的优惠券」中查看');
    await expect(
      page.getByRole('region', { name: '我的免费咨询券' }).getByText('已领取 · 未使用'),
    ).toBeVisible();
  });
});
