import { API_URL as API, expect, test } from './support/fixtures';
import { LoginOverlay } from './support/login-overlay';
import { pageToken, seriousViolations } from './support/member-session';

test.describe('领取福利', () => {
  test('claims a benefit once: the button turns 已领取 and the server refuses a second claim', async ({
    page,
    request,
    phoneNumber,
  }) => {
    await page.goto('/app/member/welfare/h5');
    const benefit = page.getByRole('listitem', { name: '新人课程通用券' });
    await expect(
      page
        .getByRole('listitem', { name: '汇算清缴季课程礼包' })
        .getByRole('button', { name: '已结束' }),
    ).toBeDisabled();
    await expect(
      page
        .getByRole('listitem', { name: '年终答谢积分礼包' })
        .getByRole('button', { name: '未开始' }),
    ).toBeDisabled();
    await expect(
      page
        .getByRole('listitem', { name: '限量免费咨询券' })
        .getByRole('button', { name: '已领完' }),
    ).toBeDisabled();
    await expect(
      page
        .getByRole('listitem', { name: '每月免费咨询券' })
        .getByRole('button', { name: '仅会员可领' }),
    ).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    await benefit.getByRole('button', { name: '立即领取' }).click();
    await new LoginOverlay(page).signIn(request, phoneNumber(21));
    await expect(page.getByText('已领取「新人课程通用券」，可在我的优惠券中查看')).toBeVisible();
    await expect(benefit.getByRole('button', { name: '已领取' })).toBeDisabled();

    const again = await request.post(`${API}/member/welfare/claim/4`, {
      headers: { token: await pageToken(page) },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { msg: string }).msg).toBe('您已领取过该福利');
    await page.goto('/app/member/welfare');
    await expect(
      page
        .getByRole('listitem', { name: '新人课程通用券' })
        .getByRole('button', { name: '已领取' }),
    ).toBeDisabled();
  });
});
