import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attempt } from '../../../renderer/src/contracts/api/exam';
import type { QuestionnaireInfo } from '../../../renderer/src/contracts/api/questionnaire';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

describe('questionnaire competition (exam 6)', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13000000201');
  });
  afterAll(() => s.close());

  it('shows its home info with rules and claim notes', async () => {
    const r = await call<QuestionnaireInfo>(s.app, 'GET', '/questionnaire/info', undefined, token);
    expect(r.body.data).toMatchObject({
      examId: 6,
      title: '个税汇算知识闯关赛',
      status: 1,
      questionCount: 5,
      durationSeconds: 300,
      chancesLeft: 3,
      bestScore: null,
    });
    expect(r.body.data.notesHtml).toContain('领奖须知');
  });

  it('runs a 5-question challenge on the exam calls and logs it', async () => {
    await call(s.app, 'POST', '/exam/apply', { examId: 6 }, token);
    const b = await call<Attempt>(s.app, 'POST', '/exam/begin', { examId: 6 }, token);
    expect(b.body.data.total).toBe(5);
    await call(
      s.app,
      'POST',
      '/exam/getNextInfo',
      { attemptId: b.body.data.attemptId, index: 0, answer: 'A' },
      token,
    );
    await call(s.app, 'POST', '/exam/v2/saveResult', { attemptId: b.body.data.attemptId }, token);
    const logs = await call<{
      list: { attemptId: number; finished: boolean; questionCount: number }[];
    }>(s.app, 'GET', '/questionnaire/logs', undefined, token);
    expect(logs.body.data.list[0]).toMatchObject({
      attemptId: b.body.data.attemptId,
      finished: true,
      questionCount: 5,
    });
  });

  it('binds a bank card keeping only the masked number', async () => {
    expect(
      (
        await call(
          s.app,
          'POST',
          '/questionnaire/bank',
          { bankName: '招商银行', cardNo: '1234', realName: '周明' },
          token,
        )
      ).body.msg,
    ).toBe('银行卡号应为16-19位数字');
    expect(
      (
        await call(
          s.app,
          'POST',
          '/questionnaire/bank',
          { bankName: '招商银行', cardNo: '6225 8801 2345 6789', realName: '周明' },
          token,
        )
      ).body.msg,
    ).toBe('银行卡号有误，请核对后重新输入');
    const r = await call<{ cardNoMasked: string }>(
      s.app,
      'POST',
      '/questionnaire/bank',
      { bankName: '招商银行', cardNo: '6225 8801 2345 6783', realName: '周明' },
      token,
    );
    expect(r.body.data.cardNoMasked).toBe('6225 **** **** 6783');
    const stored = s.db.prepare<[], { card_no: string }>('SELECT card_no FROM bank_cards').all();
    expect(stored.some((c) => c.card_no.includes('88012345'))).toBe(false);
  });

  it('pays ranking rewards only after the competition ends', async () => {
    const prices = await call<{ tiers: { amountCents: number }[]; examEnded: boolean }>(
      s.app,
      'GET',
      '/questionnaire/prices',
      undefined,
      token,
    );
    expect(prices.body.data.tiers[0]?.amountCents).toBe(44400);
    expect(prices.body.data.examEnded).toBe(false);
    expect(
      (await call(s.app, 'POST', '/questionnaire/reward/claim', undefined, token)).body.msg,
    ).toBe('闯关赛结束后才能领取排名奖励');
  });

  it('answers earnings and prices as the exam calls do for exam 6 (one engine, one implementation)', async () => {
    const earnings = await call(
      s.app,
      'GET',
      '/questionnaire/earnings?page=1&size=10',
      undefined,
      token,
    );
    const records = await call(
      s.app,
      'POST',
      '/redpack/record',
      { examId: 6, page: 1, size: 10 },
      token,
    );
    expect(earnings.body.data).toEqual(records.body.data);
    const prices = await call(s.app, 'GET', '/questionnaire/prices', undefined, token);
    const standing = await call(s.app, 'POST', '/ranking/reward', { examId: 6 }, token);
    expect(prices.body.data).toEqual(standing.body.data);
  });

  it('requires login for its private pages', async () => {
    for (const url of ['/questionnaire/logs', '/questionnaire/earnings', '/questionnaire/bank'])
      expect((await call(s.app, 'GET', url)).status).toBe(401);
  });
});
