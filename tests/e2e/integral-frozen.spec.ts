import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/member-session';
import { PagedList } from './support/paged-list';
import { userWithWaitingOrder } from './support/points-setup';
import { signInPage } from './support/signed-in-page';

/**
 * Frozen points (docs/product.md「积分与商城」): an exchange still open (待发货 / 待收货) holds its
 * points until it is confirmed or closed; the mall and the bill show them. And the records page
 * asks for one page on its first load. Each test has a new account of its own.
 */

test.describe('冻结积分', () => {
  test('an open exchange’s points show as frozen on the mall and the bill until the order is closed', async ({
    page,
    mockApi,
  }) => {
    const { user, order } = await userWithWaitingOrder(mockApi, 1000);
    const orderId = order.id;
    await signInPage(page, user);

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
    await mockApi.mallClose({ body: { orderId, reason: '商品缺货' } });
    await page.reload();
    await expect(summary).toHaveText('可用积分 1000');
    await expect(page.getByRole('list', { name: '收支明细' })).not.toContainText('冻结中');
    await expect(
      page.getByRole('list', { name: '收支明细' }).getByRole('listitem').first(),
    ).toContainText('订单关闭退回');
  });

  test('the records page asks for page 1 only on its first load', async ({ page, mockApi }) => {
    await signInPage(page, (await userWithWaitingOrder(mockApi, 5000)).user);
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
