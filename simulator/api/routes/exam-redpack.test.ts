import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startTestServer, testKey, type TestServer } from '../testing';

describe('exam red packets: withdrawals', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13100000001');
    // A balance to pay out from (the attempt flow that earns one is exam.test.ts's).
    const userId = s.db
      .prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?')
      .get('13100000001')?.id as number;
    s.db
      .prepare(
        'INSERT INTO redpacks (exam_id, user_id, kind, amount_cents, status, created_at) VALUES (5, ?, 2, 500, 1, ?)',
      )
      .run(userId, s.clock.now());
  });
  afterAll(() => s.close());

  it('withdraws red packets up to the balance; labels name the payout', async () => {
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
});
