import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChallengeRank,
  ChallengeResult,
  ChallengeState,
} from '../../../renderer/src/contracts/api/questionnaire-challenge';
import type { QuestionnaireInfo } from '../../../renderer/src/contracts/api/questionnaire';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

describe('questionnaire challenge (pass mode of the exam engine)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const question = (id: number) =>
    s.db
      .prepare<[number], { answer: string; type: number; options: string }>(
        'SELECT answer, type, options FROM questions WHERE id = ?',
      )
      .get(id);
  const right = (st: ChallengeState) => question(st.question?.id ?? 0)?.answer ?? '';
  const wrong = (st: ChallengeState) =>
    st.question?.options.map((o) => o.key).find((k) => !right(st).includes(k)) ?? 'A';
  const post = <T = ChallengeState>(url: string, body: unknown, token: string) =>
    call<T>(s.app, 'POST', url, body, token);
  const start = (token: string) => post('/questionnaire/challenge/start', undefined, token);
  const propCount = (st: ChallengeState, t: number) =>
    st.props.find((p) => p.propType === t)?.count;

  it('plays one question at a time: right, next level, and a reload resumes the same question with the time left', async () => {
    const token = await loginAs(s.app, '13000000301');
    const st = (await start(token)).body.data;
    expect(st).toMatchObject({
      phase: 'answering',
      index: 0,
      total: 5,
      remainingSeconds: 20,
      questionSeconds: 20,
      revived: false,
    });
    // Joining gives the starter pack: one of each prop.
    expect(st.props.map((p) => [p.name, p.count])).toEqual([
      ['复活卡', 1],
      ['延时卡', 1],
      ['去错卡', 1],
      ['跳题卡', 1],
    ]);
    s.clock.advance(7_000);
    const again = (
      await call<ChallengeState>(
        s.app,
        'GET',
        `/questionnaire/challenge/state/${st.attemptId}`,
        undefined,
        token,
      )
    ).body.data;
    expect(again).toMatchObject({
      attemptId: st.attemptId,
      index: 0,
      remainingSeconds: 13,
      deadlineAt: st.deadlineAt,
    });
    expect(again.question?.id).toBe(st.question?.id);
    // Starting again resumes it instead of spending a chance.
    expect((await start(token)).body.data.attemptId).toBe(st.attemptId);
    const answered = (
      await post(
        '/questionnaire/challenge/answer',
        { attemptId: st.attemptId, index: 0, answer: right(st) },
        token,
      )
    ).body.data;
    expect(answered).toMatchObject({
      phase: 'answered',
      index: 0,
      correctCount: 1,
      verdict: { correct: true, timedOut: false },
    });
    // A second submission of the same question is refused.
    const twice = await post(
      '/questionnaire/challenge/answer',
      { attemptId: st.attemptId, index: 0, answer: right(st) },
      token,
    );
    expect([twice.status, twice.body.msg]).toEqual([409, '该题已作答']);
    s.clock.advance(30_000); // reading the verdict does not use the next question's time
    const level2 = (await post('/questionnaire/challenge/next', { attemptId: st.attemptId }, token))
      .body.data;
    expect(level2).toMatchObject({ phase: 'answering', index: 1, remainingSeconds: 20 });
    const info = (
      await call<QuestionnaireInfo>(s.app, 'GET', '/questionnaire/info', undefined, token)
    ).body.data;
    expect(info).toMatchObject({ openChallengeId: st.attemptId, chancesLeft: 2 });
  });

  it('counts a time-out as wrong, revives once, refuses a second revive, and shows the result, log and rank', async () => {
    const token = await loginAs(s.app, '13000000302');
    const st = (await start(token)).body.data;
    s.clock.advance(21_001);
    const timedOut = (
      await call<ChallengeState>(
        s.app,
        'GET',
        `/questionnaire/challenge/state/${st.attemptId}`,
        undefined,
        token,
      )
    ).body.data;
    expect(timedOut).toMatchObject({
      phase: 'wrong',
      index: 0,
      verdict: { correct: false, timedOut: true },
      notice: '答题超时，本关按答错计',
    });
    expect(timedOut.props.find((p) => p.propType === 3)).toMatchObject({
      usable: false,
      reason: '请先选择是否复活',
    });
    const revived = (
      await post(
        '/questionnaire/challenge/prop',
        { attemptId: st.attemptId, index: 0, propType: 4 },
        token,
      )
    ).body.data;
    expect(revived).toMatchObject({
      phase: 'answering',
      index: 1,
      revived: true,
      notice: '复活成功，继续闯关',
      remainingSeconds: 20,
    });
    expect(propCount(revived, 4)).toBe(0);
    // A wrong answer after the revive ends the challenge; reviving again is refused.
    const lost = (
      await post(
        '/questionnaire/challenge/answer',
        { attemptId: st.attemptId, index: 1, answer: wrong(revived) },
        token,
      )
    ).body.data;
    expect(lost).toMatchObject({ phase: 'failed', verdict: { correct: false, timedOut: false } });
    const second = await post(
      '/questionnaire/challenge/prop',
      { attemptId: st.attemptId, index: 1, propType: 4 },
      token,
    );
    expect([second.status, second.body.msg]).toEqual([409, '每局仅可复活一次']);
    const result = (
      await call<ChallengeResult>(
        s.app,
        'GET',
        `/questionnaire/challenge/result/${st.attemptId}`,
        undefined,
        token,
      )
    ).body.data;
    // Level 1 got through with the revive, lost at level 2: one level passed, wherever it shows.
    expect(result).toMatchObject({
      cleared: false,
      levelReached: 1,
      failedLevel: 2,
      total: 5,
      revived: true,
      propsUsed: ['复活卡'],
      chancesLeft: 2,
      rankBefore: null,
    });
    expect(result.rankAfter).toBeGreaterThan(0);
    const logs = await call<{
      list: { attemptId: number; cleared: boolean; correctCount: number; propsUsed: string[] }[];
    }>(s.app, 'GET', '/questionnaire/logs', undefined, token);
    expect(logs.body.data.list[0]).toMatchObject({
      attemptId: st.attemptId,
      cleared: false,
      correctCount: 1,
      propsUsed: ['复活卡'],
    });
    const today = (
      await call<ChallengeRank>(s.app, 'GET', '/questionnaire/rank?scope=today', undefined, token)
    ).body.data;
    expect(today.mine).toMatchObject({ level: 1 });
    const all = (await call<ChallengeRank>(s.app, 'GET', '/questionnaire/rank', undefined, token))
      .body.data;
    expect(all.mine?.rank).toBe(result.rankAfter);
    expect(all.list[0]?.rank).toBe(1);
  });

  it('a challenge cleared after a revive passed every level: 5 of 5, the same on the log and the board', async () => {
    const token = await loginAs(s.app, '13000000311');
    let st = (await start(token)).body.data;
    const id = st.attemptId;
    st = (
      await post(
        '/questionnaire/challenge/answer',
        { attemptId: id, index: 0, answer: wrong(st) },
        token,
      )
    ).body.data;
    expect(st.phase).toBe('wrong');
    st = (
      await post('/questionnaire/challenge/prop', { attemptId: id, index: 0, propType: 4 }, token)
    ).body.data;
    for (let index = 1; index < 5; index++) {
      st = (
        await post(
          '/questionnaire/challenge/answer',
          { attemptId: id, index, answer: right(st) },
          token,
        )
      ).body.data;
      if (index < 4)
        st = (await post('/questionnaire/challenge/next', { attemptId: id }, token)).body.data;
    }
    expect(st.phase).toBe('cleared');
    const result = (
      await call<ChallengeResult>(
        s.app,
        'GET',
        `/questionnaire/challenge/result/${id}`,
        undefined,
        token,
      )
    ).body.data;
    expect(result).toMatchObject({
      cleared: true,
      levelReached: 5,
      failedLevel: null,
      total: 5,
      revived: true,
    });
    const logs = await call<{ list: { attemptId: number; correctCount: number }[] }>(
      s.app,
      'GET',
      '/questionnaire/logs',
      undefined,
      token,
    );
    expect(logs.body.data.list[0]).toMatchObject({ attemptId: id, correctCount: 5 });
    const today = (
      await call<ChallengeRank>(s.app, 'GET', '/questionnaire/rank?scope=today', undefined, token)
    ).body.data;
    expect(today.mine).toMatchObject({ level: 5 });
  });

  it('a challenge lost without a revive names the level it was lost at', async () => {
    const token = await loginAs(s.app, '13000000312');
    let st = (await start(token)).body.data;
    const id = st.attemptId;
    st = (
      await post(
        '/questionnaire/challenge/answer',
        { attemptId: id, index: 0, answer: right(st) },
        token,
      )
    ).body.data;
    st = (await post('/questionnaire/challenge/next', { attemptId: id }, token)).body.data;
    await post(
      '/questionnaire/challenge/answer',
      { attemptId: id, index: 1, answer: wrong(st) },
      token,
    );
    await post('/questionnaire/challenge/giveup', { attemptId: id }, token);
    const result = (
      await call<ChallengeResult>(
        s.app,
        'GET',
        `/questionnaire/challenge/result/${id}`,
        undefined,
        token,
      )
    ).body.data;
    expect(result).toMatchObject({
      cleared: false,
      levelReached: 1,
      failedLevel: 2,
      revived: false,
    });
  });

  it("uses up the day's chances with a clear message, and keeps other players' challenges private", async () => {
    const token = await loginAs(s.app, '13000000304');
    let id = 0;
    for (let i = 0; i < 3; i++) {
      const st = (await start(token)).body.data;
      id = st.attemptId;
      await post(
        '/questionnaire/challenge/answer',
        { attemptId: id, index: 0, answer: wrong(st) },
        token,
      );
      await post('/questionnaire/challenge/giveup', { attemptId: id }, token).then(
        (r) => r.status === 200 || r.status === 409,
      );
    }
    const refused = await start(token);
    expect([refused.status, refused.body.msg]).toEqual([400, '今日挑战次数已用完，明天再来吧']);
    const stranger = await loginAs(s.app, '13000000305');
    expect(
      (await call(s.app, 'GET', `/questionnaire/challenge/state/${id}`, undefined, stranger))
        .status,
    ).toBe(404);
  });

  it('says so before and after the campaign', async () => {
    const token = await loginAs(s.app, '13000000306');
    s.clock.advance(Date.UTC(2027, 2, 1) - s.clock.now());
    expect((await start(token)).body.msg).toBe('闯关赛已结束');
  });
});
