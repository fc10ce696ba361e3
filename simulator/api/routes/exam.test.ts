import { constants, publicEncrypt } from 'node:crypto';
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

describe('exams (spec §7 exam calls)', () => {
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

  it('draws once per client key, and QA sets chances and the next prize', async () => {
    const player = await loginAs(s.app, '13100000079');
    await call(s.app, 'POST', '/exam/apply', { examId: 5 }, player);
    const prizes = await call<{ prizes: { id: number; name: string }[] }>(
      s.app,
      'GET',
      '/exam/lottery/prizeList/5',
      undefined,
      player,
    );
    const thanks = prizes.body.data.prizes.find((p) => p.name === '谢谢参与');
    const rigged = await call<{ chancesLeft: number }>(
      s.app,
      'POST',
      '/__sim/exam/5/lottery',
      { chances: 2, prizeId: thanks?.id },
      player,
    );
    expect(rigged.body.data.chancesLeft).toBe(2);
    type Draw = { prize: { id: number }; chancesLeft: number; message: string };
    const first = await call<Draw>(
      s.app,
      'POST',
      '/exam/lottery/5',
      { clientKey: 'draw-0001-abcd' },
      player,
    );
    expect(first.body.data).toMatchObject({
      prize: { id: thanks?.id },
      chancesLeft: 1,
      message: '谢谢参与，下次好运',
    });
    // The same key again answers the same draw and spends nothing.
    const again = await call<Draw>(
      s.app,
      'POST',
      '/exam/lottery/5',
      { clientKey: 'draw-0001-abcd' },
      player,
    );
    expect(again.body.data).toMatchObject({ prize: { id: thanks?.id }, chancesLeft: 1 });
    const second = await call<Draw>(
      s.app,
      'POST',
      '/exam/lottery/5',
      { clientKey: 'draw-0002-abcd' },
      player,
    );
    expect(second.body.data.chancesLeft).toBe(0);
    expect(
      (await call(s.app, 'POST', '/exam/lottery/5', { clientKey: 'draw-0003-abcd' }, player)).body
        .msg,
    ).toBe('暂无抽奖机会，完成答题或任务可获得');
    expect(
      (await call(s.app, 'POST', '/__sim/exam/5/lottery', { prizeId: 999999 }, player)).body.msg,
    ).toBe('奖品不属于该竞赛');
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

  it('withdraws red packets up to the balance; labels follow spec §4', async () => {
    const rec = await call<{ balanceCents: number; list: { kindLabel: string }[] }>(
      s.app,
      'POST',
      '/redpack/record',
      { examId: 5 },
      token,
    );
    const balance = rec.body.data.balanceCents;
    expect(balance).toBeGreaterThanOrEqual(100);
    const over = await call(
      s.app,
      'POST',
      '/redpack/withdraw',
      {
        examId: 5,
        amountCents: balance + 1,
        channel: 'wechat',
        account: 'wxid_tax2026',
        realName: '赵磊',
        clientKey: testKey(),
      },
      token,
    );
    expect(over.body.msg).toBe(`可提现余额不足，当前余额${(balance / 100).toFixed(2)}元`);
    expect(
      (
        await call(
          s.app,
          'POST',
          '/redpack/withdraw',
          {
            examId: 5,
            amountCents: 50,
            channel: 'wechat',
            account: 'x',
            realName: '赵磊',
            clientKey: testKey(),
          },
          token,
        )
      ).body.msg,
    ).toBe('满1元可提现');
    const ok = await call<{ balanceCents: number; accountMasked: string }>(
      s.app,
      'POST',
      '/redpack/withdraw',
      {
        examId: 5,
        amountCents: 100,
        channel: 'alipay',
        account: '13100000001',
        realName: '赵磊',
        clientKey: testKey(),
      },
      token,
    );
    expect(ok.body.data).toMatchObject({
      balanceCents: balance - 100,
      accountMasked: '131****0001',
    });
    const after = await call<{ list: { kindLabel: string }[] }>(
      s.app,
      'POST',
      '/redpack/record',
      { examId: 5 },
      token,
    );
    expect(after.body.data.list[0]?.kindLabel).toBe('红包提现');
  });

  it('pays a withdrawal once per client key: a repeated request answers the first payout', async () => {
    const other = await loginAs(s.app, '13100000077');
    const userId = s.db
      .prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?')
      .get('13100000077')?.id as number;
    s.db
      .prepare(
        'INSERT INTO redpacks (exam_id, user_id, kind, amount_cents, status, created_at) VALUES (5, ?, 2, 300, 1, ?)',
      )
      .run(userId, s.clock.now());
    const body = {
      examId: 5,
      amountCents: 120,
      channel: 'alipay',
      account: '13100000077',
      realName: '赵磊',
      clientKey: 'withdraw-key-0001',
    };
    const first = await call<{ recordId: number; balanceCents: number }>(
      s.app,
      'POST',
      '/redpack/withdraw',
      body,
      other,
    );
    const again = await call<{ recordId: number; balanceCents: number }>(
      s.app,
      'POST',
      '/redpack/withdraw',
      body,
      other,
    );
    expect(first.body.data).toMatchObject({ balanceCents: 180 });
    expect(again.body.data).toMatchObject({
      recordId: first.body.data.recordId,
      balanceCents: 180,
    });
    const rec = await call<{ total: number }>(
      s.app,
      'POST',
      '/redpack/record',
      { examId: 5 },
      other,
    );
    expect(rec.body.data.total).toBe(2);
    expect(
      (await call(s.app, 'POST', '/redpack/withdraw', { ...body, clientKey: 'bad key' }, other))
        .body.msg,
    ).toBe('请求标识不正确');
    expect(
      (await call(s.app, 'POST', '/redpack/withdraw', { ...body, clientKey: undefined }, other))
        .body,
    ).toMatchObject({ code: 400, msg: '缺少请求标识，请刷新页面后重试' });
    expect(
      (await call<{ total: number }>(s.app, 'POST', '/redpack/record', { examId: 5 }, other)).body
        .data.total,
    ).toBe(2);
  });

  it('answers the server clock with an attempt, and QA can set an attempt’s time left', async () => {
    const player = await loginAs(s.app, '13100000078');
    await call(s.app, 'POST', '/exam/apply', { examId: 5 }, player);
    const begin = await call<Attempt>(s.app, 'POST', '/exam/begin', { examId: 5 }, player);
    expect(begin.body.data.deadlineAt - begin.body.data.serverNow).toBe(900_000);
    const moved = await call<{ remainingSeconds: number }>(
      s.app,
      'POST',
      `/__sim/exam/attempt/${begin.body.data.attemptId}/time-left`,
      { seconds: 5 },
      player,
    );
    expect(moved.body.data.remainingSeconds).toBe(5);
    const resumed = await call<Attempt>(s.app, 'POST', '/exam/begin', { examId: 5 }, player);
    expect(resumed.body.data).toMatchObject({
      attemptId: begin.body.data.attemptId,
      remainingSeconds: 5,
    });
    s.clock.advance(6_000);
    const late = await call(
      s.app,
      'POST',
      '/exam/getNextInfo',
      { attemptId: begin.body.data.attemptId, index: 0, answer: 'A' },
      player,
    );
    expect(late.body.msg).toBe('答题时间已到，系统已按已答题目自动交卷');
  });

  describe('the deadline kept by the server', () => {
    const answerRight = async (player: string, attemptId: number, count: number) => {
      let q = (await call<Attempt>(s.app, 'POST', '/exam/begin', { examId: 5 }, player)).body.data
        .question;
      for (let index = 0; index < count && q; index++)
        q = (
          await call<Next>(
            s.app,
            'POST',
            '/exam/getNextInfo',
            { attemptId, index, answer: answerOf(q) },
            player,
          )
        ).body.data.next;
    };
    const begin = async (phone: string) => {
      const player = await loginAs(s.app, phone);
      await call(s.app, 'POST', '/exam/apply', { examId: 5 }, player);
      const attempt = (await call<Attempt>(s.app, 'POST', '/exam/begin', { examId: 5 }, player))
        .body.data;
      return { player, attemptId: attempt.attemptId };
    };
    const row = (attemptId: number) =>
      s.db
        .prepare<
          [number],
          { finished_at: number | null; deadline_at: number; score: number; used_seconds: number }
        >('SELECT * FROM exam_attempts WHERE id = ?')
        .get(attemptId);

    it('submits an attempt at its deadline on the next request of anyone (the ranking): scored, its whole time used, one chance', async () => {
      const { player, attemptId } = await begin('13100000091');
      await answerRight(player, attemptId, 3);
      await call(
        s.app,
        'POST',
        `/__sim/exam/attempt/${attemptId}/time-left`,
        { seconds: 5 },
        player,
      );
      const deadline = row(attemptId)?.deadline_at ?? 0;
      s.clock.advance(60_000);
      expect(row(attemptId)?.finished_at).toBeNull();
      // Another player opens the ranking: the expired attempt counts there at once.
      const other = await loginAs(s.app, '13100000092');
      const board = await call<{ mine: unknown; total: number }>(
        s.app,
        'POST',
        '/rank/page',
        { examId: 5, page: 1, size: 10 },
        other,
      );
      expect(board.status).toBe(200);
      expect(row(attemptId)).toMatchObject({ finished_at: deadline, score: 30 });
      const started =
        s.db
          .prepare<[number], { started_at: number }>(
            'SELECT started_at FROM exam_attempts WHERE id = ?',
          )
          .get(attemptId)?.started_at ?? 0;
      expect(row(attemptId)?.used_seconds).toBe(Math.round((deadline - started) / 1000));
      const info = (await call<ExamInfo>(s.app, 'POST', '/exam/init', { examId: 5 }, player)).body
        .data;
      expect(info).toMatchObject({
        unfinishedAttemptId: null,
        autoSubmittedAttemptId: attemptId,
        chancesLeft: 2,
        bestScore: 30,
      });
    });

    it('answers the reload of a page past the deadline with the attempt submitted, not a new attempt, and shows its result once', async () => {
      const { player, attemptId } = await begin('13100000093');
      await answerRight(player, attemptId, 2);
      await call(
        s.app,
        'POST',
        `/__sim/exam/attempt/${attemptId}/time-left`,
        { seconds: 5 },
        player,
      );
      s.clock.advance(6_000);
      expect((await call(s.app, 'POST', '/exam/begin', { examId: 5 }, player)).body).toMatchObject({
        code: 409,
        msg: '答题时间已到，系统已按已答题目自动交卷',
      });
      const attempts = () =>
        s.db
          .prepare<[], { n: number }>(
            "SELECT COUNT(*) AS n FROM exam_attempts a JOIN users u ON u.id = a.user_id WHERE u.phone = '13100000093'",
          )
          .get()?.n;
      expect(attempts()).toBe(1);
      const result = await call<ExamResult>(
        s.app,
        'POST',
        '/exam/v2/saveResult',
        { attemptId },
        player,
      );
      expect(result.body.data).toMatchObject({
        attemptId,
        score: 20,
        correctCount: 2,
        passed: false,
      });
      expect(
        (await call<ExamInfo>(s.app, 'POST', '/exam/init', { examId: 5 }, player)).body.data,
      ).toMatchObject({ autoSubmittedAttemptId: null, chancesLeft: 2 });
      expect(
        (await call<Attempt>(s.app, 'POST', '/exam/begin', { examId: 5 }, player)).body.data
          .attemptId,
      ).not.toBe(attemptId);
      expect(attempts()).toBe(2);
    });

    it('records a late submission’s time up to the deadline, not up to the submission', async () => {
      const { player, attemptId } = await begin('13100000094');
      await answerRight(player, attemptId, 1);
      s.clock.advance(1_000_000);
      const result = await call<ExamResult>(
        s.app,
        'POST',
        '/exam/v2/saveResult',
        { attemptId },
        player,
      );
      expect(result.body.data).toMatchObject({ score: 10, usedSeconds: 900 });
      expect(row(attemptId)?.used_seconds).toBe(900);
    });
  });

  it('reads the account and real name sent RSA-encrypted, and checks the name once decrypted', async () => {
    const key = await call<{ publicKey: string }>(s.app, 'GET', '/common/publicKey');
    const encrypt = (text: string) =>
      publicEncrypt(
        { key: key.body.data.publicKey, padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(text),
      ).toString('base64');
    const before = await call<{ balanceCents: number }>(
      s.app,
      'POST',
      '/redpack/record',
      { examId: 5 },
      token,
    );
    const short = await call(
      s.app,
      'POST',
      '/redpack/withdraw',
      {
        examId: 5,
        amountCents: 100,
        channel: 'alipay',
        account: encrypt('tax@example.com'),
        realName: encrypt('赵'),
        clientKey: testKey(),
      },
      token,
    );
    expect(short.body).toMatchObject({ code: 400, msg: '请填写真实姓名' });
    const ok = await call<{ recordId: number; accountMasked: string; balanceCents: number }>(
      s.app,
      'POST',
      '/redpack/withdraw',
      {
        examId: 5,
        amountCents: 100,
        channel: 'alipay',
        account: encrypt('tax@example.com'),
        realName: encrypt('欧阳明远'),
        clientKey: testKey(),
      },
      token,
    );
    expect(ok.body).toMatchObject({
      msg: '提现成功',
      data: { accountMasked: 'tax****.com', balanceCents: before.body.data.balanceCents - 100 },
    });
    const row = s.db
      .prepare<[number], { account: string; real_name: string }>(
        'SELECT account, real_name FROM redpacks WHERE id = ?',
      )
      .get(ok.body.data.recordId);
    expect(row).toEqual({ account: 'tax****.com', real_name: '欧阳明远' });
  });

  it('pays ranking rewards only after the exam ends, once', async () => {
    const top = await loginAs(s.app, '13800000068');
    const standing = await call<{ myRank: number; myRewardCents: number; claimable: boolean }>(
      s.app,
      'POST',
      '/ranking/reward',
      { examId: 4 },
      top,
    );
    expect(standing.body.data.claimable).toBe(standing.body.data.myRewardCents > 0);
    expect(
      (await call(s.app, 'POST', '/receive/exam/ranking/reward', { examId: 5 }, top)).body.msg,
    ).toBe('竞赛结束后才能领取排名奖励');
    const seeded = s.db
      .prepare<[], { user_id: number }>(
        'SELECT user_id FROM exam_scores WHERE exam_id = 4 ORDER BY best_score DESC, best_seconds ASC, updated_at ASC, user_id ASC LIMIT 1',
      )
      .get();
    const champion = await loginAs(s.app, `1380000${String(seeded?.user_id).padStart(4, '0')}`);
    const w = await call<{ amountCents: number }>(
      s.app,
      'POST',
      '/redpack/ranking/withdraw',
      {
        examId: 4,
        channel: 'wechat',
        account: 'wx_champion',
        realName: '冠军',
        clientKey: testKey(),
      },
      champion,
    );
    expect(w.body.data.amountCents).toBe(88800);
    // The records name it: 排名奖励 in, 红包提现 out (not 答题红包).
    const records = await call<{
      list: { kind: number; kindLabel: string; amountCents: number }[];
    }>(s.app, 'POST', '/redpack/record', { examId: 4 }, champion);
    expect(
      records.body.data.list
        .slice(0, 2)
        .map((r) => [r.kind, r.kindLabel, r.amountCents])
        .sort(),
    ).toEqual([
      [3, '红包提现', 88800],
      [4, '排名奖励', 88800],
    ]);
    expect(
      (await call(s.app, 'POST', '/receive/exam/ranking/reward', { examId: 4 }, champion)).body.msg,
    ).toBe('排名奖励已领取');
    // Paid out once: a second ranking withdrawal is refused and leaves the balance as it was.
    const balance = async () =>
      (
        await call<{ balanceCents: number }>(
          s.app,
          'POST',
          '/redpack/record',
          { examId: 4 },
          champion,
        )
      ).body.data.balanceCents;
    const left = await balance();
    const again = await call(
      s.app,
      'POST',
      '/redpack/ranking/withdraw',
      {
        examId: 4,
        channel: 'wechat',
        account: 'wx_champion',
        realName: '冠军',
        clientKey: testKey(),
      },
      champion,
    );
    expect(again.body).toMatchObject({ code: 409, msg: '排名奖励已领取' });
    expect(await balance()).toBe(left);
    expect(
      (
        await call<{ claimed: boolean; claimable: boolean }>(
          s.app,
          'POST',
          '/ranking/reward',
          { examId: 4 },
          champion,
        )
      ).body.data,
    ).toMatchObject({ claimed: true, claimable: false });
  });

  it('refuses a ranking reward after the claim period: 已过期', async () => {
    const late = await loginAs(s.app, '13800000069');
    const before = await call<{ claimable: boolean; expired: boolean; myRewardCents: number }>(
      s.app,
      'POST',
      '/ranking/reward',
      { examId: 4 },
      late,
    );
    expect(before.body.data).toMatchObject({ expired: false });
    const until =
      s.db.prepare<[], { claim_until: number }>('SELECT claim_until FROM exams WHERE id = 4').get()
        ?.claim_until ?? 0;
    s.db.prepare('UPDATE exams SET claim_until = ? WHERE id = 4').run(s.clock.now() - 1);
    try {
      const after = await call<{ claimable: boolean; expired: boolean }>(
        s.app,
        'POST',
        '/ranking/reward',
        { examId: 4 },
        late,
      );
      expect(after.body.data).toMatchObject({ claimable: false, expired: true });
      if (before.body.data.myRewardCents > 0)
        expect(
          (await call(s.app, 'POST', '/receive/exam/ranking/reward', { examId: 4 }, late)).body.msg,
        ).toBe('领奖期已过，排名奖励已过期');
    } finally {
      s.db.prepare('UPDATE exams SET claim_until = ? WHERE id = 4').run(until);
    }
  });

  it('builds invitation share info for the poster', async () => {
    const r = await call<{ sharePath: string; posterUrl: string | null }>(
      s.app,
      'GET',
      '/exam/invite/5/1',
      undefined,
      token,
    );
    expect(r.body.data.sharePath).toMatch(/^\/exam\?examId=5&inviteUserId=\d+$/);
    const poster = await s.app.inject({ url: new URL(r.body.data.posterUrl ?? '').pathname });
    expect(poster.body.startsWith('<svg')).toBe(true);
    expect(
      (await call<{ posterUrl: string | null }>(s.app, 'GET', '/exam/invite/5/2', undefined, token))
        .body.data.posterUrl,
    ).toBeNull();
    expect((await call(s.app, 'GET', '/exam/invite/5/9', undefined, token)).body.msg).toBe(
      '邀请类型须为1或2',
    );
  });
});
