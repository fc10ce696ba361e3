import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail, CourseSummary } from '../../../renderer/src/contracts/api/live';
import type { Page } from '../../../renderer/src/contracts/api/envelope';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

type Saved = { watchTime: number; isComplete: boolean };

// A replay's chapter is 已学完 when the server saw 80% of its 24 s watched (20 s), on its own clock.
describe('replay completion decided by the server', () => {
  let s: TestServer;
  let series: CourseSummary;
  beforeAll(async () => {
    s = await startTestServer();
    const list = (
      await call<Page<CourseSummary>>(s.app, 'POST', '/live/playback/list', { type: 2, size: 50 })
    ).body.data.list;
    series = list.find((c) => c.priceCents > 0) as CourseSummary;
  });
  afterAll(() => s.close());

  /** A learner who bought the series, with the id of one of its paid chapters. */
  async function learner(
    phone: string,
    bought = true,
  ): Promise<{ token: string; chapterId: number }> {
    const token = await loginAs(s.app, phone);
    const userId = s.db
      .prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?')
      .get(phone)?.id;
    if (bought)
      s.db
        .prepare(
          'INSERT INTO course_purchases (user_id, course_id, order_no, created_at) VALUES (?, ?, NULL, ?)',
        )
        .run(userId, series.id, s.clock.now());
    const d = await call<CourseDetail>(
      s.app,
      'GET',
      `/live/series/detailV3/${series.id}`,
      undefined,
      token,
    );
    const chapterId = d.body.data.chapters.find((c) => !c.free)?.id as number;
    await call(s.app, 'POST', `/live/playback/play/${series.id}`, { chapterId }, token);
    return { token, chapterId };
  }
  const report = async (
    token: string,
    chapterId: number,
    watchTime: number,
    playedSeconds: number,
    isComplete = false,
  ) =>
    (
      await call<Saved>(
        s.app,
        'POST',
        '/chapter/record/add',
        { seriesLiveId: series.id, chapterId, watchTime, playedSeconds, isComplete },
        token,
      )
    ).body.data;
  const completeInDetail = async (token: string, chapterId: number) =>
    (
      await call<CourseDetail>(s.app, 'GET', `/live/series/detailV3/${series.id}`, undefined, token)
    ).body.data.chapters.find((c) => c.id === chapterId)?.isComplete;

  it('completes a chapter genuinely watched, at 1× and at 2×', async () => {
    const a = await learner('13200001001');
    s.clock.advance(10_000);
    expect(await report(a.token, a.chapterId, 10, 10)).toMatchObject({
      watchTime: 10,
      isComplete: false,
    });
    s.clock.advance(10_000);
    expect(await report(a.token, a.chapterId, 20, 10)).toMatchObject({ isComplete: true });
    expect(await completeInDetail(a.token, a.chapterId)).toBe(true);

    const b = await learner('13200001002');
    s.clock.advance(10_000);
    expect(await report(b.token, b.chapterId, 20, 10)).toMatchObject({ isComplete: true });
  });

  it("does not complete a chapter on a jump to the end or the client's isComplete", async () => {
    const { token, chapterId } = await learner('13200001003');
    s.clock.advance(3_000);
    expect(await report(token, chapterId, 24, 24, true)).toMatchObject({
      watchTime: 24,
      isComplete: false,
    });
    for (let i = 0; i < 5; i++)
      expect((await report(token, chapterId, 24, 24, true)).isComplete).toBe(false);
    // Jumping back and forth earns no more than the clock allows.
    expect((await report(token, chapterId, 0, 0, true)).isComplete).toBe(false);
    expect((await report(token, chapterId, 24, 3, true)).isComplete).toBe(false);
    expect(await completeInDetail(token, chapterId)).toBe(false);
  });

  it('counts a repeated report once', async () => {
    const { token, chapterId } = await learner('13200001004');
    s.clock.advance(10_000);
    expect((await report(token, chapterId, 10, 10)).isComplete).toBe(false);
    // The same report again, at once and later (a retry): nothing more is watched.
    expect((await report(token, chapterId, 10, 10)).isComplete).toBe(false);
    s.clock.advance(10_000);
    expect((await report(token, chapterId, 10, 10)).isComplete).toBe(false);
    s.clock.advance(8_000);
    expect((await report(token, chapterId, 18, 8)).isComplete).toBe(false);
    s.clock.advance(2_000);
    expect((await report(token, chapterId, 20, 2)).isComplete).toBe(true);
  });

  it('never completes a chapter watched as a preview', async () => {
    const { token, chapterId } = await learner('13200001005', false);
    for (const pos of [10, 20, 24]) {
      s.clock.advance(10_000);
      expect((await report(token, chapterId, pos, 10)).isComplete).toBe(false);
    }
  });
});
