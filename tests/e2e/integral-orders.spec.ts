import type { Page } from '@playwright/test';
import {
  integralAccountEndpoint,
  integralConfirmReceiptEndpoint,
  MALL_ORDER_STATUS,
} from '../../renderer/src/contracts/api/mall';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/member-session';
import {
  CHEN_JING,
  exchange,
  grantPoints,
  LI_MING,
  saveAddress,
  userWithWaitingOrder,
} from './support/points-setup';
import { signInPage } from './support/signed-in-page';

/**
 * The points mall after the exchange (docs/product.md「积分与商城」): a new recipient from the
 * order page, the records with their counts, QA shipping the order, its logistics, 确认收货, and a
 * virtual good's code. Each test starts from a new account of its own.
 */

/** The order id in the page's `?id=`. */
const orderIdOf = (page: Page): number => Number(new URL(page.url()).searchParams.get('id'));

/** 省份 / 城市 / 区县: picked when the region data package feeds selects, typed otherwise. */
async function fillRegion(page: Page, names: [string, string, string]): Promise<void> {
  for (const [label, name] of [
    ['省份', names[0]],
    ['城市', names[1]],
    ['区县', names[2]],
  ] as const) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(name);
    else await field.fill(name);
  }
}

test.describe('收货信息、兑换记录与物流', () => {
  test('exchange a physical good with a new address, see it in the records, QA ships it, follow the logistics, confirm receipt', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    await signInPage(page, user);
    await grantPoints(mockApi, user, 2000);

    // The order page sends a user without an address to add one.
    await page.goto('/app/integral/detail?id=7');
    await page.getByRole('button', { name: '立即兑换' }).click();
    await expect(page.getByRole('button', { name: '提交兑换' })).toBeDisabled();
    await page.getByRole('link', { name: '添加收货地址' }).click();
    await expect(page).toHaveURL(/\/app\/integral\/exchange\?goodsId=7$/);

    const form = page.getByRole('form', { name: '新增收货地址' });
    await form.getByRole('button', { name: '保存并使用' }).click();
    await expect(form.getByText('请填写收货人姓名')).toBeVisible();
    await expect(form.getByText('请填写详细地址')).toBeVisible();
    await expect(page.getByLabel('收货人')).toBeFocused();
    await page.getByLabel('收货人').fill('陈静');
    await page.getByLabel('手机号').fill('12912345678');
    await fillRegion(page, ['广东省', '深圳市', '福田区']);
    await page.getByLabel('详细地址').fill('福华三路100号国际商会中心');
    await form.getByRole('button', { name: '保存并使用' }).click();
    await expect(form.getByText('请输入正确手机号')).toBeVisible();
    await expect(page.getByLabel('手机号')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('手机号').fill('13912345678');
    await expect(form.getByText('请输入正确手机号')).toBeHidden();
    await form.getByRole('button', { name: '保存并使用' }).click();

    // Back on the order with the new address, which can be changed.
    await expect(page).toHaveURL(/\/app\/integral\/order\?id=7$/);
    const recipient = page.getByRole('region', { name: '收货信息' });
    await expect(recipient).toContainText('陈静 13912345678');
    await expect(recipient).toContainText('广东省深圳市福田区福华三路100号国际商会中心');
    await expect(recipient.getByRole('link', { name: '更换收货地址' })).toHaveAttribute(
      'href',
      '/app/integral/exchange?goodsId=7',
    );
    await page.getByRole('button', { name: '提交兑换' }).click();
    await page
      .getByRole('dialog', { name: '确认兑换' })
      .getByRole('button', { name: '确认兑换' })
      .click();
    await page.getByRole('link', { name: '查看订单' }).click();

    await expect(page).toHaveURL(/\/app\/integral\/iec\/detail\?id=\d+$/);
    const orderId = orderIdOf(page);
    const status = page.getByRole('region', { name: '订单状态' });
    await expect(status.getByRole('heading', { name: '待发货' })).toBeVisible();
    await expect(page.getByRole('region', { name: '物流信息' })).toContainText('尚未发货');
    expect(await seriousViolations(page)).toEqual([]);

    // Before shipping the logistics page says so honestly.
    await page.goto(`/app/integral/iec/express?id=${orderId}`);
    await expect(page.getByText('暂无物流信息，请稍后再试')).toBeVisible();
    await expect(page.getByRole('region', { name: '快递信息' })).toContainText('尚未发货');

    await page.goto('/app/integral/record');
    const tabs = page.getByRole('tablist', { name: '兑换状态' });
    await expect(tabs.getByRole('tab', { name: '全部 1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(tabs.getByRole('tab', { name: '待发货 1' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^定制中性笔（10支装）.*待发货$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /确认收货/ })).toHaveCount(0);

    // QA ships it with a courier and two tracking events.
    const shipped = await mockApi.mallShip({
      body: {
        orderId,
        company: '中通快递',
        trackingNo: 'ZT7312345678',
        events: [
          { text: '【深圳】快件已由中通快递揽收' },
          { text: '快件已到达【深圳福田营业部】' },
        ],
      },
    });
    expect(shipped).toMatchObject({
      status: MALL_ORDER_STATUS.SHIPPED,
      expressCompany: '中通快递',
      expressNo: 'ZT7312345678',
    });

    await page.reload();
    await tabs.getByRole('tab', { name: '待收货 1' }).click();
    await expect(
      page.getByRole('tabpanel', { name: '待收货' }).getByText('待收货', { exact: true }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '查看物流：定制中性笔（10支装）' }).click();

    await expect(page).toHaveURL(new RegExp(`/app/integral/iec/express\\?id=${orderId}$`));
    const courier = page.getByRole('region', { name: '快递信息' });
    await expect(courier).toContainText('中通快递');
    await expect(courier).toContainText('ZT7312345678');
    const traces = page.getByRole('region', { name: '物流轨迹' }).getByRole('listitem');
    await expect(traces).toHaveCount(2);
    await expect(traces.first()).toContainText('快件已到达【深圳福田营业部】');
    await expect(traces.last()).toContainText('快件已由中通快递揽收');
    await courier.getByRole('button', { name: '复制快递单号' }).click();
    await expect(page.getByText('已复制')).toBeVisible();
    // The shared toast is not the mall's: axe looks at the page once it has gone.
    await expect(page.getByText('已复制')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goBack();
    await page.getByRole('button', { name: '确认收货：定制中性笔（10支装）' }).click();
    const dialog = page.getByRole('dialog', { name: '确认收货' });
    await expect(dialog).toContainText('为保障权益，请收到货确认无误后，再确认收货');
    await dialog.getByRole('button', { name: '确认收货' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(tabs.getByRole('tab', { name: '已完成 1' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: '待收货 0' })).toBeVisible();
    await tabs.getByRole('tab', { name: '已完成 1' }).click();
    await page.getByRole('link', { name: /^定制中性笔（10支装）.*已完成$/ }).click();
    await expect(status.getByRole('heading', { name: '已完成' })).toBeVisible();
    await expect(status).toContainText('已确认收货');
    await expect(page.getByRole('button', { name: '确认收货' })).toHaveCount(0);

    // The server's answer to a repeated 确认收货 is the same completed order; 1500 points were spent once.
    const again = await user.call(integralConfirmReceiptEndpoint, { params: { id: orderId } });
    expect(again.status).toBe(MALL_ORDER_STATUS.DONE);
    expect((await user.call(integralAccountEndpoint)).points).toBe(1500);
  });

  test("a virtual good's code is shown with its order and copied", async ({
    page,
    mockApi,
    phone: handset,
  }) => {
    const user = await mockApi.newUser();
    await signInPage(page, user);
    await grantPoints(mockApi, user, 1000);
    const order = await exchange(user, 32);
    const code = order.codes[0] ?? '';
    expect(code).toMatch(/^C[0-9A-F]{12}$/);

    await page.goto(`/app/integral/iec/detail?id=${order.id}`);
    await expect(
      page.getByRole('region', { name: '订单状态' }).getByRole('heading', { name: '已发放' }),
    ).toBeVisible();
    const issued = page.getByRole('region', { name: '发放信息' });
    await expect(issued).toContainText(`券码 ${code}`);
    await issued.getByRole('button', { name: `复制券码 ${code}` }).click();
    await expect(page.getByText('已复制')).toBeVisible();
    // The phone's own clipboard, which the page wrote to.
    expect(handset.clipboardText()).toBe(code);
    await expect(page.getByRole('region', { name: '物流信息' })).toHaveCount(0);
    await expect(page.getByText('已复制')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an order the operator closes shows 已关闭 with its points returned', async ({
    page,
    mockApi,
  }) => {
    const { user, order } = await userWithWaitingOrder(mockApi, 1000);
    await signInPage(page, user);
    const closed = await mockApi.mallClose({ body: { orderId: order.id, reason: '商品缺货' } });
    expect(closed.status).toBe(MALL_ORDER_STATUS.CLOSED);

    await page.goto('/app/integral/record');
    await expect(page.getByRole('tab', { name: '全部 1' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '待发货 0' })).toBeVisible();
    await page.getByRole('link', { name: /^财税人专用笔记本.*已关闭$/ }).click();
    const status = page.getByRole('region', { name: '订单状态' });
    await expect(status.getByRole('heading', { name: '已关闭' })).toBeVisible();
    await expect(status).toContainText('商品缺货，积分已退回');
    await expect(page.getByRole('region', { name: '物流信息' })).toContainText(
      '订单已关闭，未发货',
    );
    expect((await user.call(integralAccountEndpoint)).points).toBe(1000);
  });

  test('the order page changes its recipient to another saved address, and the order goes there', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    await signInPage(page, user);
    await grantPoints(mockApi, user, 1000);
    await saveAddress(user, CHEN_JING);
    await saveAddress(user, LI_MING);

    await page.goto('/app/integral/detail?id=7');
    await page.getByRole('button', { name: '立即兑换' }).click();
    const recipient = page.getByRole('region', { name: '收货信息' });
    await expect(recipient).toContainText('陈静 13912345678');
    await recipient.getByRole('link', { name: '更换收货地址' }).click();
    await expect(page.getByText('请选择本次兑换的收货地址')).toBeVisible();
    await page.getByRole('button', { name: '选择 李明 13812345678' }).click();

    await expect(page).toHaveURL(/\/app\/integral\/order\?id=7$/);
    await expect(recipient).toContainText('李明 13812345678');
    await expect(recipient).toContainText('北京市海淀区中关村大街27号');
    await page.getByRole('button', { name: '提交兑换' }).click();
    await page
      .getByRole('dialog', { name: '确认兑换' })
      .getByRole('button', { name: '确认兑换' })
      .click();
    await page.getByRole('link', { name: '查看订单' }).click();
    await expect(page.getByRole('region', { name: '收货信息' })).toContainText('李明 13812345678');
    // The recipient list was left by history's back, so it left no entry: the order's detail, the
    // success page (which replaced the order page), then the good.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/app\/integral\/detail\?id=7$/);
  });

  test('recipients: a second address made default, edited, and the default one deleted', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    await signInPage(page, user);
    await saveAddress(user, CHEN_JING);
    await saveAddress(user, LI_MING);

    await page.goto('/app/integral/exchange');
    const list = page.getByRole('list', { name: '收货地址' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('默认');
    await expect(list.getByRole('listitem').first()).toContainText('陈静');
    await expect(list.getByRole('listitem').last()).toContainText('北京市海淀区中关村大街27号');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '将 李明 13812345678 设为默认' }).click();
    await expect(list.getByRole('listitem').first()).toContainText('李明');
    await expect(page.getByRole('button', { name: '将 李明 13812345678 设为默认' })).toHaveCount(0);

    await page.getByRole('link', { name: '编辑 李明 13812345678' }).click();
    await expect(page).toHaveURL(/\/app\/integral\/exchange\/\d+$/);
    const form = page.getByRole('form', { name: '编辑收货地址' });
    await expect(page.getByLabel('收货人')).toHaveValue('李明');
    await page.getByLabel('详细地址').fill('中关');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByText('详细地址须为5 - 100个字')).toBeVisible();
    await page.getByLabel('详细地址').fill('中关村大街27号中关村大厦');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/\/app\/integral\/exchange$/);
    await expect(list.getByRole('listitem').first()).toContainText('中关村大厦');

    await page.getByRole('button', { name: '删除 李明 13812345678' }).click();
    await page
      .getByRole('dialog', { name: '删除收货地址' })
      .getByRole('button', { name: '删除' })
      .click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText('默认');

    await page.goto('/app/integral/exchange/999999');
    await expect(page.getByText('收货地址不存在')).toBeVisible();
  });
});
