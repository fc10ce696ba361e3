import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../renderer/src/contracts/api/envelope';
import {
  ANSWER_POINTS,
  READ_DAILY_ARTICLES,
  READ_POINTS,
  type MallAccount,
  type PointsBillEntry,
} from '../../../renderer/src/contracts/api/mall';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

const DAY = 86_400_000;

describe('points earned by reading and answering', () => {
  let s: TestServer;
  let token: string;
  let ids: number[];
  const account = async () =>
    (await call<MallAccount>(s.app, 'GET', '/integral/account', undefined, token)).body.data;
  const read = async (id: number, signedIn = true) =>
    expect(
      (await call(s.app, 'GET', `/article/detail/${id}`, undefined, signedIn ? token : undefined))
        .status,
    ).toBe(200);
  const bill = async () =>
    (
      await call<Page<PointsBillEntry>>(
        s.app,
        'GET',
        '/integral/points/bill?page=1&size=50',
        undefined,
        token,
      )
    ).body.data.list;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13000000081');
    ids = (
      await call<Page<{ id: number }>>(s.app, 'GET', '/article/list?page=1&size=20')
    ).body.data.list.map((a) => a.id);
  });
  afterAll(() => s.close());

  it('gives reading points once per article, for the first articles of the day only', async () => {
    expect(ids.length).toBeGreaterThan(READ_DAILY_ARTICLES);
    await read(ids[0]!, false); // anonymous: nothing to earn
    expect(await account()).toMatchObject({ points: 0, readPointsToday: 0 });
    await read(ids[0]!);
    await read(ids[0]!); // a re-read earns nothing
    expect(await account()).toMatchObject({ points: READ_POINTS, readPointsToday: READ_POINTS });
    for (const id of ids.slice(1, READ_DAILY_ARTICLES + 2)) await read(id);
    expect(await account()).toMatchObject({
      points: READ_POINTS * READ_DAILY_ARTICLES,
      readPointsToday: READ_POINTS * READ_DAILY_ARTICLES,
    });
    const lines = (await bill()).filter((l) => l.reason.startsWith('阅读文章《'));
    expect(lines).toHaveLength(READ_DAILY_ARTICLES);
    expect(lines.every((l) => l.delta === READ_POINTS)).toBe(true);
  });

  it('starts a new allowance on the next day by the mock clock, still once per article and day', async () => {
    s.clock.advance(DAY);
    expect((await account()).readPointsToday).toBe(0);
    await read(ids[0]!); // read yesterday: a new day earns again
    await read(ids[0]!);
    expect(await account()).toMatchObject({
      points: READ_POINTS * (READ_DAILY_ARTICLES + 1),
      readPointsToday: READ_POINTS,
    });
  });

  it('gives answering points for the first exam attempt finished each day', async () => {
    const before = (await account()).points;
    expect((await call(s.app, 'POST', '/exam/apply', { examId: 5 }, token)).status).toBe(200);
    const finish = async (answered = true) => {
      const begin = await call<{ attemptId: number; question: { options: { key: string }[] } }>(
        s.app,
        'POST',
        '/exam/begin',
        { examId: 5 },
        token,
      );
      const answer = begin.body.data.question.options[0]!.key;
      if (answered)
        expect(
          (
            await call(
              s.app,
              'POST',
              '/exam/getNextInfo',
              { attemptId: begin.body.data.attemptId, index: 0, answer },
              token,
            )
          ).status,
        ).toBe(200);
      expect(
        (
          await call(
            s.app,
            'POST',
            '/exam/v2/saveResult',
            { attemptId: begin.body.data.attemptId },
            token,
          )
        ).body.msg,
      ).toBe('交卷成功');
    };
    await finish(false); // handed in without a single answer: not taken part in
    expect((await account()).answerPointsToday).toBe(0);
    await finish();
    expect(await account()).toMatchObject({
      points: before + ANSWER_POINTS,
      answerPointsToday: ANSWER_POINTS,
    });
    await finish();
    expect((await account()).points).toBe(before + ANSWER_POINTS);
    expect((await bill()).filter((l) => l.reason.startsWith('完成答题《'))).toHaveLength(1);
    s.clock.advance(DAY);
    expect((await account()).answerPointsToday).toBe(0);
    await finish();
    expect(await account()).toMatchObject({
      points: before + 2 * ANSWER_POINTS,
      answerPointsToday: ANSWER_POINTS,
    });
    // Both kinds the same day: each is told apart.
    await read(ids[1]!);
    expect(await account()).toMatchObject({
      readPointsToday: READ_POINTS,
      answerPointsToday: ANSWER_POINTS,
    });
  });

  it('gives answering points when a questionnaire challenge ends, once a day', async () => {
    const player = await loginAs(s.app, '13000000082');
    const points = async () =>
      (await call<MallAccount>(s.app, 'GET', '/integral/account', undefined, player)).body.data
        .points;
    type State = { attemptId: number; question: { id: number; options: { key: string }[] } | null };
    const lose = async () => {
      const st = (
        await call<State>(s.app, 'POST', '/questionnaire/challenge/start', undefined, player)
      ).body.data;
      const right =
        s.db
          .prepare<[number], { answer: string }>('SELECT answer FROM questions WHERE id = ?')
          .get(st.question?.id ?? 0)?.answer ?? '';
      const wrong = st.question?.options.map((o) => o.key).find((k) => !right.includes(k)) ?? 'A';
      expect(
        (
          await call(
            s.app,
            'POST',
            '/questionnaire/challenge/answer',
            { attemptId: st.attemptId, index: 0, answer: wrong },
            player,
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await call(
            s.app,
            'POST',
            '/questionnaire/challenge/giveup',
            { attemptId: st.attemptId },
            player,
          )
        ).status,
      ).toBe(200);
    };
    await lose();
    expect(await points()).toBe(ANSWER_POINTS);
    await lose();
    expect(await points()).toBe(ANSWER_POINTS);
  });
});
