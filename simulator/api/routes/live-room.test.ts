import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseSummary } from '../../../renderer/src/contracts/api/live';
import type { MyCourses, RoomState } from '../../../renderer/src/contracts/api/live-room';
import type { Page } from '../../../renderer/src/contracts/api/envelope';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

describe('live rooms', () => {
  let s: TestServer;
  let token: string;
  let other: string;
  let upcoming: CourseSummary;
  let live: CourseSummary;
  let replay: CourseSummary;
  let series: CourseSummary;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13200000011');
    other = await loginAs(s.app, '13200000012');
    const all = (
      await call<Page<CourseSummary>>(s.app, 'POST', '/live/playback/list', { size: 50 })
    ).body.data.list;
    const find = (f: (c: CourseSummary) => boolean) => {
      const c = all.find(f);
      if (!c) throw new Error('not seeded');
      return c;
    };
    upcoming = find((c) => c.status === 0);
    live = find((c) => c.status === 1);
    replay = find((c) => c.type === 1 && c.status === 2);
    series = find((c) => c.type === 2);
  });
  afterAll(() => s.close());

  const state = (id: number, clientId: string, t?: string) =>
    call<RoomState>(s.app, 'POST', `/live/room/state/${id}`, { clientId }, t);

  it('books an upcoming session once however often it is asked, and cancels it', async () => {
    const book = () =>
      call<{ subscribed: boolean; subscribers: number }>(
        s.app,
        'POST',
        `/live/subscribe/${upcoming.id}`,
        { subscribe: true },
        token,
      );
    expect((await book()).body.data).toEqual({ subscribed: true, subscribers: 1 });
    expect((await book()).body.data).toEqual({ subscribed: true, subscribers: 1 });
    await call(s.app, 'POST', `/live/subscribe/${upcoming.id}`, { subscribe: true }, other);
    expect((await state(upcoming.id, 'client-aaaa', token)).body.data).toEqual({
      status: 0,
      subscribed: true,
      subscribers: 2,
      online: 0,
    });
    expect((await state(upcoming.id, 'client-aaaa')).body.data.subscribed).toBe(false);
    const cancel = () =>
      call<{ subscribed: boolean; subscribers: number }>(
        s.app,
        'POST',
        `/live/subscribe/${upcoming.id}`,
        { subscribe: false },
        other,
      );
    expect((await cancel()).body.data).toEqual({ subscribed: false, subscribers: 1 });
    expect((await cancel()).body.data).toEqual({ subscribed: false, subscribers: 1 });
  });

  it('refuses to book what is not upcoming, and asks a visitor to log in', async () => {
    const book = (id: number) =>
      call(s.app, 'POST', `/live/subscribe/${id}`, { subscribe: true }, token);
    expect(await book(live.id)).toMatchObject({
      status: 400,
      body: { msg: '直播已开始，无需预约' },
    });
    expect(await book(replay.id)).toMatchObject({
      status: 400,
      body: { msg: '直播已结束，无法预约' },
    });
    expect(await book(series.id)).toMatchObject({ status: 400, body: { msg: '系列课无需预约' } });
    expect(await book(99_999)).toMatchObject({ status: 404, body: { msg: '课程不存在' } });
    expect(
      await call(s.app, 'POST', `/live/subscribe/${upcoming.id}`, { subscribe: true }),
    ).toMatchObject({ status: 401 });
    expect((await call(s.app, 'POST', `/live/subscribe/${upcoming.id}`, {}, token)).body.msg).toBe(
      '请指定预约或取消预约',
    );
  });

  it('counts the viewers heard from in the last 30 s of the server clock, once each', async () => {
    expect((await state(live.id, 'viewer-0001')).body.data.online).toBe(1);
    expect((await state(live.id, 'viewer-0001')).body.data.online).toBe(1);
    expect((await state(live.id, 'viewer-0002', token)).body.data.online).toBe(2);
    s.clock.advance(20_000);
    expect((await state(live.id, 'viewer-0002')).body.data.online).toBe(2);
    s.clock.advance(15_000);
    // viewer-0001 went quiet 35 s ago.
    expect((await state(live.id, 'viewer-0002')).body.data.online).toBe(1);
    expect((await state(replay.id, 'viewer-0002')).body.data.online).toBe(0);
    expect((await state(live.id, 'bad id!')).body.msg).toBe('客户端编号不正确');
  });

  it('lists what the learner bought, with chapters learned, and the sessions they booked', async () => {
    const buyer = await loginAs(s.app, '13200000013');
    const mine = () => call<MyCourses>(s.app, 'GET', '/live/mine/courses', undefined, buyer);
    expect((await mine()).body.data).toEqual({ purchased: [], subscribed: [] });
    const paid = (
      await call<Page<CourseSummary>>(s.app, 'POST', '/live/playback/list', { type: 2, size: 50 })
    ).body.data.list.find((c) => c.priceCents > 0);
    const order = await call<{ orderNo: string }>(
      s.app,
      'POST',
      '/v3/order/create',
      { orderType: 3, goodsId: paid?.id, goodsQuantity: 1 },
      buyer,
    );
    await call(
      s.app,
      'POST',
      '/v3/order/pay',
      { orderNo: order.body.data.orderNo, channel: 'wechat' },
      buyer,
    );
    await call(s.app, 'POST', `/live/subscribe/${upcoming.id}`, { subscribe: true }, buyer);
    const { purchased, subscribed } = (await mine()).body.data;
    expect(purchased).toHaveLength(1);
    expect(purchased[0]).toMatchObject({
      course: { id: paid?.id },
      learnedChapters: 0,
      totalChapters: paid?.chapterCount,
    });
    expect(subscribed.map((c) => c.id)).toEqual([upcoming.id]);
    // The list marks it 已购 for its buyer only.
    const list = async (t?: string) =>
      (
        await call<Page<CourseSummary>>(
          s.app,
          'POST',
          '/live/playback/list',
          { type: 2, size: 50 },
          t,
        )
      ).body.data.list.find((c) => c.id === paid?.id);
    expect((await list(buyer))?.purchased).toBe(true);
    expect((await list(token))?.purchased).toBe(false);
    expect((await list())?.purchased).toBeUndefined();
    expect((await call(s.app, 'GET', '/live/mine/courses')).status).toBe(401);
  });
});
