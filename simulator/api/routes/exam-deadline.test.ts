import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Attempt,
  ExamInfo,
  ExamResult,
  Question,
} from '../../../renderer/src/contracts/api/exam';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

type Next = {
  correct: boolean;
  rightAnswer: string;
  next: Question | null;
  finished: boolean;
  scoreSoFar: number;
};

describe('exam attempts against the server clock', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  /** The right answer, as the server knows it (tests read the seed like QA would read the bank). */
  const answerOf = (q: Question): string =>
    s.db
      .prepare<[number], { answer: string }>('SELECT answer FROM questions WHERE id = ?')
      .get(q.id)?.answer ?? 'A';

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
});
