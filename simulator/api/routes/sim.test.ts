import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

type State = {
  latency: { pattern: string; ms: number }[];
  fail: { pattern: string; remaining: number }[];
  smsFailure: { enabled: boolean };
  clockOffsetMs: number;
  now: number;
};

describe('scenario controls', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('lists representative seeded accounts of every role, and they can log in', async () => {
    const r = await call<
      { phone: string; role: string; userTypeCode: number; memberLevel: number }[]
    >(s.app, 'GET', '/__sim/accounts');
    expect(new Set(r.body.data.map((a) => a.role))).toEqual(
      new Set(['专家', '企业会员', '个人会员', '普通用户']),
    );
    const enterprise = r.body.data.find((a) => a.role === '企业会员');
    const token = await loginAs(s.app, enterprise?.phone ?? '');
    expect(
      (await call<{ level: number }>(s.app, 'GET', '/member/center', undefined, token)).body.data
        .level,
    ).toBe(2);
  });

  it('reports health', async () => {
    expect((await call<{ ok: boolean }>(s.app, 'GET', '/__sim/health')).body.data.ok).toBe(true);
  });

  it('fails the next N matching calls with the given status and message, then recovers', async () => {
    await call(s.app, 'POST', '/__sim/fail', {
      pattern: '/member/*',
      times: 2,
      status: 503,
      msg: '服务维护中',
    });
    for (let i = 0; i < 2; i++)
      expect(await call(s.app, 'GET', '/member/plans')).toMatchObject({
        status: 503,
        body: { success: false, code: 503, msg: '服务维护中' },
      });
    expect((await call(s.app, 'GET', '/member/plans')).status).toBe(200);
    expect((await call<State>(s.app, 'GET', '/__sim/state')).body.data.fail).toEqual([]);
  });

  it('does not fail non-matching routes nor the controls themselves', async () => {
    await call(s.app, 'POST', '/__sim/fail', {
      pattern: '*',
      times: 1,
      status: 500,
      msg: '全部失败',
    });
    expect((await call(s.app, 'GET', '/__sim/health')).status).toBe(200);
    expect((await call(s.app, 'GET', '/app/new/version')).status).toBe(500);
    expect((await call(s.app, 'GET', '/app/new/version')).status).toBe(200);
  });

  it('records and removes a fixed latency rule', async () => {
    const set = await call<State>(s.app, 'POST', '/__sim/latency', {
      pattern: '/v3/order/valid',
      ms: 1500,
    });
    expect(set.body.data.latency).toEqual([{ pattern: '/v3/order/valid', ms: 1500 }]);
    const cleared = await call<State>(s.app, 'POST', '/__sim/latency', {
      pattern: '/v3/order/valid',
      ms: 0,
    });
    expect(cleared.body.data.latency).toEqual([]);
  });

  it('validates control bodies', async () => {
    expect((await call(s.app, 'POST', '/__sim/latency', { pattern: '', ms: 10 })).body.msg).toBe(
      '请填写路由匹配模式，如 /v3/order/valid 或 /exam/*',
    );
    expect(
      (await call(s.app, 'POST', '/__sim/fail', { pattern: '/x', status: 200 })).body.msg,
    ).toBe('状态码须在400 - 599之间');
    expect((await call(s.app, 'POST', '/__sim/expire-token', {})).body.msg).toBe(
      '请提供 token 或 phone',
    );
  });

  it('moves the simulated clock forward', async () => {
    const before = (await call<State>(s.app, 'GET', '/__sim/state')).body.data.now;
    const after = await call<State>(s.app, 'POST', '/__sim/advance', { ms: 60_000 });
    expect(after.body.data.now - before).toBe(60_000);
  });

  it('resets to the seed: new accounts and controls are gone, seeded data is back', async () => {
    const token = await loginAs(s.app, '13611110000');
    await call(s.app, 'POST', '/__sim/sms-failure', { enabled: true });
    const r = await call<State>(s.app, 'POST', '/__sim/reset');
    expect(r.body.data.smsFailure.enabled).toBe(false);
    expect((await call(s.app, 'GET', '/v1/user/info', undefined, token)).status).toBe(401);
    expect((await call(s.app, 'GET', '/__sim/sms?phone=13611110000')).body.data).toEqual([]);
    expect((await call<unknown[]>(s.app, 'GET', '/member/plans')).body.data).toHaveLength(5);
  });
});

describe('native sessions', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('signs the same and another account in again and again within 60 s, with no SMS sent', async () => {
    const tokens: string[] = [];
    for (const phone of ['13800000055', '13800000055', '13700001234', '13800000055']) {
      const r = await call<{ token: string; isNew: boolean }>(
        s.app,
        'POST',
        '/__sim/native-session',
        { phone },
      );
      expect(r.status).toBe(200);
      tokens.push(r.body.data.token);
      const info = await call<{ phone: string }>(
        s.app,
        'GET',
        '/v1/user/info',
        undefined,
        r.body.data.token,
      );
      expect(info.body.data.phone).toBe(phone);
    }
    expect(new Set(tokens).size).toBe(4);
    expect((await call(s.app, 'GET', '/__sim/sms?phone=13800000055')).body.data).toEqual([]);
  });

  it('creates an unknown number as SMS login does, once', async () => {
    const first = await call<{ isNew: boolean }>(s.app, 'POST', '/__sim/native-session', {
      phone: '13655550000',
    });
    const again = await call<{ isNew: boolean }>(s.app, 'POST', '/__sim/native-session', {
      phone: '13655550000',
    });
    expect([first.body.data.isNew, again.body.data.isNew]).toEqual([true, false]);
  });

  it('hands out phone numbers no one has used, passing over those an account took', async () => {
    const newNumber = async () =>
      (await call<{ phone: string }>(s.app, 'POST', '/__sim/phone-numbers')).body.data.phone;
    const first = await newNumber();
    expect(first).toMatch(/^170\d{8}$/);
    const taken = String(Number(first) + 1);
    await call(s.app, 'POST', '/__sim/native-session', { phone: taken });
    expect(await newNumber()).toBe(String(Number(first) + 2));
    const accounts = await call<unknown>(s.app, 'POST', '/__sim/native-session', { phone: first });
    expect(accounts.body).toMatchObject({ success: true, data: { isNew: true } });
  });

  it('refuses a malformed phone number in Chinese', async () => {
    const r = await call(s.app, 'POST', '/__sim/native-session', { phone: '12345' });
    expect(r).toMatchObject({ status: 400, body: { success: false, msg: '请输入正确手机号' } });
  });
});
