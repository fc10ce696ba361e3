import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CourseDetail,
  CourseSummary,
  PlayResult,
} from '../../../renderer/src/contracts/api/live';
import type { Page } from '../../../renderer/src/contracts/api/envelope';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

describe('course watching', () => {
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
