import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderQuote } from '../../../renderer/src/contracts/api/order';
import type { RewardCount } from '../../../renderer/src/contracts/api/reward';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

describe('tips (打赏): orders of type 5 and the counts per content', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13300000061');
  });
  afterAll(() => s.close());

  const quote = (body: object, t = token) =>
    call<OrderQuote>(s.app, 'POST', '/v3/order/valid', body, t);
  const create = (body: object, t = token) =>
    call<Order>(s.app, 'POST', '/v3/order/create', body, t);
  const pay = (orderNo: string) =>
    call<Order>(s.app, 'POST', '/v3/order/pay', { orderNo, channel: 'wechat' }, token);
  const counts = async (targetType: number, ids: string, t?: string) =>
    (
      await call<{ list: RewardCount[] }>(
        s.app,
        'GET',
        `/reward/counts?targetType=${targetType}&ids=${ids}`,
        undefined,
        t,
      )
    ).body.data.list;

  it('prices a preset or a custom tip for the content it names, without coupons', async () => {
    const preset = await quote({ orderType: 5, goodsId: 12, rewardSeries: 1, rewardRecordType: 0 });
    expect(preset.body.data).toMatchObject({ payCents: 588, usableCoupons: [] });
    expect(preset.body.data.goodsTitle).toMatch(/^打赏文章·/);
    expect(
      (await quote({ orderType: 5, goodsId: 1, rewardAmount: 1234, rewardRecordType: 1 })).body
        .data,
    ).toMatchObject({ payCents: 1234 });
    expect(
      (await quote({ orderType: 5, goodsId: 2, rewardAmount: 100, rewardRecordType: 2 })).body.data
        .goodsTitle,
    ).toMatch(/^打赏课程·/);
  });

  it.each([
    [{ orderType: 5, goodsId: 99999, rewardSeries: 0, rewardRecordType: 0 }, 404, '文章不存在'],
    [{ orderType: 5, goodsId: 99999, rewardSeries: 0, rewardRecordType: 1 }, 404, '回答不存在'],
    [{ orderType: 5, goodsId: 99999, rewardSeries: 0, rewardRecordType: 2 }, 404, '课程不存在'],
    [
      { orderType: 5, goodsId: 12, rewardSeries: 0, rewardAmount: 500, rewardRecordType: 0 },
      400,
      '请在预设金额与自定义金额中选择一种',
    ],
    [
      { orderType: 5, goodsId: 12, rewardAmount: 20001, rewardRecordType: 0 },
      400,
      '打赏金额须在1 - 200元之间',
    ],
    [
      { orderType: 5, goodsId: 12, rewardAmount: 99, rewardRecordType: 0 },
      400,
      '打赏金额须在1 - 200元之间',
    ],
    [
      { orderType: 5, goodsId: 12, rewardAmount: 150.5, rewardRecordType: 0 },
      400,
      '打赏金额须为整数分',
    ],
    [{ orderType: 5, goodsId: 12, rewardSeries: 5, rewardRecordType: 0 }, 400, '打赏档位不正确'],
    [
      { orderType: 5, goodsId: 12, rewardSeries: 0, rewardRecordType: 3 },
      400,
      '打赏对象类型不正确',
    ],
  ])('refuses %j with %i %s', async (body, status, msg) => {
    const r = await quote(body);
    expect(r.status).toBe(status);
    expect(r.body.msg).toBe(msg);
  });

  it("refuses a tip on one's own answer", async () => {
    const expert = await loginAs(s.app, '13800000001');
    const r = await quote(
      { orderType: 5, goodsId: 4, rewardSeries: 0, rewardRecordType: 1 },
      expert,
    );
    expect(r).toMatchObject({ status: 400, body: { msg: '不能打赏自己的回答' } });
  });

  it('counts a paid tip once, whatever is tapped or notified twice', async () => {
    expect(await counts(0, '12,13')).toEqual([
      { targetId: 12, count: 0, mine: 0 },
      { targetId: 13, count: 0, mine: 0 },
    ]);
    const body = { orderType: 5, goodsId: 12, rewardSeries: 0, rewardRecordType: 0 };
    const first = (await create(body)).body.data;
    expect((await create(body)).body.data.orderNo).toBe(first.orderNo);
    // An answer with the same id is other goods: its open order does not replace the article's.
    const answerTip = (await create({ ...body, rewardRecordType: 1 })).body.data;
    expect(answerTip.orderNo).not.toBe(first.orderNo);
    expect(
      (await call<Order>(s.app, 'GET', `/order/detail/${first.orderNo}`, undefined, token)).body
        .data.status,
    ).toBe(0);

    expect((await pay(first.orderNo)).body.data.status).toBe(1);
    expect((await pay(first.orderNo)).status).toBe(409);
    expect(await counts(0, '12', token)).toEqual([{ targetId: 12, count: 1, mine: 1 }]);
    expect(await counts(1, '12', token)).toEqual([{ targetId: 12, count: 0, mine: 0 }]);

    // A second tip later is a new order and a second tip; anonymous readers see the count, not theirs.
    const again = (await create({ ...body, rewardSeries: undefined, rewardAmount: 1000 })).body
      .data;
    await pay(again.orderNo);
    expect(await counts(0, '12', token)).toEqual([{ targetId: 12, count: 2, mine: 2 }]);
    expect(await counts(0, '12')).toEqual([{ targetId: 12, count: 2, mine: 0 }]);
  });

  it.each([
    ['targetType=0', '请指定内容编号'],
    ['targetType=3&ids=1', '打赏对象类型不正确'],
    ['targetType=0&ids=1,,2', '内容编号不正确'],
    ['targetType=0&ids=0', '内容编号不正确'],
    [
      `targetType=0&ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
      '一次最多查询50条内容',
    ],
  ])('refuses the counts query %s', async (q, msg) => {
    const r = await call(s.app, 'GET', `/reward/counts?${q}`);
    expect(r).toMatchObject({ status: 400, body: { msg } });
  });
});
