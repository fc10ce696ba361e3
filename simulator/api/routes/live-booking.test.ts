import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail, CourseSummary } from '../../../renderer/src/contracts/api/live';
import type { UpcomingBookings } from '../../../renderer/src/contracts/api/live-booking';
import type { Page } from '../../../renderer/src/contracts/api/envelope';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

describe('booked sessions and the fixed-time schedule', () => {
  let s: TestServer;
  let token: string;
  let upcoming: CourseSummary;
  let replay: CourseSummary;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13200000021');
    const all = (
      await call<Page<CourseSummary>>(s.app, 'POST', '/live/playback/list', { size: 50 })
    ).body.data.list;
    upcoming = all.find((c) => c.status === 0) as CourseSummary;
    replay = all.find((c) => c.type === 1 && c.status === 2) as CourseSummary;
  });
  afterAll(() => s.close());

  const bookings = async () =>
    (await call<UpcomingBookings>(s.app, 'GET', '/live/booking/upcoming', undefined, token)).body
      .data;
  const session = (body: object) =>
    call<{ status: number }>(s.app, 'POST', '/__sim/live/session', body);

  it('answers the booked sessions not over yet, soonest first, with the server clock', async () => {
    expect((await call(s.app, 'GET', '/live/booking/upcoming')).body.msg).toBe('请先登录');
    expect(await bookings()).toMatchObject({ serverNow: s.clock.now(), sessions: [] });
    await call(s.app, 'POST', `/live/subscribe/${upcoming.id}`, { subscribe: true }, token);
    // QA schedules an old session two minutes from now; it is booked too.
    expect(
      (await session({ id: replay.id, action: 'schedule', startsInSeconds: 120 })).body.data.status,
    ).toBe(0);
    await call(s.app, 'POST', `/live/subscribe/${replay.id}`, { subscribe: true }, token);
    const start = s.clock.now() + 120_000;
    const b = await bookings();
    expect(b.sessions.map((x) => x.id)).toEqual([replay.id, upcoming.id]);
    expect(b.sessions[0]).toEqual({
      id: replay.id,
      title: replay.title,
      startAt: start,
      status: 0,
    });
  });

  it('goes live by itself when the clock reaches its set start, keeping that start', async () => {
    s.clock.advance(119_000);
    expect((await bookings()).sessions[0]?.status).toBe(0);
    s.clock.advance(1_000);
    const b = await bookings();
    expect(b.sessions[0]).toMatchObject({ id: replay.id, status: 1, startAt: b.serverNow });
    const d = await call<CourseDetail>(
      s.app,
      'GET',
      `/v2/live/playback/detail/${replay.id}`,
      undefined,
      token,
    );
    expect(d.body.data).toMatchObject({ status: 1, startAt: b.serverNow });
    // The seeded session keeps its rolling schedule: still days ahead.
    expect(b.sessions.find((x) => x.id === upcoming.id)).toMatchObject({ status: 0 });
    // Once it has ended it is no longer among them.
    await session({ id: replay.id, action: 'end' });
    expect((await bookings()).sessions.map((x) => x.id)).toEqual([upcoming.id]);
  });

  it('takes a start time only with schedule, within 7 days', async () => {
    expect(
      (await session({ id: replay.id, action: 'publish', startsInSeconds: 60 })).body.msg,
    ).toBe('只有排期可以指定开播时间');
    expect(
      (await session({ id: replay.id, action: 'schedule', startsInSeconds: 0 })).body.msg,
    ).toBe('开播时间须在1秒到7天之间');
  });
});
