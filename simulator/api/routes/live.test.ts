import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CourseDetail,
  CourseSummary,
  PlayResult,
} from '../../../renderer/src/contracts/api/live';
import type { Page } from '../../../renderer/src/contracts/api/envelope';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

describe('courses', () => {
  let s: TestServer;
  let token: string;
  let all: CourseSummary[];
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13200000001');
    all = (await call<Page<CourseSummary>>(s.app, 'POST', '/live/playback/list', { size: 50 })).body
      .data.list;
  });
  afterAll(() => s.close());

  it('has 30 seeded courses, single and series, filterable', async () => {
    expect(all).toHaveLength(30);
    const series = await call<Page<CourseSummary>>(s.app, 'POST', '/live/playback/list', {
      type: 2,
      size: 50,
    });
    expect(series.body.data.total).toBe(10);
    expect(series.body.data.list.every((c) => c.type === 2 && c.chapterCount >= 4)).toBe(true);
    const kw = await call<Page<CourseSummary>>(s.app, 'POST', '/live/playback/list', {
      keyword: '数电发票',
    });
    expect(kw.body.data.list.map((c) => c.title)).toEqual(
      expect.arrayContaining(['数电发票全面推广下的开票与入账', '数电发票实操系列']),
    );
    expect(
      (await call(s.app, 'POST', '/live/playback/list', { keyword: 'x'.repeat(41) })).body.msg,
    ).toBe('关键词最多40字');
  });

  it('lists the series school', async () => {
    const r = await call<CourseSummary[]>(s.app, 'GET', '/live/series/school');
    expect(r.body.data).toHaveLength(10);
  });

  it('shows a series with chapters and a single course only through its own v3 route', async () => {
    const series = all.find((c) => c.type === 2);
    const single = all.find((c) => c.type === 1);
    const d = await call<CourseDetail>(
      s.app,
      'GET',
      `/live/series/detailV3/${series?.id}`,
      undefined,
      token,
    );
    expect(d.body.data.chapters.length).toBe(series?.chapterCount);
    expect(d.body.data.chapters[0]).toMatchObject({
      sort: 1,
      free: true,
      watchTime: 0,
      isComplete: false,
    });
    expect((await call(s.app, 'GET', `/live/series/detailV3/${single?.id}`)).body.msg).toBe(
      '课程不存在',
    );
    expect(
      (await call<CourseDetail>(s.app, 'GET', `/v2/live/playback/detailV3/${single?.id}`)).body.data
        .chapters,
    ).toEqual([]);
    expect((await call(s.app, 'GET', '/v2/live/playback/detail/abc')).body.msg).toBe(
      '编号须为正整数',
    );
  });

  it('previews a paid single course that is not bought and serves its HLS video', async () => {
    const paid = all.find((c) => c.type === 1 && c.priceCents > 0 && c.status === 2);
    const rights = await call<{ canWatch: boolean; reason: string; trialSeconds: number }>(
      s.app,
      'GET',
      `/live/playback/userights/${paid?.id}`,
      undefined,
      token,
    );
    expect(rights.body.data).toMatchObject({ canWatch: false, reason: 'trial', trialSeconds: 300 });
    const play = await call<PlayResult>(
      s.app,
      'POST',
      `/live/playback/play/${paid?.id}`,
      {},
      token,
    );
    expect(play.body.data).toMatchObject({
      trialSeconds: 12,
      live: false,
      mediaType: 'application/vnd.apple.mpegurl',
      mediaDurationSeconds: 24,
    });
    const base = new URL(play.body.data.url).pathname.replace('index.m3u8', '');
    const playlist = await s.app.inject({ url: `${base}index.m3u8` });
    expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    const init = await s.app.inject({ url: `${base}init.mp4` });
    expect(init.headers['content-type']).toBe('video/mp4');
    expect(init.rawPayload.subarray(4, 8).toString('ascii')).toBe('ftyp');
    const seg = await s.app.inject({ url: `${base}seg-3.m4s` });
    expect(seg.headers['content-type']).toBe('video/iso.segment');
    expect((await s.app.inject({ url: `${base}seg-4.m4s` })).statusCode).toBe(404);
    expect((await s.app.inject({ url: '/media/hls/clip-1/..%2Fgenerate.sh' })).statusCode).toBe(
      400,
    );
  });

  it('locks a series chapter that is not a free preview for a non-buyer', async () => {
    const series = all.find((c) => c.type === 2);
    const d = await call<CourseDetail>(
      s.app,
      'GET',
      `/live/series/detailV3/${series?.id}`,
      undefined,
      token,
    );
    const [free, locked] = d.body.data.chapters;
    expect(
      (
        await call<PlayResult>(
          s.app,
          'POST',
          `/live/playback/play/${series?.id}`,
          { chapterId: free?.id },
          token,
        )
      ).body.data.trialSeconds,
    ).toBe(0);
    const refused = await call(
      s.app,
      'POST',
      `/live/playback/play/${series?.id}`,
      { chapterId: locked?.id },
      token,
    );
    expect([refused.status, refused.body.msg]).toEqual([403, '购买后即可观看']);
  });

  it('streams a live course from a playlist that slides with the clock', async () => {
    const live = all.find((c) => c.status === 1);
    expect((await call(s.app, 'POST', `/live/playback/play/${live?.id}`, {}, token)).body.msg).toBe(
      '购买后即可观看直播',
    );
    const order = await call<{ orderNo: string }>(
      s.app,
      'POST',
      '/v3/order/create',
      { orderType: 2, goodsId: live?.id, goodsQuantity: 1 },
      token,
    );
    expect(
      (
        await call(
          s.app,
          'POST',
          '/v3/order/pay',
          { orderNo: order.body.data.orderNo, channel: 'wechat' },
          token,
        )
      ).status,
    ).toBe(200);
    const play = await call<PlayResult>(
      s.app,
      'POST',
      `/live/playback/play/${live?.id}`,
      {},
      token,
    );
    expect(play.body.data).toMatchObject({ live: true, mediaDurationSeconds: 0 });
    const path = new URL(play.body.data.url).pathname;
    const first = (await s.app.inject({ url: path })).body;
    expect(first).not.toContain('#EXT-X-ENDLIST');
    s.clock.advance(30_000);
    const later = (await s.app.inject({ url: path })).body;
    const last = (text: string) => Number(/seg-(\d+)\.m4s\s*$/.exec(text)?.[1]);
    expect(last(later) - last(first)).toBe(5);
    expect(later).toContain('#EXT-X-DISCONTINUITY');
    expect(
      (await s.app.inject({ url: path.replace('index.m3u8', `seg-${last(later)}.m4s`) })).headers[
        'content-type'
      ],
    ).toBe('video/iso.segment');
    const replay = all.find((c) => c.status === 2);
    expect((await s.app.inject({ url: `/media/live/${replay?.id}/index.m3u8` })).statusCode).toBe(
      404,
    );
  });

  it('keeps upcoming and live courses on a schedule around the current time', () => {
    const now = s.clock.now();
    expect(all.filter((c) => c.status === 0).every((c) => c.startAt > now)).toBe(true);
    expect(
      all
        .filter((c) => c.status === 1)
        .every((c) => c.startAt <= now && now - c.startAt < 3_600_000),
    ).toBe(true);
    expect(all.filter((c) => c.status === 2).every((c) => c.startAt < now)).toBe(true);
  });

  it('lets QA start a session, end it (replay on its way) and publish the replay', async () => {
    const upcoming = all.filter((c) => c.status === 0).at(-1);
    const step = (action: string) =>
      call<{ status: number }>(s.app, 'POST', '/__sim/live/session', { id: upcoming?.id, action });
    expect((await step('publish')).body.msg).toBe('只有已结束的直播可以发布回放');
    expect((await step('start')).body.data.status).toBe(1);
    const live = await call<PlayResult>(
      s.app,
      'POST',
      `/live/playback/play/${upcoming?.id}`,
      {},
      token,
    );
    expect(live.body.msg).toBe('购买后即可观看直播');
    expect((await step('end')).body.data.status).toBe(3);
    expect(
      (await call(s.app, 'POST', `/live/playback/play/${upcoming?.id}`, {}, token)).body.msg,
    ).toBe('直播已结束，回放生成中，请稍后再来');
    expect(
      (await call<CourseDetail>(s.app, 'GET', `/v2/live/playback/detail/${upcoming?.id}`)).body.data
        .statusText,
    ).toBe('回放生成中');
    expect((await step('publish')).body.data.status).toBe(2);
    expect(
      (await call<PlayResult>(s.app, 'POST', `/live/playback/play/${upcoming?.id}`, {}, token)).body
        .data.live,
    ).toBe(false);
    expect(
      (await call(s.app, 'POST', '/__sim/live/session', { id: 25, action: 'start' })).body.msg,
    ).toBe('直播课程不存在');
    expect((await step('schedule')).body.data.status).toBe(0);
    expect(
      (await call<CourseDetail>(s.app, 'GET', `/v2/live/playback/detail/${upcoming?.id}`)).body.data
        .startAt,
    ).toBeGreaterThan(s.clock.now());
  });

  it('does not play an upcoming live course', async () => {
    const upcoming = all.find((c) => c.status === 0);
    expect(
      (await call(s.app, 'POST', `/live/playback/play/${upcoming?.id}`, {}, token)).body.msg,
    ).toBe('直播尚未开始，请开播后再来');
  });
});
