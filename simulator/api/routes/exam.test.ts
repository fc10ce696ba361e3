import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Attempt,
  ExamInfo,
  ExamResult,
  Question,
} from '../../../renderer/src/contracts/api/exam';
import { call, loginAs, startTestServer, testKey, type TestServer } from '../testing';

type Next = {
  correct: boolean;
  rightAnswer: string;
  next: Question | null;
  finished: boolean;
  scoreSoFar: number;
};

describe('exams (the exam calls)', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13100000001');
  });
  afterAll(() => s.close());

  /** The right answer, as the server knows it (tests read the seed like QA would read the bank). */
  const answerOf = (q: Question): string =>
    s.db
      .prepare<[number], { answer: string }>('SELECT answer FROM questions WHERE id = ?')
      .get(q.id)?.answer ?? 'A';

  it('gives exam info to anonymous users, and points an ended exam to the running one (continueExamId)', async () => {
    const five = await call<ExamInfo>(s.app, 'POST', '/exam/init', {});
    expect(five.body.data).toMatchObject({
      examId: 5,
      status: 1,
      durationSeconds: 900,
      applied: false,
      continueExamId: null,
      participants: 150,
    });
    const four = await call<ExamInfo>(s.app, 'POST', '/exam/init', { examId: 4, inviteUserId: 21 });
    expect(four.body.data).toMatchObject({ status: 2, continueExamId: 5 });
    expect(four.body.data.inviter?.userId).toBe(21);
    expect((await call(s.app, 'POST', '/exam/init', { examId: 77 })).body.msg).toBe('竞赛不存在');
  });

  it('changes nothing with /exam/init (the contract marks it readOnly: the app sends it ahead of a linked page)', async () => {
    const changes = (): number =>
      s.db.prepare<[], { n: number }>('SELECT total_changes() AS n').get()?.n ?? -1;
    const before = changes();
    for (const t of [undefined, token])
      expect(
        (await call(s.app, 'POST', '/exam/init', { examId: 5, inviteUserId: 21 }, t)).status,
      ).toBe(200);
    expect(changes()).toBe(before);
  });

  it('requires applying before beginning, and records the inviter with an invite red packet', async () => {
    expect((await call(s.app, 'POST', '/exam/begin', { examId: 5 }, token)).body).toMatchObject({
      code: 403,
      msg: '请先报名',
    });
    const applied = await call<{ invitedBy: number }>(
      s.app,
      'POST',
      '/exam/apply',
      { examId: 5, inviteUserId: 22 },
      token,
    );
    expect(applied.body).toMatchObject({ msg: '报名成功', data: { invitedBy: 22 } });
    expect((await call(s.app, 'POST', '/exam/apply', { examId: 5 }, token)).body.msg).toBe(
      '您已报名',
    );
    const inviter = await loginAs(s.app, '13800000022');
    const rec = await call<{ list: { kindLabel: string; amountCents: number }[] }>(
      s.app,
      'POST',
      '/redpack/record',
      { examId: 5 },
      inviter,
    );
    expect(rec.body.data.list[0]).toMatchObject({ kindLabel: '邀请红包', amountCents: 100 });
    const invited = await call<{ list: { phone: string }[] }>(
      s.app,
      'POST',
      '/invite/record',
      { examId: 5 },
      inviter,
    );
    expect(invited.body.data.list[0]?.phone).toBe('131****0001');
  });

  it('runs an attempt: 10 questions in order with feedback, full marks give a red packet, a lottery chance and a rank', async () => {
    const begin = await call<Attempt>(s.app, 'POST', '/exam/begin', { examId: 5 }, token);
    expect(begin.body.data).toMatchObject({ total: 10, answered: 0, remainingSeconds: 900 });
    let q = begin.body.data.question;
    expect(q).not.toBeNull();
    expect(JSON.stringify(q)).not.toContain('analysis');
    // Out of order is refused.
    expect(
      (
        await call(
          s.app,
          'POST',
          '/exam/getNextInfo',
          { attemptId: begin.body.data.attemptId, index: 3, answer: 'A' },
          token,
        )
      ).body.msg,
    ).toBe('请按顺序答题');
    for (let i = 0; q; i++) {
      const r = await call<Next>(
        s.app,
        'POST',
        '/exam/getNextInfo',
        { attemptId: begin.body.data.attemptId, index: i, answer: answerOf(q) },
        token,
      );
      expect(r.body.data.correct).toBe(true);
      q = r.body.data.next;
    }
    s.clock.advance(95_000);
    const result = await call<ExamResult>(
      s.app,
      'POST',
      '/exam/v2/saveResult',
      { attemptId: begin.body.data.attemptId },
      token,
    );
    expect(result.body.data).toMatchObject({
      score: 100,
      correctCount: 10,
      usedSeconds: 95,
      passed: true,
      lotteryChanceAdded: true,
    });
    expect(result.body.data.redpackCents).toBeGreaterThanOrEqual(30);
    expect(result.body.data.rank).not.toBeNull();
    // A second submission (a double tap, another tab) changes nothing and answers the same result.
    const again = await call<ExamResult>(
      s.app,
      'POST',
      '/exam/v2/saveResult',
      { attemptId: begin.body.data.attemptId },
      token,
    );
    expect(again.body.data).toEqual(result.body.data);
    const log = await call<{ correct: boolean }[]>(
      s.app,
      'POST',
      '/exam/getAnswerLog',
      { attemptId: begin.body.data.attemptId },
      token,
    );
    expect(log.body.data).toHaveLength(10);
    const info = await call<ExamInfo>(s.app, 'POST', '/exam/init', { examId: 5 }, token);
    expect(info.body.data).toMatchObject({
      bestScore: 100,
      bestSeconds: 95,
      chancesLeft: 2,
      lotteryChances: 1,
    });
  });

  it('refuses a single-choice answer with two options and options that do not exist', async () => {
    const begin = await call<Attempt>(s.app, 'POST', '/exam/begin', { examId: 5 }, token);
    const q = begin.body.data.question as Question;
    const body = { attemptId: begin.body.data.attemptId, index: 0 };
    if (q.type !== 2)
      expect(
        (await call(s.app, 'POST', '/exam/getNextInfo', { ...body, answer: 'AB' }, token)).body.msg,
      ).toBe('该题只能选择一个答案');
    expect(
      (await call(s.app, 'POST', '/exam/getNextInfo', { ...body, answer: 'F' }, token)).body.msg,
    ).toBe('选项不存在');
    expect(
      (await call(s.app, 'POST', '/exam/getNextInfo', { ...body, answer: '' }, token)).body.msg,
    ).toBe('请选择答案');
    // Past the deadline the server has submitted the attempt itself: the answer is refused, saying so.
    s.clock.advance(901_000);
    expect(
      (await call(s.app, 'POST', '/exam/getNextInfo', { ...body, answer: 'A' }, token)).body,
    ).toMatchObject({ code: 409, msg: '答题时间已到，系统已按已答题目自动交卷' });
    // Its result is shown (as the page does) before another attempt begins.
    expect((await call(s.app, 'POST', '/exam/begin', { examId: 5 }, token)).body).toMatchObject({
      code: 409,
      msg: '答题时间已到，系统已按已答题目自动交卷',
    });
    expect(
      (await call<ExamResult>(s.app, 'POST', '/exam/v2/saveResult', body, token)).body.data,
    ).toMatchObject({ score: 0, usedSeconds: 900 });
  });

  it('uses up the three daily chances, then a task reward adds attempts', async () => {
    // The previous attempt timed out and counted one chance; this is the third of today.
    const third = await call<Attempt>(s.app, 'POST', '/exam/begin', { examId: 5 }, token);
    await call(
      s.app,
      'POST',
      '/exam/v2/saveResult',
      { attemptId: third.body.data.attemptId },
      token,
    );
    expect((await call(s.app, 'POST', '/exam/begin', { examId: 5 }, token)).body.msg).toBe(
      '今日答题机会已用完，完成任务可获得更多机会',
    );
    const tasks = await call<{ id: number; title: string; status: number; progress: number }[]>(
      s.app,
      'POST',
      '/exam/task/rewardList',
      { examId: 5 },
      token,
    );
    const first = tasks.body.data.find((t) => t.title === '完成1次答题');
    expect(first).toMatchObject({ status: 1, progress: 1 });
    expect(
      (
        await call(
          s.app,
          'POST',
          '/exam/task/receiveReward',
          { examId: 5, taskId: first?.id },
          token,
        )
      ).body.msg,
    ).toBe('领取成功');
    expect(
      (
        await call(
          s.app,
          'POST',
          '/receive/exam/task/reward',
          { examId: 5, taskId: first?.id },
          token,
        )
      ).body.msg,
    ).toBe('奖励已领取');
    const invite = tasks.body.data.find((t) => t.title === '邀请3位好友报名');
    expect(
      (
        await call(
          s.app,
          'POST',
          '/exam/task/receiveReward',
          { examId: 5, taskId: invite?.id },
          token,
        )
      ).body.msg,
    ).toBe('任务尚未完成');
    // The next day brings three more.
    s.clock.advance(24 * 3_600_000);
    expect((await call(s.app, 'POST', '/exam/begin', { examId: 5 }, token)).status).toBe(200);
  });

  it('shares, claims the share task prop, and uses it on the current question', async () => {
    await call(
      s.app,
      'POST',
      '/exam/buring/point',
      { examId: 5, event: 'share', page: 'exam-home' },
      token,
    );
    const tasks = await call<{ id: number; title: string }[]>(
      s.app,
      'POST',
      '/exam/task/rewardList',
      { examId: 5 },
      token,
    );
    const share = tasks.body.data.find((t) => t.title === '分享竞赛海报');
    expect(
      (
        await call<{ rewardText: string }>(
          s.app,
          'POST',
          '/exam/task/receiveReward',
          { examId: 5, taskId: share?.id },
          token,
        )
      ).body.data.rewardText,
    ).toBe('去错卡×1');
    const props = await call<{ propType: number; count: number }[]>(
      s.app,
      'POST',
      '/exam/prop/5',
      {},
      token,
    );
    expect(props.body.data.find((p) => p.propType === 1)?.count).toBe(1);
    const cur = await call<Attempt>(s.app, 'POST', '/exam/begin', { examId: 5 }, token);
    const q = cur.body.data.question as Question;
    const usable = await call<{ propType: number; usable: boolean; reason: string | null }[]>(
      s.app,
      'POST',
      `/exam/answer/propList/5/${q.index}`,
      {},
      token,
    );
    const card = usable.body.data.find((p) => p.propType === 1);
    const used = await call<{ removedOptions: string[]; countLeft: number }>(
      s.app,
      'POST',
      '/exam/useProp',
      { attemptId: cur.body.data.attemptId, index: q.index, propType: 1 },
      token,
    );
    if (q.type === 3) {
      expect(card).toMatchObject({ usable: false, reason: '判断题不能使用去错卡' });
      expect(used.body.msg).toBe('判断题不能使用去错卡');
    } else {
      expect(card?.usable).toBe(true);
      expect(used.body.data.countLeft).toBe(0);
      expect(used.body.data.removedOptions.every((k) => !answerOf(q).includes(k))).toBe(true);
    }
    expect(
      (
        await call(
          s.app,
          'POST',
          '/exam/useProp',
          { attemptId: cur.body.data.attemptId, index: q.index, propType: 2 },
          token,
        )
      ).body.msg,
    ).toBe('跳题卡数量不足');
  });

  it('draws the lottery with the chance won and runs out after', async () => {
    const prizes = await call<{ prizes: { name: string }[]; chancesLeft: number }>(
      s.app,
      'GET',
      '/exam/lottery/prizeList/5',
      undefined,
      token,
    );
    expect(prizes.body.data.prizes.map((p) => p.name)).toContain('谢谢参与');
    const left = prizes.body.data.chancesLeft;
    expect(left).toBeGreaterThan(0);
    for (let i = 0; i < left; i++)
      expect(
        (
          await call<{ chancesLeft: number }>(
            s.app,
            'POST',
            '/exam/lottery/5',
            { clientKey: testKey() },
            token,
          )
        ).body.data.chancesLeft,
      ).toBe(left - i - 1);
    expect(
      (await call(s.app, 'POST', '/exam/lottery/5', { clientKey: testKey() }, token)).body.msg,
    ).toBe('暂无抽奖机会，完成答题或任务可获得');
  });

  it('pages the leaderboard of 150+ users by score then time and shows my row', async () => {
    const p1 = await call<{
      list: { rank: number; score: number; usedSeconds: number }[];
      total: number;
      mine: { rank: number; score: number } | null;
    }>(s.app, 'POST', '/rank/page', { examId: 5, page: 1, size: 20 }, token);
    expect(p1.body.data.total).toBeGreaterThanOrEqual(151);
    const l = p1.body.data.list;
    expect(l.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (let i = 1; i < l.length; i++) {
      const a = l[i - 1];
      const b = l[i];
      expect(
        a && b && (a.score > b.score || (a.score === b.score && a.usedSeconds <= b.usedSeconds)),
      ).toBe(true);
    }
    expect(p1.body.data.mine?.score).toBe(100);
  });
});
