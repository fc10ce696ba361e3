import {
  memberCouponReceiveEndpoint,
  memberCouponsEndpoint,
} from '../../renderer/src/contracts/api/member';
import {
  orderListEndpoint,
  v3OrderCreateEndpoint,
  v3OrderPayEndpoint,
} from '../../renderer/src/contracts/api/order';
import { expect, test } from './support/fixtures';
import { signInOnOverlay } from './support/member-session';

// An unpaid order closes 30 minutes after it was placed and a membership expires
// (docs/product.md「订单与支付」), shown by moving the mock's clock forward with the scenario
// control. Runs in the clock projects, after every other spec.
test('an unpaid order closes after its 30 minutes and gives its coupon back', async ({
  page,
  mockApi,
}) => {
  await page.goto('/app/member/apply?planId=1');
  await page.getByRole('button', { name: '登录后支付' }).click();
  const user = await signInOnOverlay(page, mockApi, (await mockApi.newPhoneNumber()).phone);
  await user.call(memberCouponReceiveEndpoint, { params: { id: 1 } });
  const coupons = await user.call(memberCouponsEndpoint, { query: { status: 0 } });
  const code = coupons.find((c) => c.title === '新人会员立减券')?.code ?? '';

  // The order is placed and the cashier opens; the user walks away without paying.
  await page.goto(`/app/member/apply?planId=1&coupon=${code}`);
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByRole('heading', { name: '微信支付收银台（模拟）' })).toBeVisible();
  const list = await user.call(orderListEndpoint, { query: { size: 10 } });
  const orderNo = list.list[0]?.orderNo ?? '';

  await page.goto(`/app/member/order/${orderNo}`);
  const result = page.getByRole('region', { name: '订单状态' });
  await expect(result.getByRole('heading', { name: '待支付' })).toBeVisible();
  await expect(result.getByText(/请在 (29|30):\d\d 内完成支付/)).toBeVisible();

  await mockApi.advanceClock({ body: { ms: 31 * 60_000 } });
  await page.reload();
  await expect(result.getByRole('heading', { name: '已关闭' })).toBeVisible();
  await expect(result.getByText('订单超时未支付，已自动关闭；使用的优惠券已退回')).toBeVisible();
  await expect(page.getByRole('button', { name: /支付/ })).toHaveCount(0);

  // The coupon is usable again.
  const after = await user.call(memberCouponsEndpoint, { query: { status: 0 } });
  expect(after.map((c) => c.code)).toContain(code);
});

test('a month membership reads 即将到期 a week before its end and 已过期 after it, on the moved clock', async ({
  page,
  mockApi,
}) => {
  await page.goto('/app/member/apply?planId=1');
  await page.getByRole('button', { name: '登录后支付' }).click();
  const user = await signInOnOverlay(page, mockApi, (await mockApi.newPhoneNumber()).phone);
  const { orderNo } = await user.call(v3OrderCreateEndpoint, {
    body: { orderType: 1, goodsId: 1 },
  });
  await user.call(v3OrderPayEndpoint, { body: { orderNo, channel: 'wechat' } });

  await page.goto('/app/member/center');
  const status = page.getByRole('region', { name: '会员状态' });
  await expect(status.getByText('会员中')).toBeVisible();
  // 31 days bought: 25 days on, 6 are left.
  await mockApi.advanceClock({ body: { ms: 25 * 86_400_000 } });
  await page.reload();
  await expect(status.getByText('即将到期')).toBeVisible();
  await mockApi.advanceClock({ body: { ms: 7 * 86_400_000 } });
  await page.reload();
  await expect(status.getByText('已过期')).toBeVisible();
});
