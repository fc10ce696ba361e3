import { coinPackagesEndpoint } from '../../renderer/src/contracts/api/channel';
import { livePlaybackListEndpoint } from '../../renderer/src/contracts/api/live';
import { orderListEndpoint } from '../../renderer/src/contracts/api/order';
import type { AppSession } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { seriousViolations, signInOnOverlay } from './support/member-session';
import { Toast } from './support/toast';

async function secondSeries(user: AppSession): Promise<{ id: number }> {
  const series = (await user.call(livePlaybackListEndpoint, { body: { size: 50, type: 2 } }))
    .list[1];
  if (!series) throw new Error('no series seeded');
  return series;
}

const coinOrders = async (user: AppSession) =>
  (await user.call(orderListEndpoint, { query: { size: 50 } })).list.filter(
    (o) => o.orderType === 7,
  );

test.describe('金币', () => {
  test('buys a coin package through the cashier, then unlocks a paid series with coins', async ({
    page,
    mockApi,
  }) => {
    await page.goto('/app/channel/coin');
    const topUp = page.getByRole('region', { name: '金币充值' });
    await topUp.getByRole('button', { name: '登录后充值' }).click();
    const user = await signInOnOverlay(page, mockApi, (await mockApi.newPhoneNumber()).phone);
    await expect(topUp.getByText('当前金币：0')).toBeVisible();

    await topUp.getByRole('radio', { name: '1280 金币 送 160 · ¥128.00' }).check();
    await expect(
      topUp.getByRole('region', { name: '价格明细' }).getByText('¥128.00').first(),
    ).toBeVisible();
    await topUp.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    // The login toast fades out over the page: axe would weigh its half-transparent text.
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await topUp.getByRole('button', { name: '立即充值' }).dblclick();
    await expect(page.getByRole('heading', { name: '微信支付收银台（模拟）' })).toBeVisible();
    await page.getByRole('button', { name: '确认支付 ¥128.00' }).click();
    await expect(
      page.getByRole('region', { name: '订单状态' }).getByRole('heading', { name: '支付成功' }),
    ).toBeVisible();
    await page.getByRole('link', { name: '查看我的金币' }).click();
    await expect(topUp.getByText('当前金币：1440')).toBeVisible();
    expect(await coinOrders(user)).toEqual([
      expect.objectContaining({ status: 1, payCents: 12800 }),
    ]);

    // Coins unlock a paid series: the locked chapter's paywall offers 金币解锁 at the server's rate.
    const series = await secondSeries(user);
    const openPaywall = async () => {
      await page.goto(`/app/live/series/v3/detail/${series.id}`);
      await page.getByRole('list', { name: '课程目录' }).getByRole('button').nth(1).click();
      return page.getByRole('region', { name: '购买课程' });
    };
    let paywall = await openPaywall();
    const unlock = paywall.getByRole('button', { name: /^金币解锁 \d+ 金币$/ });
    const cost = Number(/(\d+) 金币$/.exec((await unlock.textContent()) ?? '')?.[1]);
    expect(cost).toBeGreaterThan(1440);
    // Not enough: the server says how many are missing, and nothing is spent.
    await unlock.click();
    await new Toast(page).expectShown(`金币不足，还差 ${cost - 1440} 金币，请先充值`);
    await paywall.getByRole('link', { name: '充值金币' }).click();
    await topUp.getByRole('radio', { name: '680 金币 送 60 · ¥68.00' }).check();
    await topUp.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await expect(topUp.getByRole('button', { name: '立即充值' })).toBeEnabled();
    await topUp.getByRole('button', { name: '立即充值' }).click();
    await page.getByRole('button', { name: '确认支付 ¥68.00' }).click();
    await expect(
      page.getByRole('region', { name: '订单状态' }).getByRole('heading', { name: '支付成功' }),
    ).toBeVisible();

    paywall = await openPaywall();
    await paywall.getByRole('button', { name: `金币解锁 ${cost} 金币` }).dblclick();
    await new Toast(page).expectShown(`解锁成功，剩余 ${2180 - cost} 金币`);
    await expect(paywall).toHaveCount(0);
    expect((await user.call(coinPackagesEndpoint)).balance).toBe(2180 - cost);
  });
});
