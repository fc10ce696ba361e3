import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../renderer/src/contracts/api/envelope';
import type {
  GoodsDetail,
  GoodsSummary,
  MallAccount,
  MallOrder,
  PointsBillEntry,
} from '../../../renderer/src/contracts/api/mall';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

/**
 * An exchange of several pieces takes them all from the stock and costs the unit points times the
 * quantity, in the goods, the account, the order and the points bill alike; closing it gives all
 * of them back.
 */
const PHONE = '13000000066';
const ADDRESS = {
  name: '陈静',
  phone: PHONE,
  province: '广东省',
  city: '深圳市',
  district: '福田区',
  detail: '福华三路100号国际商会中心',
};

describe('mall exchanges of several pieces: stock, sales and points', () => {
  let s: TestServer;
  let token: string;
  let keys = 0;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, PHONE);
    await call(s.app, 'POST', '/integral/address/save', ADDRESS, token);
  });
  afterAll(() => s.close());

  const setPoints = (points: number) =>
    s.db.prepare('UPDATE users SET points = ? WHERE phone = ?').run(points, PHONE);
  const setStock = (goodsId: number, stock: number) =>
    s.db.prepare('UPDATE mall_goods SET stock = ? WHERE id = ?').run(stock, goodsId);
  const account = async () =>
    (await call<MallAccount>(s.app, 'GET', '/integral/account', undefined, token)).body.data;
  const detail = async (goodsId: number) =>
    (await call<GoodsDetail>(s.app, 'GET', `/integral/goods/detail/${goodsId}`, undefined, token))
      .body.data;
  const listed = async (goodsId: number) =>
    (
      await call<Page<GoodsSummary>>(s.app, 'GET', '/integral/goods/list?size=50')
    ).body.data.list.find((g) => g.id === goodsId);
  const exchange = (goodsId: number, quantity: number) => {
    keys += 1;
    return call<MallOrder>(
      s.app,
      'POST',
      '/integral/order/submit',
      { goodsId, quantity, clientKey: `stock-test-${keys}` },
      token,
    );
  };
  const bill = async () =>
    (
      await call<Page<PointsBillEntry>>(
        s.app,
        'GET',
        '/integral/points/bill?size=5',
        undefined,
        token,
      )
    ).body.data.list;

  it('3 pieces of a physical good: stock and sales move by 3, points by 3 × the unit points', async () => {
    setPoints(10_000);
    const before = await detail(7);
    const order = await exchange(7, 3);
    expect(order.status, order.body.msg).toBe(200);
    expect(order.body.data).toMatchObject({ quantity: 3, points: 3 * before.points, status: 0 });
    const after = await detail(7);
    expect(after).toMatchObject({
      stock: before.stock - 3,
      sales: before.sales + 3,
      exchangedByMe: 3,
    });
    expect(await listed(7)).toMatchObject({ stock: before.stock - 3, sales: before.sales + 3 });
    expect(order.body.data.goods.stock).toBe(before.stock - 3);
    expect((await account()).points).toBe(10_000 - 3 * before.points);
    expect((await bill())[0]).toMatchObject({
      delta: -3 * before.points,
      orderId: order.body.data.id,
    });
  });

  it('closing it gives the 3 pieces and their points back', async () => {
    setPoints(10_000);
    const before = await detail(6);
    const order = await exchange(6, 3);
    await call(s.app, 'POST', '/__sim/mall/close', { orderId: order.body.data.id });
    expect(await detail(6)).toMatchObject({ stock: before.stock, sales: before.sales });
    expect((await account()).points).toBe(10_000);
    expect((await bill())[0]).toMatchObject({
      delta: 3 * before.points,
      orderId: order.body.data.id,
    });
  });

  it('3 coupons of a virtual good: 3 codes issued, stock down by 3', async () => {
    setPoints(10_000);
    const before = await detail(33);
    const order = await exchange(33, 3);
    expect(order.body.data).toMatchObject({ quantity: 3, points: 3 * before.points, status: 2 });
    expect(new Set(order.body.data.codes).size).toBe(3);
    expect(await detail(33)).toMatchObject({ stock: before.stock - 3, sales: before.sales + 3 });
    expect((await account()).points).toBe(10_000 - 3 * before.points);
  });

  it('2 membership cards add 2 × their days', async () => {
    setPoints(10_000);
    const order = await exchange(35, 2);
    expect(order.body.data.deliveryNote).toMatch(/^会员已延长14天/);
    expect(order.body.data.points).toBe(2 * 1500);
  });

  it('takes the last pieces exactly, then answers 商品已兑完; more than the stock is refused with what is left', async () => {
    setPoints(10_000);
    setStock(2, 3);
    expect((await exchange(2, 3)).status).toBe(200);
    expect((await detail(2)).stock).toBe(0);
    expect((await exchange(2, 1)).body.msg).toBe('商品已兑完');
    setStock(2, 2);
    const refused = await exchange(2, 3);
    expect([refused.status, refused.body.msg]).toEqual([409, '库存不足，仅剩2件']);
    expect((await detail(2)).stock).toBe(2);
  });

  it('spends the points exactly, and one point short is refused without a change', async () => {
    const unit = (await detail(14)).points;
    setPoints(3 * unit - 1);
    const stock = (await detail(14)).stock;
    expect((await exchange(14, 3)).body.msg).toBe('积分不足，还差1积分');
    expect(await detail(14)).toMatchObject({ stock });
    expect((await account()).points).toBe(3 * unit - 1);
    setPoints(3 * unit);
    expect((await exchange(14, 3)).status).toBe(200);
    expect((await account()).points).toBe(0);
    expect((await detail(14)).stock).toBe(stock - 3);
  });
});
