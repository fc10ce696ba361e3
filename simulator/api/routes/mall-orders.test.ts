import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../renderer/src/contracts/api/envelope';
import type { Logistics, MallOrder, RecordCounts } from '../../../renderer/src/contracts/api/mall';
import { call, loginAs, startTestServer, testKey, type TestServer } from '../testing';

const DAY = 86_400_000;
const ADDRESS = {
  name: '陈静',
  phone: '13000000011',
  province: '广东省',
  city: '深圳市',
  district: '福田区',
  detail: '福华三路100号国际商会中心',
};

describe('mall orders: shipping, logistics, receipt, closing', () => {
  let s: TestServer;
  let token: string;
  const points = async () =>
    (await call<{ points: number }>(s.app, 'GET', '/integral/account', undefined, token)).body.data
      .points;
  const exchange = async (goodsId: number) =>
    (
      await call<MallOrder>(
        s.app,
        'POST',
        '/integral/order/submit',
        { goodsId, clientKey: testKey() },
        token,
      )
    ).body.data;
  const ship = (orderId: number, events: { text: string; time?: number }[] = []) =>
    call<MallOrder>(s.app, 'POST', '/__sim/mall/ship', {
      orderId,
      company: '中通快递',
      trackingNo: 'ZT7312345678',
      events,
    });
  const counts = async () =>
    (await call<RecordCounts>(s.app, 'GET', '/integral/exchange/counts', undefined, token)).body
      .data;

  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13000000011');
    await call(s.app, 'POST', '/__sim/mall/grant-points', { phone: '13000000011', points: 20000 });
    await call(s.app, 'POST', '/integral/address/save', ADDRESS, token);
  });
  afterAll(() => s.close());

  it('ships with a courier and events (newest first), then the user confirms receipt once', async () => {
    const order = await exchange(1);
    const empty = await call<Logistics>(
      s.app,
      'GET',
      `/integral/express/${order.id}`,
      undefined,
      token,
    );
    expect(empty.body.data).toEqual({
      orderId: order.id,
      company: null,
      trackingNo: null,
      status: 0,
      statusText: '待发货',
      traces: [],
    });
    expect(
      (await call(s.app, 'POST', `/integral/exchange/confirm/${order.id}`, undefined, token)).body
        .msg,
    ).toBe('订单尚未发货，暂不能确认收货');

    const now = s.clock.now();
    const shipped = await ship(order.id, [
      { text: '快件已揽收', time: now - 3_600_000 },
      { text: '快件已到达【深圳转运中心】' },
    ]);
    expect(shipped.body.data).toMatchObject({
      status: 1,
      statusText: '待收货',
      expressCompany: '中通快递',
      expressNo: 'ZT7312345678',
      shippedAt: now,
      autoConfirmAt: now + 15 * DAY,
    });
    expect((await ship(order.id)).body.msg).toBe('订单已发货，不能发货');
    await call(s.app, 'POST', '/__sim/mall/express-event', {
      orderId: order.id,
      text: '快递员正在派送',
    });
    const l = await call<Logistics>(
      s.app,
      'GET',
      `/integral/express/${order.id}`,
      undefined,
      token,
    );
    expect(l.body.data.traces.map((t) => t.text)).toEqual([
      '快递员正在派送',
      '快件已到达【深圳转运中心】',
      '快件已揽收',
    ]);

    const twice = await Promise.all(
      [1, 2].map(() =>
        call<MallOrder>(s.app, 'POST', `/integral/exchange/confirm/${order.id}`, undefined, token),
      ),
    );
    expect(twice.map((r) => [r.body.msg, r.body.data.status, r.body.data.statusText])).toEqual([
      ['已确认收货', 2, '已完成'],
      ['已确认收货', 2, '已完成'],
    ]);
    expect(twice[0]?.body.data).toMatchObject({
      autoConfirmed: false,
      finishedAt: now,
      autoConfirmAt: null,
    });
  });

  it('confirms receipt by itself 15 days after shipping, by the mock clock', async () => {
    const order = await exchange(2);
    await ship(order.id);
    s.clock.advance(15 * DAY - 1);
    expect(
      (
        await call<MallOrder>(
          s.app,
          'GET',
          `/integral/exchange/detail/${order.id}`,
          undefined,
          token,
        )
      ).body.data.status,
    ).toBe(1);
    s.clock.advance(1);
    const done = (
      await call<MallOrder>(s.app, 'GET', `/integral/exchange/detail/${order.id}`, undefined, token)
    ).body.data;
    expect(done).toMatchObject({
      status: 2,
      statusText: '已完成',
      autoConfirmed: true,
      finishedAt: (done.shippedAt ?? 0) + 15 * DAY,
    });
  });

  it('closes a waiting order with its points and stock returned, once', async () => {
    const before = await points();
    const stock = (await call<{ stock: number }>(s.app, 'GET', '/integral/goods/detail/3')).body
      .data.stock;
    const order = await exchange(3);
    expect(await points()).toBe(before - order.points);
    const closed = await call<MallOrder>(s.app, 'POST', '/__sim/mall/close', { orderId: order.id });
    expect(closed.body).toMatchObject({
      msg: '已关闭，积分已退回',
      data: { status: 3, statusText: '已关闭', closeReason: '商品暂时无法发货' },
    });
    await call(s.app, 'POST', '/__sim/mall/close', { orderId: order.id });
    expect(await points()).toBe(before);
    expect(
      (await call<{ stock: number }>(s.app, 'GET', '/integral/goods/detail/3')).body.data.stock,
    ).toBe(stock);
    expect(
      (await call(s.app, 'POST', `/integral/exchange/confirm/${order.id}`, undefined, token)).body
        .msg,
    ).toBe('订单已关闭，积分已退回');
    expect((await ship(order.id)).body.msg).toBe('订单已关闭，不能发货');
  });

  it('counts and filters records by tab; 已关闭 only under 全部', async () => {
    const waiting = await exchange(4);
    const shipped = await exchange(6);
    await ship(shipped.id);
    const coupon = await exchange(32);
    expect(coupon.codes).toHaveLength(1);
    expect(coupon.deliveryNote).toContain(coupon.codes[0]);
    expect(await counts()).toEqual({ all: 6, pending: 1, shipped: 1, done: 3 });
    const tab = async (name: string) =>
      (
        await call<Page<MallOrder>>(
          s.app,
          'GET',
          `/integral/exchange/record?tab=${name}`,
          undefined,
          token,
        )
      ).body.data.list.map((o) => o.id);
    expect(await tab('pending')).toEqual([waiting.id]);
    expect(await tab('shipped')).toEqual([shipped.id]);
    expect(await tab('done')).toHaveLength(3);
    expect(await tab('all')).toHaveLength(6);
    expect(
      (await call(s.app, 'GET', '/integral/exchange/record?tab=closed', undefined, token)).body.msg,
    ).toBe('记录分类不存在');
  });

  it("refuses another user's order and bad QA input", async () => {
    const other = await loginAs(s.app, '13000000012');
    expect(
      (await call(s.app, 'POST', '/integral/exchange/confirm/1', undefined, other)).body.msg,
    ).toBe('兑换记录不存在');
    expect(
      (
        await call(s.app, 'POST', '/__sim/mall/ship', {
          orderId: 1,
          company: '中通快递',
          trackingNo: '单号',
        })
      ).body.msg,
    ).toBe('快递单号须为6 - 30位字母或数字');
    expect(
      (
        await call(s.app, 'POST', '/__sim/mall/ship', {
          orderId: 99999,
          company: '中通快递',
          trackingNo: 'ZT123456',
        })
      ).body.msg,
    ).toBe('兑换记录不存在');
  });
});
