import type { Locator, Page } from '@playwright/test';
import { orderListEndpoint } from '../../renderer/src/contracts/api/order';
import type { AppSession } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { seriousViolations, signInOnOverlay } from './support/member-session';

const orders = async (user: AppSession) =>
  (await user.call(orderListEndpoint, { query: { size: 50 } })).list;

/** The tip count shown beside 打赏 (other phones may tip the same content meanwhile: it only rises). */
async function tipCount(area: Locator): Promise<number> {
  const text = area.getByText(/次打赏$|^还没有人打赏$/);
  await expect(text).toBeVisible();
  const m = /(\d+) 次打赏/.exec((await text.textContent()) ?? '');
  return m ? Number(m[1]) : 0;
}

/** Pays at the simulated WeChat H5 cashier and comes back to the content's page. */
async function payAtCashier(page: Page, amount: string): Promise<void> {
  await expect(page.getByRole('heading', { name: '微信支付收银台（模拟）' })).toBeVisible();
  await page.getByRole('button', { name: `确认支付 ${amount}` }).click();
}

test.describe('打赏', () => {
  test('tips an article with a preset and a custom amount through the cashier; the count rises; out of bounds is refused', async ({
    page,
    mockApi,
  }) => {
    await page.goto('/app/article/detail/12');
    const area = page.getByRole('region', { name: '打赏' });
    const before = await tipCount(area);

    // Anonymous: 打赏 asks to log in first, then the sheet opens.
    await area.getByRole('button', { name: '打赏这篇文章' }).click();
    const user = await signInOnOverlay(page, mockApi, (await mockApi.newPhoneNumber()).phone);
    const sheet = page.getByRole('dialog', { name: '打赏这篇文章' });
    await expect(sheet).toBeVisible();
    // It opens on the smallest amount, priced by the server.
    await expect(sheet.getByRole('radio', { name: '¥1.88' })).toBeChecked();
    await expect(sheet.getByText('实付 ¥1.88')).toBeVisible();
    await sheet.getByRole('radio', { name: '¥8.88' }).check();
    await expect(sheet.getByText('实付 ¥8.88')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await sheet.getByRole('button', { name: '立即打赏' }).dblclick();
    await payAtCashier(page, '¥8.88');

    const thanks = page.getByRole('dialog', { name: '感谢打赏' });
    await expect(thanks.getByRole('status')).toHaveText('您打赏了 ¥8.88，作者会收到您的心意');
    expect(await seriousViolations(page)).toEqual([]);
    await thanks.getByRole('button', { name: '好的' }).click();
    await expect(thanks).toBeHidden();
    await expect.poll(() => tipCount(area)).toBeGreaterThanOrEqual(before + 1);
    expect(new URL(page.url()).search).toBe('');

    // A custom amount: out of ¥1–200 it is refused before any order, within it priced by the server.
    await area.getByRole('button', { name: '打赏这篇文章' }).click();
    await sheet.getByRole('radio', { name: '自定义' }).check();
    const amount = sheet.getByLabel('自定义金额（元）');
    await amount.fill('300');
    await expect(sheet.getByRole('alert')).toHaveText('打赏金额须在1 - 200元之间');
    await expect(sheet.getByRole('button', { name: '立即打赏' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await amount.fill('6.6');
    await expect(sheet.getByText('实付 ¥6.60')).toBeVisible();
    await sheet.getByRole('button', { name: '立即打赏' }).click();
    await payAtCashier(page, '¥6.60');
    await expect(page.getByRole('dialog', { name: '感谢打赏' }).getByRole('status')).toHaveText(
      '您打赏了 ¥6.60，作者会收到您的心意',
    );
    await page.getByRole('button', { name: '好的' }).click();
    await expect.poll(() => tipCount(area)).toBeGreaterThanOrEqual(before + 2);

    // Paid once each, whatever was tapped twice.
    const tips = (await orders(user)).filter((o) => o.orderType === 5);
    expect(tips.map((o) => [o.status, o.payCents])).toEqual([
      [1, 660],
      [1, 888],
    ]);
  });

  test('tips an expert answer: a payment called off at the cashier says 打赏未完成 and leads to the order', async ({
    page,
    mockApi,
  }) => {
    await page.goto('/app/qa/detail/1');
    const answer = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^打赏.+的回答$/ }) })
      .first();
    const name =
      (await answer.getByRole('button', { name: /^打赏.+的回答$/ }).getAttribute('aria-label')) ??
      '';
    await answer.getByRole('button', { name }).click();
    await signInOnOverlay(page, mockApi, (await mockApi.newPhoneNumber()).phone);
    const sheet = page.getByRole('dialog', { name });
    await sheet.getByRole('radio', { name: '¥1.88' }).check();
    await expect(sheet.getByText('实付 ¥1.88')).toBeVisible();
    await sheet.getByRole('button', { name: '立即打赏' }).click();
    await expect(page.getByRole('heading', { name: '微信支付收银台（模拟）' })).toBeVisible();
    await page.getByRole('button', { name: '取消支付' }).click();

    const result = page.getByRole('dialog', { name: '打赏未完成' });
    await expect(result.getByRole('status')).toHaveText('支付已取消');
    expect(await seriousViolations(page)).toEqual([]);
    await result.getByRole('link', { name: '查看订单' }).click();
    await expect(
      page.getByRole('region', { name: '订单状态' }).getByRole('heading', { name: '支付已取消' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '重新支付' })).toBeVisible();
  });

  test("uses /consult's free coupon on a 直通车 order: the server takes ¥99 off", async ({
    page,
    mockApi,
  }) => {
    await page.goto('/app/consult');
    await page.getByRole('button', { name: '立即领取' }).click();
    const user = await signInOnOverlay(page, mockApi, (await mockApi.newPhoneNumber()).phone);
    await page.getByRole('link', { name: '去使用：预约专家咨询（直通车）' }).click();

    await page.getByRole('radio', { name: /电话咨询 ¥299.00/ }).check();
    await page.getByLabel('涉税问题').fill('研发费用加计扣除如何归集？');
    const coupons = page.getByRole('region', { name: '优惠券' });
    await coupons.getByRole('button', { name: /1 张可用/ }).click();
    await coupons.getByRole('radio', { name: '免费咨询券（无门槛减99.00）' }).check();
    const summary = page.getByRole('region', { name: '价格明细' });
    await expect(summary.getByText('-¥99.00')).toBeVisible();
    await expect(summary.getByText('¥200.00')).toBeVisible();
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await page.getByRole('button', { name: '支付并提交' }).click();
    await payAtCashier(page, '¥200.00');
    await expect(
      page.getByRole('region', { name: '订单状态' }).getByRole('heading', { name: '支付成功' }),
    ).toBeVisible();
    expect(await orders(user)).toEqual([
      expect.objectContaining({ orderType: 4, status: 1, payCents: 20000, discountCents: 9900 }),
    ]);

    await page.goto('/app/consult');
    await expect(
      page.getByRole('region', { name: '我的免费咨询券' }).getByText('已领取 · 已使用'),
    ).toBeVisible();
  });
});
