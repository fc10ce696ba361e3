import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../renderer/src/contracts/api/envelope';
import type { Address, GoodsSummary, MallOrder } from '../../../renderer/src/contracts/api/mall';
import { call, loginAs, startTestServer, testKey, type TestServer } from '../testing';

describe('integral mall', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13000000001');
    // A new account has no points: give some, as the welfare gift or tasks would.
    s.db.prepare("UPDATE users SET points = 20000 WHERE phone = '13000000001'").run();
  });
  afterAll(() => s.close());

  it('lists 40 goods by category and sorts by points', async () => {
    const all = await call<Page<GoodsSummary>>(s.app, 'GET', '/integral/goods/list?size=50');
    expect(all.body.data.total).toBe(40);
    const books = await call<Page<GoodsSummary>>(
      s.app,
      'GET',
      '/integral/goods/list?category=book&size=50',
    );
    expect(books.body.data.list.every((g) => g.categoryName === '书籍资料')).toBe(true);
    const asc = (
      await call<Page<GoodsSummary>>(s.app, 'GET', '/integral/goods/list?sort=points-asc&size=50')
    ).body.data.list.map((g) => g.points);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect((await call(s.app, 'GET', '/integral/goods/list?category=food')).body.msg).toBe(
      '商品分类不存在',
    );
  });

  it('needs an address for a physical good, then waits for the warehouse', async () => {
    expect(
      (
        await call(
          s.app,
          'POST',
          '/integral/order/submit',
          { goodsId: 1, clientKey: testKey() },
          token,
        )
      ).body.msg,
    ).toBe('请填写收货地址');
    const addr = await call<Address>(
      s.app,
      'POST',
      '/integral/address/save',
      {
        name: '陈静',
        phone: '13000000001',
        province: '广东省',
        city: '深圳市',
        district: '福田区',
        detail: '福华三路100号国际商会中心',
        isDefault: false,
      },
      token,
    );
    expect(addr.body.data.isDefault).toBe(true); // the first address is the default
    const order = await call<MallOrder>(
      s.app,
      'POST',
      '/integral/order/submit',
      { goodsId: 1, quantity: 2, clientKey: testKey() },
      token,
    );
    expect(order.body.data).toMatchObject({
      points: 3600,
      status: 0,
      statusText: '待发货',
      address: { city: '深圳市' },
      expressNo: null,
      shippedAt: null,
    });
    expect(
      (await call<{ points: number }>(s.app, 'GET', '/integral/account', undefined, token)).body
        .data.points,
    ).toBe(16400);
    // Time alone ships nothing: QA ships it (mall-orders.test.ts).
    s.clock.advance(72 * 3_600_000);
    const l = await call<{ status: number; company: string | null; traces: unknown[] }>(
      s.app,
      'GET',
      `/integral/express/${order.body.data.id}`,
      undefined,
      token,
    );
    expect(l.body.data).toMatchObject({ status: 0, company: null, traces: [] });
  });

  it('grants a virtual good at once', async () => {
    const r = await call<MallOrder>(
      s.app,
      'POST',
      '/integral/order/submit',
      { goodsId: 36, clientKey: testKey() },
      token,
    );
    expect(r.body.data).toMatchObject({
      status: 2,
      statusText: '已发放',
      address: null,
      codes: [],
    });
    expect(r.body.data.deliveryNote).toMatch(/^会员已延长31天/);
    expect(
      (await call<{ level: number }>(s.app, 'GET', '/member/center', undefined, token)).body.data
        .level,
    ).toBe(1);
    expect(
      (await call(s.app, 'GET', `/integral/express/${r.body.data.id}`, undefined, token)).body.msg,
    ).toBe('虚拟商品无需物流');
  });

  it('refuses sold-out goods, too few points and more than the limit, changing nothing', async () => {
    const before = (
      await call<{ points: number }>(s.app, 'GET', '/integral/account', undefined, token)
    ).body.data.points;
    expect(
      (
        await call(
          s.app,
          'POST',
          '/integral/order/submit',
          { goodsId: 5, clientKey: testKey() },
          token,
        )
      ).body.msg,
    ).toBe('商品已兑完');
    expect(
      (
        await call(
          s.app,
          'POST',
          '/integral/order/submit',
          { goodsId: 7, quantity: 6, clientKey: testKey() },
          token,
        )
      ).body.msg,
    ).toBe('每人限兑5件，您还可兑换5件');
    s.db.prepare("UPDATE users SET points = 100 WHERE phone = '13000000001'").run();
    expect(
      (
        await call(
          s.app,
          'POST',
          '/integral/order/submit',
          { goodsId: 7, clientKey: testKey() },
          token,
        )
      ).body.msg,
    ).toBe('积分不足，还差400积分');
    expect(
      (
        await call(
          s.app,
          'POST',
          '/integral/order/submit',
          { goodsId: 7, quantity: 0, clientKey: testKey() },
          token,
        )
      ).body.msg,
    ).toBe('数量须在1 - 10之间');
    expect(before).toBeGreaterThan(100);
  });

  it('refuses goods outside their exchange window and tells the window in the detail', async () => {
    s.db.prepare("UPDATE users SET points = 20000 WHERE phone = '13000000001'").run();
    const ended = await call<{ endAt: number | null; startAt: number | null }>(
      s.app,
      'GET',
      '/integral/goods/detail/12',
    );
    expect(ended.body.data.endAt).toBeLessThan(s.clock.now());
    expect(
      (
        await call(
          s.app,
          'POST',
          '/integral/order/submit',
          { goodsId: 12, clientKey: testKey() },
          token,
        )
      ).body.msg,
    ).toBe('兑换已结束');
    const later = await call<{ startAt: number | null }>(s.app, 'GET', '/integral/goods/detail/15');
    expect(later.body.data.startAt).toBeGreaterThan(s.clock.now());
    expect(
      (
        await call(
          s.app,
          'POST',
          '/integral/order/submit',
          { goodsId: 15, clientKey: testKey() },
          token,
        )
      ).body.msg,
    ).toBe('兑换尚未开始');
  });

  it('counts what a user already exchanged against the per-user limit', async () => {
    const other = await loginAs(s.app, '13000000002');
    s.db.prepare("UPDATE users SET points = 20000 WHERE phone = '13000000002'").run();
    await call(
      s.app,
      'POST',
      '/integral/address/save',
      {
        name: '李明',
        phone: '13000000002',
        province: '广东省',
        city: '深圳市',
        district: '福田区',
        detail: '福华三路100号国际商会中心',
      },
      other,
    );
    expect(
      (
        await call(
          s.app,
          'POST',
          '/integral/order/submit',
          { goodsId: 14, quantity: 3, clientKey: testKey() },
          other,
        )
      ).body.msg,
    ).toBe('兑换成功');
    expect(
      (
        await call(
          s.app,
          'POST',
          '/integral/order/submit',
          { goodsId: 14, quantity: 3, clientKey: testKey() },
          other,
        )
      ).body.msg,
    ).toBe('每人限兑5件，您还可兑换2件');
    expect(
      (
        await call(
          s.app,
          'POST',
          '/integral/order/submit',
          { goodsId: 14, quantity: 2, clientKey: testKey() },
          other,
        )
      ).body.msg,
    ).toBe('兑换成功');
    expect(
      (
        await call(
          s.app,
          'POST',
          '/integral/order/submit',
          { goodsId: 14, clientKey: testKey() },
          other,
        )
      ).body.msg,
    ).toBe('已达兑换上限（每人限兑5件）');
  });

  it('spends once for one client key, however often the exchange is sent', async () => {
    const buyer = await loginAs(s.app, '13000000003');
    s.db.prepare("UPDATE users SET points = 3000 WHERE phone = '13000000003'").run();
    const body = { goodsId: 38, quantity: 1, clientKey: 'k-0123456789abcdef' };
    const sent = await Promise.all(
      [1, 2, 3].map(() => call<MallOrder>(s.app, 'POST', '/integral/order/submit', body, buyer)),
    );
    expect(new Set(sent.map((r) => r.body.data.id)).size).toBe(1);
    expect(
      (await call<{ points: number }>(s.app, 'GET', '/integral/account', undefined, buyer)).body
        .data.points,
    ).toBe(2500);
    // The key names the exchange: sent again with another body, it still answers that first exchange.
    const reused = await call<MallOrder>(
      s.app,
      'POST',
      '/integral/order/submit',
      { ...body, goodsId: 37 },
      buyer,
    );
    expect(reused.body.data.id).toBe(sent[0]?.body.data.id);
    expect(
      (await call<{ points: number }>(s.app, 'GET', '/integral/account', undefined, buyer)).body
        .data.points,
    ).toBe(2500);
    expect(
      (
        await call(
          s.app,
          'POST',
          '/integral/order/submit',
          { ...body, clientKey: 'bad key' },
          buyer,
        )
      ).body.msg,
    ).toBe('请求标识不正确');
    expect(
      (
        await call(
          s.app,
          'POST',
          '/integral/order/submit',
          { ...body, clientKey: undefined },
          buyer,
        )
      ).body,
    ).toMatchObject({ code: 400, msg: '缺少请求标识，请刷新页面后重试' });
    expect(
      (
        await call(
          s.app,
          'POST',
          '/integral/order/submit',
          { ...body, clientKey: testKey(), remark: '字'.repeat(151) },
          buyer,
        )
      ).body.msg,
    ).toBe('备注最多150字');
  });

  it('keeps one default address and moves it when the default is deleted', async () => {
    const second = await call<Address>(
      s.app,
      'POST',
      '/integral/address/save',
      {
        name: '陈静',
        phone: '13000000001',
        province: '北京市',
        city: '北京市',
        district: '海淀区',
        detail: '中关村大街27号',
        isDefault: true,
      },
      token,
    );
    const list = (await call<Address[]>(s.app, 'GET', '/integral/address/list', undefined, token))
      .body.data;
    expect(list.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.body.data.id]);
    const left = await call<Address[]>(
      s.app,
      'POST',
      `/integral/address/delete/${second.body.data.id}`,
      undefined,
      token,
    );
    expect(left.body.data).toHaveLength(1);
    expect(left.body.data[0]?.isDefault).toBe(true);
    expect(
      (
        await call(
          s.app,
          'POST',
          '/integral/address/save',
          { name: '陈', phone: '1', province: '', city: '', district: '', detail: '' },
          token,
        )
      ).body.msg,
    ).toBe('请填写收货人姓名');
  });

  it('lists exchange records newest first', async () => {
    const r = await call<Page<MallOrder>>(
      s.app,
      'GET',
      '/integral/exchange/record',
      undefined,
      token,
    );
    expect(r.body.data.list.map((o) => o.goods.id)).toEqual([36, 1]);
  });
});
