import { API_URL as API, expect, test } from './support/fixtures';
import { LoginOverlay } from './support/login-overlay';
import { pageToken } from './support/member-session';

// An unpaid order closes 30 minutes after it was placed and a membership expires
// (docs/product.md「订单与支付」), shown by moving the mock's clock forward with the scenario
// control. Runs in the clock projects, after every other spec.
test('an unpaid order closes after its 30 minutes and gives its coupon back', async ({
  page,
  request,
  phoneNumber,
}) => {
  await page.goto('/app/member/apply?planId=1');
  await page.getByRole('button', { name: '登录后支付' }).click();
  await new LoginOverlay(page).signIn(request, phoneNumber(1671));
  const token = await pageToken(page);
  expect((await request.post(`${API}/member/coupon/receive/1`, { headers: { token } })).ok()).toBe(
    true,
  );
  const coupons = (await (
    await request.get(`${API}/member/coupons?status=0`, { headers: { token } })
  ).json()) as { data: { code: string; title: string }[] };
  const code = coupons.data.find((c) => c.title === '新人会员立减券')?.code ?? '';

  // The order is placed and the cashier opens; the user walks away without paying.
  await page.goto(`/app/member/apply?planId=1&coupon=${code}`);
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByRole('heading', { name: '微信支付收银台（模拟）' })).toBeVisible();
  const list = (await (
    await request.get(`${API}/order/list?size=10`, { headers: { token } })
  ).json()) as { data: { list: { orderNo: string }[] } };
  const orderNo = list.data.list[0]?.orderNo ?? '';

  await page.goto(`/app/member/order/${orderNo}`);
  const result = page.getByRole('region', { name: '订单状态' });
  await expect(result.getByRole('heading', { name: '待支付' })).toBeVisible();
  await expect(result.getByText(/请在 (29|30):\d\d 内完成支付/)).toBeVisible();

  expect((await request.post(`${API}/__sim/advance`, { data: { ms: 31 * 60_000 } })).ok()).toBe(
    true,
  );
  await page.reload();
  await expect(result.getByRole('heading', { name: '已关闭' })).toBeVisible();
  await expect(result.getByText('订单超时未支付，已自动关闭；使用的优惠券已退回')).toBeVisible();
  await expect(page.getByRole('button', { name: /支付/ })).toHaveCount(0);

  // The coupon is usable again.
  const after = (await (
    await request.get(`${API}/member/coupons?status=0`, { headers: { token } })
  ).json()) as { data: { code: string }[] };
  expect(after.data.map((c) => c.code)).toContain(code);
});

test('a month membership reads 即将到期 a week before its end and 已过期 after it, on the moved clock', async ({
  page,
  request,
  phoneNumber,
}) => {
  await page.goto('/app/member/apply?planId=1');
  await page.getByRole('button', { name: '登录后支付' }).click();
  await new LoginOverlay(page).signIn(request, phoneNumber(1672));
  const token = await pageToken(page);
  const order = (await (
    await request.post(`${API}/v3/order/create`, {
      headers: { token },
      data: { orderType: 1, goodsId: 1 },
    })
  ).json()) as { data: { orderNo: string } };
  expect(
    (
      await request.post(`${API}/v3/order/pay`, {
        headers: { token },
        data: { orderNo: order.data.orderNo, channel: 'wechat' },
      })
    ).ok(),
  ).toBe(true);

  await page.goto('/app/member/center');
  const status = page.getByRole('region', { name: '会员状态' });
  await expect(status.getByText('会员中')).toBeVisible();
  // 31 days bought: 25 days on, 6 are left.
  expect((await request.post(`${API}/__sim/advance`, { data: { ms: 25 * 86_400_000 } })).ok()).toBe(
    true,
  );
  await page.reload();
  await expect(status.getByText('即将到期')).toBeVisible();
  expect((await request.post(`${API}/__sim/advance`, { data: { ms: 7 * 86_400_000 } })).ok()).toBe(
    true,
  );
  await page.reload();
  await expect(status.getByText('已过期')).toBeVisible();
});
