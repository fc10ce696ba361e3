import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

describe('requests without a key, the same content within a few seconds', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const ask = (token: string, title = '跨省异地施工预缴增值税怎么处理？') =>
    call<{ id: number }>(
      s.app,
      'POST',
      '/qa/add',
      {
        title,
        content: '公司注册在深圳，在湖南有一个建筑项目，请问预缴增值税的流程是什么？',
        tags: ['增值税'],
      },
      token,
    );

  it('are one question within 10 s of the mock clock, a new one after; another title or another key is another question', async () => {
    const token = await loginAs(s.app, '13700009901');
    const first = (await ask(token)).body.data.id;
    s.clock.advance(9_999);
    expect((await ask(token)).body.data.id).toBe(first);
    s.clock.advance(1);
    const later = (await ask(token)).body.data.id;
    expect(later).not.toBe(first);
    expect((await ask(token, '跨省异地施工预缴增值税怎么申报？')).body.data.id).not.toBe(later);
    const keyed = (key: string) =>
      call<{ id: number }>(
        s.app,
        'POST',
        '/qa/add',
        {
          title: '研发费用加计扣除的口径',
          content: '委托境外研发的费用能否加计扣除？比例是多少？',
          tags: ['企业所得税'],
          clientKey: key,
        },
        token,
      );
    const a = (await keyed('ask-key-00000001')).body.data.id;
    expect((await keyed('ask-key-00000002')).body.data.id).not.toBe(a);
    s.clock.advance(86_400_000);
    expect((await keyed('ask-key-00000001')).body.data.id).toBe(a);
  });

  it('are per user: the same question from two users is two questions', async () => {
    const [a, b] = await Promise.all(['13700009902', '13700009903'].map((p) => loginAs(s.app, p)));
    expect((await ask(a ?? '')).body.data.id).not.toBe((await ask(b ?? '')).body.data.id);
  });

  it('a refused request is not remembered: once the cause is gone, the same request takes effect', async () => {
    const token = await loginAs(s.app, '13700009904');
    const goods = s.db
      .prepare<[], { id: number; points: number }>(
        "SELECT id, points FROM mall_goods WHERE virtual = 1 AND grant_kind = 'coupon' AND stock > 0 LIMIT 1",
      )
      .get();
    const body = { goodsId: goods?.id, clientKey: 'exchange-key-0001' };
    expect((await call(s.app, 'POST', '/integral/order/submit', body, token)).body.msg).toMatch(
      /^积分不足/,
    );
    s.db.prepare("UPDATE users SET points = ? WHERE phone = '13700009904'").run(goods?.points ?? 0);
    expect((await call(s.app, 'POST', '/integral/order/submit', body, token)).body.msg).toBe(
      '兑换成功',
    );
  });
});
