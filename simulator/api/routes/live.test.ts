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

  it('keeps the furthest position, credits no more study time than the clock allows, and resumes', async () => {
    const series = all.find((c) => c.type === 2);
    const d = await call<CourseDetail>(
      s.app,
      'GET',
      `/live/series/detailV3/${series?.id}`,
      undefined,
      token,
    );
    const ch = d.body.data.chapters[0];
    const report = (watchTime: number, playedSeconds: number) =>
      call<{ watchTime: number; studiedSeconds: number }>(
        s.app,
        'POST',
        '/chapter/record/add',
        { seriesLiveId: series?.id, chapterId: ch?.id, watchTime, playedSeconds, isComplete: 0 },
        token,
      );
    await call(s.app, 'POST', `/live/playback/play/${series?.id}`, { chapterId: ch?.id }, token);
    s.clock.advance(10_000);
    expect((await report(12, 10)).body.data).toMatchObject({ watchTime: 12, studiedSeconds: 10 });
    // A rewind does not move the furthest position back; 500 s claimed after 10 s earns at most 12.
    s.clock.advance(10_000);
    expect((await report(5, 500)).body.data).toMatchObject({ watchTime: 12, studiedSeconds: 22 });
    const again = await call<CourseDetail>(
      s.app,
      'GET',
      `/live/series/detailV3/${series?.id}`,
      undefined,
      token,
    );
    expect(again.body.data.lastWatch).toEqual({ chapterId: ch?.id, watchTime: 12 });
    const play = await call<PlayResult>(
      s.app,
      'POST',
      `/live/playback/play/${series?.id}`,
      { chapterId: ch?.id },
      token,
    );
    expect(play.body.data.startAt).toBe(12);
    expect(
      (await call(s.app, 'POST', '/chapter/record/add', { chapterId: 1, watchTime: 1 }, token)).body
        .msg,
    ).toBe('请指定课程');
    expect(
      (
        await call(
          s.app,
          'POST',
          '/chapter/record/add',
          { seriesLiveId: series?.id, chapterId: 999999, watchTime: 1 },
          token,
        )
      ).body.msg,
    ).toBe('章节不存在');
  });

  it('posts the record-live call (recordLiveParams) and lists watch history', async () => {
    const single = all.find((c) => c.type === 1 && c.status === 2);
    // The client's isComplete is not believed, and a replay's records do not count as watched live.
    const r = await call<{ isComplete: boolean; watchTime: number }>(
      s.app,
      'POST',
      '/live/record/add',
      {
        liveType: 1,
        singleLiveId: single?.id,
        seriesLiveId: null,
        chapterId: null,
        watchTime: 30,
        isComplete: true,
      },
      token,
    );
    // Seconds watched in a visit are not a replay position (上次看到).
    expect(r.body.data).toMatchObject({ isComplete: false, watchTime: 0 });
    expect(
      (
        await call(
          s.app,
          'POST',
          '/live/record/add',
          { liveType: 2, singleLiveId: single?.id, watchTime: 30, isComplete: false },
          token,
        )
      ).body.msg,
    ).toBe('请指定系列课编号');
    const h = await call<{ course: { id: number }; isComplete: boolean }[]>(
      s.app,
      'GET',
      '/live/watch/history',
      undefined,
      token,
    );
    expect(h.body.data[0]).toMatchObject({ course: { id: single?.id }, isComplete: false });
  });

  it('completes a live session once 80% of its scheduled length is watched live, by the clock', async () => {
    const live = all.find((c) => c.type === 1 && c.status === 1);
    const learner = await loginAs(s.app, '13200000077');
    const userId = s.db
      .prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?')
      .get('13200000077')?.id;
    s.db
      .prepare(
        'INSERT OR IGNORE INTO course_purchases (user_id, course_id, order_no, created_at) VALUES (?, ?, NULL, ?)',
      )
      .run(userId, live?.id, s.clock.now());
    const scheduled =
      s.db
        .prepare<[number], { duration_s: number }>('SELECT duration_s FROM courses WHERE id = ?')
        .get(live?.id ?? 0)?.duration_s ?? 0;
    const needed = Math.ceil(scheduled * 0.8);
    const record = (watchTime: number) =>
      call<{ isComplete: boolean }>(
        s.app,
        'POST',
        '/live/record/add',
        {
          liveType: 1,
          singleLiveId: live?.id,
          seriesLiveId: null,
          chapterId: null,
          watchTime,
          isComplete: false,
        },
        learner,
      );
    expect((await record(0)).body.data.isComplete).toBe(false);
    // Claiming the whole session 30 s after entering earns 30 s, not 已学完.
    s.clock.advance(30_000);
    expect((await record(scheduled)).body.data.isComplete).toBe(false);
    // A new visit, reported every 10 minutes; each record repeated (a retry) adds nothing.
    let watched = 30;
    let visit = 0;
    expect((await record(0)).body.data.isComplete).toBe(false);
    while (watched + 600 < needed) {
      s.clock.advance(600_000);
      visit += 600;
      watched += 600;
      expect((await record(visit)).body.data.isComplete).toBe(false);
      expect((await record(visit)).body.data.isComplete).toBe(false);
    }
    s.clock.advance(600_000);
    expect((await record(visit + 600)).body.data.isComplete).toBe(true);
    const h = await call<{ course: { id: number }; isComplete: boolean }[]>(
      s.app,
      'GET',
      '/live/watch/history',
      undefined,
      learner,
    );
    expect(h.body.data.find((x) => x.course.id === live?.id)).toMatchObject({ isComplete: true });
    const mine = await call<{
      purchased: { course: { id: number }; learnedChapters: number; totalChapters: number }[];
    }>(s.app, 'GET', '/live/mine/courses', undefined, learner);
    expect(mine.body.data.purchased.find((p) => p.course.id === live?.id)).toMatchObject({
      learnedChapters: 1,
      totalChapters: 1,
    });
  });

  it('adds interactions (login required) and toggles likes', async () => {
    const id = all[5]?.id;
    expect(
      (await call(s.app, 'POST', `/live/interaction/add/${id}`, { content: '老师好' })).status,
    ).toBe(401);
    const added = await call<{ id: number; content: string }>(
      s.app,
      'POST',
      `/live/interaction/add/${id}`,
      { content: '请问留抵退税的条件是什么？' },
      token,
    );
    expect(added.body.msg).toBe('发送成功');
    const page = await call<Page<{ id: number; content: string }>>(
      s.app,
      'POST',
      '/live/interaction/page',
      { liveId: id, page: 1, size: 5 },
      token,
    );
    expect(page.body.data.list[0]?.content).toBe('请问留抵退税的条件是什么？');
    const on = await call<{ liked: boolean; likes: number }>(
      s.app,
      'GET',
      `/live/interaction/like/${added.body.data.id}/2`,
      undefined,
      token,
    );
    expect(on.body.data).toEqual({ liked: true, likes: 1 });
    const off = await call<{ liked: boolean; likes: number }>(
      s.app,
      'GET',
      `/live/interaction/like/${added.body.data.id}/2`,
      undefined,
      token,
    );
    expect(off.body.data).toEqual({ liked: false, likes: 0 });
    expect(
      (await call(s.app, 'GET', `/live/interaction/like/${id}/3`, undefined, token)).body.msg,
    ).toBe('点赞类型须为1或2');
    expect(
      (await call(s.app, 'POST', `/live/interaction/add/${id}`, { content: ' ' }, token)).body.msg,
    ).toBe('请输入互动内容');
  });
});
