import type { Page } from '@playwright/test';
import { integralConfirmReceiptEndpoint } from '../../renderer/src/contracts/api/mall';
import { expect, test } from './support/fixtures';
import { userWithWaitingOrder } from './support/points-setup';
import { signInPage } from './support/signed-in-page';

/**
 * /integral/success opened again for an order that has moved on (from history or a bookmark): its
 * line about delivery follows the order's state, not the moment of the exchange. Each test has an
 * account of its own, with a physical good exchanged.
 */

const result = (page: Page) => page.getByRole('region', { name: '兑换结果' });

test.describe('兑换成功页：发货说明随订单状态', () => {
  test('a waiting order says it will be shipped; once shipped and received, it says the order is done', async ({
    page,
    mockApi,
  }) => {
    const { user, order } = await userWithWaitingOrder(mockApi, 2000);
    await signInPage(page, user);

    await page.goto(`/app/integral/success?id=${order.id}`);
    await expect(result(page)).toContainText('我们将尽快为您发货，可在兑换记录中查看物流');

    await mockApi.mallShip({
      body: { orderId: order.id, company: '中通快递', trackingNo: 'ZT7312345678', events: [] },
    });
    await page.reload();
    await expect(result(page)).toContainText('商品已发货，请注意查收');
    await expect(result(page)).not.toContainText('尽快为您发货');

    await user.call(integralConfirmReceiptEndpoint, { params: { id: order.id } });
    await page.reload();
    await expect(result(page)).toContainText('订单已完成，您已确认收货');
    await expect(result(page)).not.toContainText('尽快为您发货');
  });

  test('a closed order says so, with its points returned', async ({ page, mockApi }) => {
    const { user, order } = await userWithWaitingOrder(mockApi, 2000);
    await signInPage(page, user);
    await mockApi.mallClose({ body: { orderId: order.id, reason: '商品缺货' } });

    await page.goto(`/app/integral/success?id=${order.id}`);
    await expect(result(page)).toContainText('订单已关闭（商品缺货），积分已退回');
    await expect(result(page)).not.toContainText('尽快为您发货');
  });
});
