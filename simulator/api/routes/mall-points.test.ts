import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../renderer/src/contracts/api/envelope';
import {
  checkinRewardFor,
  type CheckinResult,
  type MallAccount,
  type PointsBillEntry,
} from '../../../renderer/src/contracts/api/mall';
import { call, loginAs, startTestServer, testKey, type TestServer } from '../testing';

const DAY = 86_400_000;

describe('checkinRewardFor', () => {
  it('gives 10 points a day and 30 on every 7th day of a run', () => {
    expect([1, 2, 6, 7, 8, 14].map(checkinRewardFor)).toEqual([10, 10, 10, 30, 10, 30]);
  });
});

describe('integral points: check-in, bill and QA grant', () => {
  let s: TestServer;
  let token: string;
  const account = async () =>
    (await call<MallAccount>(s.app, 'GET', '/integral/account', undefined, token)).body.data;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13000000071');
  });
  afterAll(() => s.close());

  it('checks in once a day, counts the run, and breaks it after a missed day', async () => {
    expect(await account()).toMatchObject({ points: 0, checkedInToday: false, checkinStreak: 0 });
    const first = await call<CheckinResult>(s.app, 'POST', '/integral/checkin', undefined, token);
    expect(first.body).toMatchObject({
      msg: '签到成功',
      data: { reward: 10, streak: 1, points: 10 },
    });
    const again = await call(s.app, 'POST', '/integral/checkin', undefined, token);
    expect(again.body.msg).toBe('今天已签到，明天再来吧');
    expect(await account()).toMatchObject({ points: 10, checkedInToday: true, checkinStreak: 1 });
    s.clock.advance(DAY);
    expect(await account()).toMatchObject({ checkedInToday: false, checkinStreak: 1 });
    expect(
      (await call<CheckinResult>(s.app, 'POST', '/integral/checkin', undefined, token)).body.data
        .streak,
    ).toBe(2);
    s.clock.advance(2 * DAY);
    expect((await account()).checkinStreak).toBe(0);
    expect(
      (await call<CheckinResult>(s.app, 'POST', '/integral/checkin', undefined, token)).body.data,
    ).toMatchObject({ streak: 1, points: 30 });
  });

  it('grants points for QA and lists every change in the bill, newest first', async () => {
    const grant = await call<{ points: number }>(
      s.app,
      'POST',
      '/__sim/mall/grant-points',
      { phone: '13000000071', points: 5000 },
      undefined,
    );
    expect(grant.body.data.points).toBe(5030);
    expect(
      (await call(s.app, 'POST', '/__sim/mall/grant-points', { phone: '13000000072', points: 10 }))
        .body.msg,
    ).toBe('账号不存在');
    expect(
      (await call(s.app, 'POST', '/__sim/mall/grant-points', { phone: '13000000071', points: 0 }))
        .body.msg,
    ).toBe('积分须在1 - 1000000之间');
    await call(s.app, 'POST', '/__sim/mall/grant-points', { phone: '13000000071', points: 5000 });
    await call(
      s.app,
      'POST',
      '/integral/address/save',
      {
        name: '陈静',
        phone: '13000000071',
        province: '广东省',
        city: '深圳市',
        district: '福田区',
        detail: '福华三路100号国际商会中心',
      },
      token,
    );
    await call(
      s.app,
      'POST',
      '/integral/order/submit',
      { goodsId: 7, clientKey: testKey() },
      token,
    );
    const bill = (
      await call<Page<PointsBillEntry>>(s.app, 'GET', '/integral/points/bill', undefined, token)
    ).body.data;
    expect(bill.list.map((e) => [e.delta, e.reason])).toEqual([
      [-500, '兑换 定制中性笔（10支装）'],
      [5000, '运营发放'],
      [5000, '运营发放'],
      [10, '每日签到（连续1天）'],
      [10, '每日签到（连续2天）'],
      [10, '每日签到（连续1天）'],
    ]);
  });

  it('keeps 收入 or 支出 only when asked, and refuses another kind', async () => {
    const bill = async (query: string) =>
      (
        await call<Page<PointsBillEntry>>(
          s.app,
          'GET',
          `/integral/points/bill?${query}`,
          undefined,
          token,
        )
      ).body;
    const income = (await bill('type=income')).data;
    expect(income.total).toBe(5);
    expect(income.list.every((e) => e.delta > 0)).toBe(true);
    const expense = (await bill('type=expense&size=1')).data;
    expect(expense).toMatchObject({
      total: 1,
      size: 1,
      list: [{ delta: -500, reason: '兑换 定制中性笔（10支装）' }],
    });
    expect((await bill('type=expense&page=2')).data.list).toEqual([]);
    expect((await bill('type=refund')).msg).toBe('收支类型须为 income（收入）或 expense（支出）');
  });

  it('holds an open exchange’s points as frozen until it completes or is closed, and marks its bill line', async () => {
    const bill = async () =>
      (await call<Page<PointsBillEntry>>(s.app, 'GET', '/integral/points/bill', undefined, token))
        .body.data.list;
    // The pen of the test above is still 待发货; a virtual good is issued at once and holds nothing.
    const pen = (await bill())[0]!;
    expect(pen).toMatchObject({ delta: -500, frozen: true });
    expect(pen.orderId).toEqual(expect.any(Number));
    expect(await account()).toMatchObject({ points: 9530, frozenPoints: 500 });
    const second = (
      await call<{ id: number }>(
        s.app,
        'POST',
        '/integral/order/submit',
        { goodsId: 7, clientKey: testKey() },
        token,
      )
    ).body.data;
    expect((await account()).frozenPoints).toBe(1000);
    // Closed: the points come back and nothing is frozen for it; the return line is never frozen.
    await call(s.app, 'POST', '/__sim/mall/close', { orderId: second.id }, token);
    expect(await account()).toMatchObject({ points: 9530, frozenPoints: 500 });
    const [back, spent] = await bill();
    expect(back).toMatchObject({ delta: 500, frozen: false, orderId: second.id });
    expect(spent).toMatchObject({ delta: -500, frozen: false, orderId: second.id });
    // Shipped and then confirmed by the clock after 15 days: spent for good.
    await call(s.app, 'POST', '/__sim/mall/ship', {
      orderId: pen.orderId,
      company: '中通快递',
      trackingNo: 'ZT7312345678',
    });
    expect((await account()).frozenPoints).toBe(500);
    s.clock.advance(15 * DAY + 1);
    expect(await account()).toMatchObject({ points: 9530, frozenPoints: 0 });
    expect((await bill()).every((e) => !e.frozen)).toBe(true);
  });
});
