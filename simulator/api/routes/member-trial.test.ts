import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

type Center = { status: string; trialAvailable: boolean; level: number; daysLeft: number };

describe('member trial and status', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('starts a 7-day trial once per user: 未开通 → 试用中, a second request changes nothing', async () => {
    const token = await loginAs(s.app, '13400000071');
    const before = await call<Center>(s.app, 'GET', '/member/center', undefined, token);
    expect(before.body.data).toMatchObject({ status: 'none', trialAvailable: true, level: 0 });

    const first = await call<{ expireAt: number }>(
      s.app,
      'POST',
      '/member/trial',
      undefined,
      token,
    );
    expect(first.body).toMatchObject({
      success: true,
      msg: '已开通7天会员试用',
      data: { level: 1 },
    });
    const after = await call<Center>(s.app, 'GET', '/member/center', undefined, token);
    expect(after.body.data).toMatchObject({
      status: 'trial',
      trialAvailable: false,
      level: 1,
      daysLeft: 7,
    });

    const again = await call(s.app, 'POST', '/member/trial', undefined, token);
    expect(again).toMatchObject({ status: 409, body: { msg: '您已使用过会员试用' } });
    expect(
      (await call<Center>(s.app, 'GET', '/member/center', undefined, token)).body.data.daysLeft,
    ).toBe(7);
  });

  it('refuses a trial to a member and to an anonymous caller', async () => {
    const token = await loginAs(s.app, '13400000072');
    const codes = (
      await call<{ code: string; planName: string }[]>(
        s.app,
        'GET',
        '/__sim/member/redemption-codes',
      )
    ).body.data;
    await call(s.app, 'POST', '/member/exchange', { code: codes[0]?.code }, token);
    expect(
      (await call<Center>(s.app, 'GET', '/member/center', undefined, token)).body.data,
    ).toMatchObject({ status: 'active', trialAvailable: false });
    expect(await call(s.app, 'POST', '/member/trial', undefined, token)).toMatchObject({
      status: 409,
      body: { msg: '您已是会员，无需试用' },
    });
    expect((await call(s.app, 'POST', '/member/trial')).status).toBe(401);
  });
});
