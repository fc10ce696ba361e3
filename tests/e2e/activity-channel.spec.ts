import { channelCoinClaimEndpoint } from '../../renderer/src/contracts/api/channel';
import { expect, test } from './support/fixtures';
import { LoginOverlay } from './support/login-overlay';
import { seriousViolations } from './support/member-session';
import { Toast } from './support/toast';

test.describe('渠道新人金币', () => {
  test('claims the channel’s coins after logging in, shows the server’s record, and offers no second claim', async ({
    page,
    mockApi,
  }) => {
    await page.goto('/app/channel/coin?channel=expo');
    // The mock seeds this channel as ended 330 days before today (Beijing time).
    const ended = new Date(Date.now() + 8 * 3_600_000 - 330 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await expect(
      page.getByRole('status').filter({ hasText: `本活动已于 ${ended} 结束` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '立即领取' })).toHaveCount(0);

    await page.goto('/app/channel/coin?channel=wechat-mp');
    await expect(page.getByRole('region', { name: '新人金币' })).toContainText('200 金币');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '立即领取' }).click();
    await new LoginOverlay(page).signInWith(mockApi, (await mockApi.newPhoneNumber()).phone);
    await expect(page).toHaveURL(/\/app\/channel\/success$/);
    const result = page.getByRole('region', { name: '领取结果' });
    await expect(result.getByText('+200 金币')).toBeVisible();
    await expect(result.getByText(/^来自 税务通微信公众号 · /)).toBeVisible();
    await expect(page.getByText('当前金币：200')).toBeVisible();
    // The login toast fades out over the page: axe would read its half-transparent text.
    await expect(new Toast(page).message('登录成功')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/app/channel/coin');
    await expect(page.getByRole('status').filter({ hasText: '您已领取过新人金币' })).toBeVisible();
    await expect(page.getByRole('button', { name: '立即领取' })).toHaveCount(0);
  });

  test('refuses a claim made meanwhile elsewhere with the server’s message', async ({
    page,
    mockApi,
  }) => {
    await page.goto('/app/home');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const user = await mockApi.newUser();
    await new LoginOverlay(page).signInWith(mockApi, user.phone);
    await page.goto('/app/channel/coin');
    await expect(page.getByText('我的金币：0')).toBeVisible();
    await expect(
      user.call(channelCoinClaimEndpoint, { body: { channel: 'official' } }),
    ).resolves.toBeTruthy();
    await page.getByRole('button', { name: '立即领取' }).click();
    await new Toast(page).expectShown('您已领取过新人金币');
    await expect(page.getByText('我的金币：100')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/channel\/coin$/);
  });
});
