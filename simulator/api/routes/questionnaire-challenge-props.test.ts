import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChallengeResult,
  ChallengeState,
} from '../../../renderer/src/contracts/api/questionnaire-challenge';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

describe('questionnaire challenge props', () => {
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
  const post = <T = ChallengeState>(url: string, body: unknown, token: string) =>
    call<T>(s.app, 'POST', url, body, token);
  const start = (token: string) => post('/questionnaire/challenge/start', undefined, token);

  it('applies each prop as the server decides and refuses what it does not allow', async () => {
    const token = await loginAs(s.app, '13000000303');
    let st = (await start(token)).body.data;
    const id = st.attemptId;
    // 延时卡: ten more seconds on this question, once.
    st = (
      await post('/questionnaire/challenge/prop', { attemptId: id, index: 0, propType: 3 }, token)
    ).body.data;
    expect(st).toMatchObject({ remainingSeconds: 30, notice: '本关答题时间延长10秒' });
    const again = await post(
      '/questionnaire/challenge/prop',
      { attemptId: id, index: 0, propType: 3 },
      token,
    );
    expect(again.body.msg).toBe('本题已使用过该道具');
    const notYet = await post(
      '/questionnaire/challenge/prop',
      { attemptId: id, index: 0, propType: 4 },
      token,
    );
    expect(notYet.body.msg).toBe('答错或超时后才能使用复活卡');
    const other = await post(
      '/questionnaire/challenge/prop',
      { attemptId: id, index: 2, propType: 2 },
      token,
    );
    expect(other.body.msg).toBe('只能对当前题目使用道具');
    // Find a level where 去错卡 is allowed (not true/false), answering right until then.
    while (st.question?.type === 3) {
      const judge = (
        await post(
          '/questionnaire/challenge/prop',
          { attemptId: id, index: st.index, propType: 1 },
          token,
        )
      ).body.msg;
      expect(judge).toBe('判断题不能使用去错卡');
      await post(
        '/questionnaire/challenge/answer',
        { attemptId: id, index: st.index, answer: right(st) },
        token,
      );
      st = (await post('/questionnaire/challenge/next', { attemptId: id }, token)).body.data;
    }
    const before = st.question?.options.length ?? 0;
    const removedAnswer = right(st);
    st = (
      await post(
        '/questionnaire/challenge/prop',
        { attemptId: id, index: st.index, propType: 1 },
        token,
      )
    ).body.data;
    expect(st.question?.options.length).toBeLessThan(before);
    expect(st.question?.options.map((o) => o.key).join('')).toContain(removedAnswer[0]);
    expect(st.notice).toMatch(/^已去掉\d个错误选项$/);
    // 跳题卡: the level counts as passed.
    st = (
      await post(
        '/questionnaire/challenge/prop',
        { attemptId: id, index: st.index, propType: 2 },
        token,
      )
    ).body.data;
    expect(st).toMatchObject({
      phase: 'answered',
      verdict: { correct: true },
      notice: '已跳过本关，按答对计',
    });
    const none = await post(
      '/questionnaire/challenge/prop',
      { attemptId: id, index: st.index, propType: 2 },
      token,
    );
    expect(none.body.msg).toBe('只能对当前题目使用道具');
    // Clear the rest.
    while (st.phase === 'answered') {
      st = (await post('/questionnaire/challenge/next', { attemptId: id }, token)).body.data;
      st = (
        await post(
          '/questionnaire/challenge/answer',
          { attemptId: id, index: st.index, answer: right(st) },
          token,
        )
      ).body.data;
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
    expect(result).toMatchObject({ cleared: true, levelReached: 5 });
    expect(result.rewardCents).toBeGreaterThan(0);
    const over = await post(
      '/questionnaire/challenge/answer',
      { attemptId: id, index: 4, answer: 'A' },
      token,
    );
    expect([over.status, over.body.msg]).toEqual([409, '本次挑战已结束']);
  });
});

describe('questionnaire invitations', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('an invited friend joining on the first challenge earns the inviter a 复活卡, once, and never for oneself', async () => {
    const inviter = await loginAs(s.app, '13000000311');
    const me = (
      await call<{ inviteUserId: number }>(s.app, 'GET', '/exam/invite/6/2', undefined, inviter)
    ).body.data.inviteUserId;
    await call(s.app, 'POST', '/questionnaire/challenge/start', { inviteUserId: me }, inviter);
    const revives = async () =>
      (
        await call<{ propType: number; count: number }[]>(
          s.app,
          'GET',
          '/questionnaire/props',
          undefined,
          inviter,
        )
      ).body.data.find((p) => p.propType === 4)?.count;
    const before = await revives();
    expect(
      (await call<{ rewardText: string }>(s.app, 'GET', '/exam/invite/6/2', undefined, inviter))
        .body.data.rewardText,
    ).toBe('1张复活卡');
    const friend = await loginAs(s.app, '13000000312');
    expect(
      (await call(s.app, 'POST', '/questionnaire/challenge/start', { inviteUserId: me }, friend))
        .status,
    ).toBe(200);
    await call(s.app, 'POST', '/questionnaire/challenge/start', { inviteUserId: me }, friend);
    const invited = await call<{
      list: { rewardCents: number; rewardText: string }[];
      total: number;
    }>(s.app, 'POST', '/invite/record', { examId: 6 }, inviter);
    expect(invited.body.data.total).toBe(1);
    expect(invited.body.data.list[0]).toMatchObject({ rewardCents: 0, rewardText: '复活卡 +1' });
    expect(await revives()).toBe((before ?? 0) + 1);
    // No money for it: the earnings hold no 邀请红包.
    const earnings = await call<{ list: { kindLabel: string }[] }>(
      s.app,
      'GET',
      '/questionnaire/earnings',
      undefined,
      inviter,
    );
    expect(earnings.body.data.list.map((r) => r.kindLabel)).toEqual([]);
  });
});
