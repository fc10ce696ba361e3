import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect, test } from './support/fixtures';
import { seriousViolations } from './support/member-session';
import { PagedList } from './support/paged-list';

/**
 * Frozen points (docs/product.md「积分与商城」): an exchange still open (待发货 / 待收货) holds its
 * points until it is confirmed or closed; the mall and the bill show them. And the records page
 * asks for one page on its first load. Phone slots 23xx are this spec's own.
 */

async function logIn(page: Page, request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.post(`${API_URL}/__sim/native-session`, { data: { phone } });
  const { data } = (await res.json()) as { data: { token: string } };
  await page.addInitScript((token) => sessionStorage.setItem('token', token), data.token);
  return data.token;
}

async function exchange(
  request: APIRequestContext,
  token: string,
  phone: string,
  key: string,
): Promise<number> {
  const res = await request.post(`${API_URL}/integral/order/submit`, {
    data: { goodsId: 2, clientKey: `e2e-frozen-${key}-${phone}` },
    headers: { token },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test.describe('冻结积分', () => {
  test('an open exchange’s points show as frozen on the mall and the bill until the order is closed', async ({
    page,
    request,
    phoneNumber,
  }) => {
    const phone = phoneNumber(2301);
    const token = await logIn(page, request, phone);
    expect(
      (
        await request.post(`${API_URL}/__sim/mall/grant-points`, { data: { phone, points: 1000 } })
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
      },
      headers: { token },
    });
    const orderId = await exchange(request, token, phone, 'a');

    await page.goto('/app/integral/mall');
    const points = page.getByRole('region', { name: '我的积分' });
    await expect(points).toContainText(/另有 \d+ 积分冻结中：兑换订单完成后扣除，订单关闭则退回/);
    const frozen = Number(/另有 (\d+) 积分/.exec((await points.textContent()) ?? '')?.[1]);
    expect(frozen).toBeGreaterThan(0);
    await points.getByRole('link', { name: '收支明细' }).click();
    await expect(page).toHaveTitle('收支明细');
    const summary = page.getByRole('region', { name: '积分概况' });
    await expect(summary).toContainText(`可用积分 ${1000 - frozen} · 冻结中 ${frozen}`);
    const line = page.getByRole('list', { name: '收支明细' }).getByRole('listitem').first();
    await expect(line).toContainText('冻结中');
    await expect(line.getByRole('link', { name: /^兑换 / })).toHaveAttribute(
      'href',
      `/app/integral/iec/detail?id=${orderId}`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Closed by the operator: the points come back and nothing is frozen any more.
    await request.post(`${API_URL}/__sim/mall/close`, { data: { orderId, reason: '商品缺货' } });
    await page.reload();
    await expect(summary).toHaveText('可用积分 1000');
    await expect(page.getByRole('list', { name: '收支明细' })).not.toContainText('冻结中');
    await expect(
      page.getByRole('list', { name: '收支明细' }).getByRole('listitem').first(),
    ).toContainText('订单关闭退回');
  });

  test('the records page asks for page 1 only on its first load', async ({
    page,
    request,
    phoneNumber,
  }) => {
    const phone = phoneNumber(2302);
    const token = await logIn(page, request, phone);
    expect(
      (
        await request.post(`${API_URL}/__sim/mall/grant-points`, { data: { phone, points: 5000 } })
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
      },
      headers: { token },
    });
    await exchange(request, token, phone, 'b');
    const list = new PagedList(
      page,
      page.getByRole('tabpanel', { name: '全部' }).getByRole('listitem'),
      '/integral/exchange/record',
    );
    await page.goto('/app/integral/record');
    await expect(list.cards).toHaveCount(1);
    await list.settle();
    expect(list.pagesAsked).toEqual(['1']);
  });
});
