import { memberWelfareClaimEndpoint } from '../../renderer/src/contracts/api/member';
import { expect, test } from './support/fixtures';
import { seriousViolations, signInOnOverlay } from './support/member-session';

test.describe('领取福利', () => {
  test('claims a benefit once: the button turns 已领取 and the server refuses a second claim', async ({
    page,
    mockApi,
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
    const user = await signInOnOverlay(page, mockApi, (await mockApi.newPhoneNumber()).phone);
    await expect(page.getByText('已领取「新人课程通用券」，可在我的优惠券中查看')).toBeVisible();
    await expect(benefit.getByRole('button', { name: '已领取' })).toBeDisabled();

    await expect(
      user.call(memberWelfareClaimEndpoint, { params: { id: 4 } }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/：您已领取过该福利$/) });
    await page.goto('/app/member/welfare');
    await expect(
      page
        .getByRole('listitem', { name: '新人课程通用券' })
        .getByRole('button', { name: '已领取' }),
    ).toBeDisabled();
  });
});
