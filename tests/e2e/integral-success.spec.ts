import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect, test } from './support/fixtures';

/**
 * /integral/success opened again for an order that has moved on (from history or a bookmark): its
 * line about delivery follows the order's state, not the moment of the exchange. Phone slots 2451–2452.
 */

/** Signs the account in as the native app would, and hands its token to the page's session. */
async function logIn(page: Page, request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.post(`${API_URL}/__sim/native-session`, { data: { phone } });
  const { data } = (await res.json()) as { data: { token: string } };
  await page.addInitScript((token) => sessionStorage.setItem('token', token), data.token);
  return data.token;
}

/** A physical good exchanged through the API: the order's id. */
async function exchange(request: APIRequestContext, token: string, phone: string): Promise<number> {
  expect(
    (
      await request.post(`${API_URL}/__sim/mall/grant-points`, { data: { phone, points: 2000 } })
    ).ok(),
  ).toBe(true);
  await request.post(`${API_URL}/integral/address/save`, {
    data: {
      name: '陈静',
      phone: '13912345678',
      province: '广东省',
      city: '深圳市',
      district: '福田区',
      detail: '福华三路100号',
      clientKey: `e2e-addr-${phone}`,
    },
    headers: { token },
  });
  const res = await request.post(`${API_URL}/integral/order/submit`, {
    data: { goodsId: 2, clientKey: `e2e-success-${phone}` },
    headers: { token },
  });
  return ((await res.json()) as { data: { id: number } }).data.id;
}

const result = (page: Page) => page.getByRole('region', { name: '兑换结果' });

test.describe('兑换成功页：发货说明随订单状态', () => {
  test('a waiting order says it will be shipped; once shipped and received, it says the order is done', async ({
    page,
    request,
    phoneNumber,
  }) => {
    const phone = phoneNumber(2451);
    const token = await logIn(page, request, phone);
    const orderId = await exchange(request, token, phone);

    await page.goto(`/app/integral/success?id=${orderId}`);
    await expect(result(page)).toContainText('我们将尽快为您发货，可在兑换记录中查看物流');

    await request.post(`${API_URL}/__sim/mall/ship`, {
      data: { orderId, company: '中通快递', trackingNo: 'ZT7312345678', events: [] },
    });
    await page.reload();
    await expect(result(page)).toContainText('商品已发货，请注意查收');
    await expect(result(page)).not.toContainText('尽快为您发货');

    expect(
      (
        await request.post(`${API_URL}/integral/exchange/confirm/${orderId}`, {
          headers: { token },
        })
      ).ok(),
    ).toBe(true);
    await page.reload();
    await expect(result(page)).toContainText('订单已完成，您已确认收货');
    await expect(result(page)).not.toContainText('尽快为您发货');
  });

  test('a closed order says so, with its points returned', async ({
    page,
    request,
    phoneNumber,
  }) => {
    const phone = phoneNumber(2452);
    const token = await logIn(page, request, phone);
    const orderId = await exchange(request, token, phone);
    await request.post(`${API_URL}/__sim/mall/close`, { data: { orderId, reason: '商品缺货' } });

    await page.goto(`/app/integral/success?id=${orderId}`);
    await expect(result(page)).toContainText('订单已关闭（商品缺货），积分已退回');
    await expect(result(page)).not.toContainText('尽快为您发货');
  });
});
