import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

type Sms = { phone: string; type: number; code: string; sentAt: number; used: boolean };

describe('auth: SMS, login, logout, user info', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('sends a login code: 发送成功, shown to QA at /__sim/sms, latest first', async () => {
    const r = await call(s.app, 'POST', '/sms/send', { phone: '13900000001', type: 2 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, code: 200, msg: '发送成功', data: null });
    const sms = await call<Sms[]>(s.app, 'GET', '/__sim/sms');
    expect(sms.body.data[0]).toMatchObject({ phone: '13900000001', type: 2, used: false });
    expect(sms.body.data[0]?.code).toMatch(/^\d{6}$/);
  });

  it('rejects a second code to the same phone within 60 s with the seconds left, and allows it after', async () => {
    await call(s.app, 'POST', '/sms/send', { phone: '13900000002', type: 2 });
    s.clock.advance(20_000);
    const again = await call(s.app, 'POST', '/sms/send', { phone: '13900000002', type: 2 });
    expect(again.status).toBe(429);
    expect(again.body.msg).toBe('发送过于频繁，请40秒后再试');
    // Another phone is not limited by it.
    expect((await call(s.app, 'POST', '/sms/send', { phone: '13900000003', type: 2 })).status).toBe(
      200,
    );
    s.clock.advance(40_000);
    expect((await call(s.app, 'POST', '/sms/send', { phone: '13900000002', type: 2 })).status).toBe(
      200,
    );
  });

  it.each([
    [{ phone: '12345', type: 2 }, '请输入正确手机号'],
    [{ phone: '23900000000', type: 2 }, '请输入正确手机号'],
    [{ phone: '13900000009' }, '参数 type 不能为空'],
    [{ phone: '13900000009', type: 2.5 }, '参数 type 类型错误，应为整数'],
    [{ phone: '13900000009', type: '2' }, '参数 type 类型错误，应为数字'],
  ])('rejects a bad send body %j with 400 %s', async (body, msg) => {
    const r = await call(s.app, 'POST', '/sms/send', body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 400, msg });
  });

  it('fails sends while the SMS-failure switch is on, storing no code', async () => {
    await call(s.app, 'POST', '/__sim/sms-failure', { enabled: true, msg: '短信通道维护中' });
    const r = await call(s.app, 'POST', '/sms/send', { phone: '13900000004', type: 2 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('短信通道维护中');
    expect((await call<Sms[]>(s.app, 'GET', '/__sim/sms?phone=13900000004')).body.data).toEqual([]);
    await call(s.app, 'POST', '/__sim/sms-failure', { enabled: false });
    expect((await call(s.app, 'POST', '/sms/send', { phone: '13900000004', type: 2 })).status).toBe(
      200,
    );
  });

  it('logs in a new phone with its code, creating the account, and the code works once', async () => {
    await call(s.app, 'POST', '/sms/send', { phone: '13900000005', type: 2 });
    const code =
      (await call<Sms[]>(s.app, 'GET', '/__sim/sms?phone=13900000005')).body.data[0]?.code ?? '';
    const wrong = await call(s.app, 'POST', '/api/auth/login', {
      username: '13900000005',
      password: code === '000000' ? '111111' : '000000',
    });
    expect(wrong).toMatchObject({ status: 400, body: { msg: '验证码错误' } });
    const ok = await call<{ token: string }>(s.app, 'POST', '/api/auth/login', {
      username: ' 13900000005 ',
      password: ` ${code} `,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.msg).toBe('登录成功');
    const me = await call<{
      phone: string;
      userTypeCode: number;
      nickname: string;
      memberInfo: { level: number };
    }>(s.app, 'GET', '/v1/user/info', undefined, ok.body.data.token);
    expect(me.body.data).toMatchObject({
      phone: '13900000005',
      userTypeCode: 0,
      nickname: '税友0005',
      memberInfo: { level: 0 },
    });
    const reuse = await call(s.app, 'POST', '/api/auth/login', {
      username: '13900000005',
      password: code,
    });
    expect(reuse).toMatchObject({ status: 400, body: { msg: '验证码已使用，请重新获取' } });
    // A phone that never asked for a code is told to ask for one.
    const never = await call(s.app, 'POST', '/api/auth/login', {
      username: '13900000099',
      password: '123456',
    });
    expect(never).toMatchObject({ status: 400, body: { msg: '请先获取验证码' } });
  });

  it('expires a code after 5 minutes', async () => {
    await call(s.app, 'POST', '/sms/send', { phone: '13900000006', type: 2 });
    const code =
      (await call<Sms[]>(s.app, 'GET', '/__sim/sms?phone=13900000006')).body.data[0]?.code ?? '';
    s.clock.advance(301_000);
    const r = await call(s.app, 'POST', '/api/auth/login', {
      username: '13900000006',
      password: code,
    });
    expect(r).toMatchObject({ status: 400, body: { msg: '验证码已过期，请重新获取' } });
  });

  it('logs in a seeded expert through v2 and gives expertInfo', async () => {
    await call(s.app, 'POST', '/sms/send', { phone: '13800000001', type: 2 });
    const code =
      (await call<Sms[]>(s.app, 'GET', '/__sim/sms?phone=13800000001')).body.data[0]?.code ?? '';
    const r = await call<{ token: string; isNew: boolean }>(s.app, 'POST', '/v2/api/auth/login', {
      phone: '13800000001',
      code,
    });
    expect(r.body.data.isNew).toBe(false);
    const me = await call<{
      userTypeCode: number;
      avatar: string;
      expertInfo: { avatar: string; title: string };
    }>(s.app, 'GET', '/v1/user/info', undefined, r.body.data.token);
    expect(me.body.data.userTypeCode).toBe(1);
    expect(me.body.data.avatar).toBe(me.body.data.expertInfo.avatar);
    expect(me.body.data.expertInfo.title).not.toBe('');
  });

  it('answers 401 请先登录 without a token or with an unknown one', async () => {
    expect(await call(s.app, 'GET', '/v1/user/info')).toMatchObject({
      status: 401,
      body: { success: false, code: 401, msg: '请先登录' },
    });
    expect(await call(s.app, 'GET', '/v1/user/info', undefined, 'not-a-token')).toMatchObject({
      status: 401,
      body: { msg: '请先登录' },
    });
  });

  it('invalidates the token on logout', async () => {
    const token = await loginAs(s.app, '13900000007');
    expect((await call(s.app, 'POST', '/api/auth/logout', undefined, token)).body.msg).toBe(
      '已退出登录',
    );
    expect(await call(s.app, 'GET', '/v1/user/info', undefined, token)).toMatchObject({
      status: 401,
      body: { msg: '登录已过期，请重新登录' },
    });
  });

  it('expires tokens on demand (/__sim/expire-token by phone)', async () => {
    const token = await loginAs(s.app, '13900000008');
    // Signed in a moment ago (the session is remembered), refused at once after the change.
    expect((await call(s.app, 'GET', '/v1/user/info', undefined, token)).status).toBe(200);
    const r = await call<{ expired: number }>(s.app, 'POST', '/__sim/expire-token', {
      phone: '13900000008',
    });
    expect(r.body.data.expired).toBe(1);
    expect((await call(s.app, 'GET', '/v1/user/info', undefined, token)).status).toBe(401);
  });

  it('sees a session changed in the database directly (QA with a SQLite shell) on the next call', async () => {
    const token = await loginAs(s.app, '13900000019');
    expect((await call(s.app, 'GET', '/v1/user/info', undefined, token)).status).toBe(200);
    s.db.prepare('UPDATE tokens SET expired = 1 WHERE token = ?').run(token);
    expect(await call(s.app, 'GET', '/v1/user/info', undefined, token)).toMatchObject({
      status: 401,
      body: { msg: '登录已过期，请重新登录' },
    });
  });

  it('sends through /V2/sms/send only with a verified, unused captcha token when one is given', async () => {
    const bad = await call(s.app, 'POST', '/V2/sms/send', {
      phone: '13900000010',
      type: 2,
      captchaToken: 'nope',
    });
    expect(bad).toMatchObject({ status: 400, body: { msg: '图形验证码已失效，请重新验证' } });
    const got = await s.app.inject({
      method: 'POST',
      url: '/common/captcha/get',
      payload: 'captchaType=digit',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const { token } = (got.json() as { data: { token: string } }).data;
    const answer =
      s.db
        .prepare<[string], { answer: string }>('SELECT answer FROM captchas WHERE token = ?')
        .get(token)?.answer ?? '';
    const checked = await s.app.inject({
      method: 'POST',
      url: '/common/captcha/check',
      payload: `token=${token}&code=${answer}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(checked.statusCode).toBe(200);
    expect(
      (
        await call(s.app, 'POST', '/V2/sms/send', {
          phone: '13900000010',
          type: 2,
          captchaToken: token,
        })
      ).status,
    ).toBe(200);
    s.clock.advance(61_000);
    expect(
      (
        await call(s.app, 'POST', '/V2/sms/send', {
          phone: '13900000010',
          type: 2,
          captchaToken: token,
        })
      ).body.msg,
    ).toBe('图形验证码已失效，请重新验证');
  });
});
