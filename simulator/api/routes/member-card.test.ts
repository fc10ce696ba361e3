import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

type Card = { cardNo: string; password: string; expired: boolean };

describe('member cards', () => {
  let s: TestServer;
  let cards: Card[];
  beforeAll(async () => {
    s = await startTestServer();
    cards = (await call<Card[]>(s.app, 'GET', '/__sim/member/cards')).body.data;
  });
  afterAll(() => s.close());

  it('activates a card once: a repeat by the same account grants nothing more, another account is refused', async () => {
    const card = cards.find((c) => !c.expired);
    const token = await loginAs(s.app, '13400000101');
    const first = await call<{ id: number; days: number; memberExpireAt: number }>(
      s.app,
      'POST',
      '/member/card/activate',
      { cardNo: card?.cardNo.toLowerCase(), password: card?.password },
      token,
    );
    expect(first.body).toMatchObject({ success: true, msg: '激活成功' });
    const again = await call<{ memberExpireAt: number }>(
      s.app,
      'POST',
      '/member/card/activate',
      { cardNo: card?.cardNo, password: card?.password },
      token,
    );
    expect(again.body.data.memberExpireAt).toBe(first.body.data.memberExpireAt);
    const other = await loginAs(s.app, '13400000102');
    expect(
      await call(
        s.app,
        'POST',
        '/member/card/activate',
        { cardNo: card?.cardNo, password: card?.password },
        other,
      ),
    ).toMatchObject({ status: 409, body: { msg: '该会员卡已被激活' } });
    expect(
      (await call(s.app, 'GET', `/member/card/${first.body.data.id}`, undefined, token)).status,
    ).toBe(200);
    expect(
      (await call(s.app, 'GET', `/member/card/${first.body.data.id}`, undefined, other)).body,
    ).toMatchObject({ code: 404, msg: '会员卡不存在' });
  });

  it('answers a wrong password like an unknown number, and refuses an expired card and a malformed one', async () => {
    const token = await loginAs(s.app, '13400000103');
    const live = cards.filter((c) => !c.expired)[1];
    const wrong = live?.password === '111111' ? '222222' : '111111';
    expect(
      (
        await call(
          s.app,
          'POST',
          '/member/card/activate',
          { cardNo: live?.cardNo, password: wrong },
          token,
        )
      ).body.msg,
    ).toBe('卡号或卡密错误，请核对后重新输入');
    expect(
      (
        await call(
          s.app,
          'POST',
          '/member/card/activate',
          { cardNo: 'MC0000000000', password: '123456' },
          token,
        )
      ).body.msg,
    ).toBe('卡号或卡密错误，请核对后重新输入');
    const expired = cards.find((c) => c.expired);
    expect(
      (
        await call(
          s.app,
          'POST',
          '/member/card/activate',
          { cardNo: expired?.cardNo, password: expired?.password },
          token,
        )
      ).body.msg,
    ).toBe('该会员卡已过期');
    expect(
      (await call(s.app, 'POST', '/member/card/activate', { cardNo: 'abc', password: '1' }, token))
        .body.msg,
    ).toBe('请输入正确的会员卡号（MC开头的12位）');
  });
});
