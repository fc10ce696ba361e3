import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityDetail } from '../../../renderer/src/contracts/api/activity';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

const FORM = { name: '王芳', phone: '13400000501', company: '深圳市南山区某科技有限公司' };

describe('activities', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const detail = async (id: number, token?: string) =>
    (await call<ActivityDetail>(s.app, 'GET', `/activity/detail/${id}`, undefined, token)).body
      .data;

  it('states each activity by the server’s clock: 未开始 / 进行中 / 已结束 and the sign-up window', async () => {
    expect(await detail(1)).toMatchObject({
      phase: 'notStarted',
      phaseText: '未开始',
      signup: 'open',
      signupText: '报名中',
      mine: null,
      priceCents: 0,
    });
    expect(await detail(4)).toMatchObject({ phaseText: '已结束', signupText: '报名已截止' });
    expect(await detail(5)).toMatchObject({ phaseText: '未开始', signupText: '报名未开始' });
    expect(await detail(6)).toMatchObject({ phaseText: '进行中', signupText: '报名已截止' });
    expect(await call(s.app, 'GET', '/activity/detail/999')).toMatchObject({
      status: 404,
      body: { msg: '活动不存在' },
    });
    expect((await call(s.app, 'GET', '/activity/detail/abc')).status).toBe(400);
  });

  it('signs a user up once: a repeat answers the same sign-up and takes no second place', async () => {
    const token = await loginAs(s.app, '13400000501');
    const before = (await detail(1)).signedUp;
    const first = await call<ActivityDetail>(s.app, 'POST', '/activity/signup/1', FORM, token);
    expect(first.body).toMatchObject({
      msg: '报名成功',
      data: { signedUp: before + 1, mine: { name: '王芳', maskedPhone: '134****0501' } },
    });
    expect(first.body.data.mine?.checkCode).toMatch(/^\d{6}$/);
    const again = await call<ActivityDetail>(
      s.app,
      'POST',
      '/activity/signup/1',
      { ...FORM, name: '王小芳' },
      token,
    );
    expect(again.body.data).toMatchObject({
      signedUp: before + 1,
      mine: { name: '王芳', checkCode: first.body.data.mine?.checkCode },
    });
    expect((await detail(1, token)).mine?.checkCode).toBe(first.body.data.mine?.checkCode);
    expect((await detail(1)).mine).toBeNull();
    expect((await call(s.app, 'POST', '/activity/signup/1', FORM)).status).toBe(401);
  });

  it('checks every field with its own message', async () => {
    const token = await loginAs(s.app, '13400000502');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...FORM, name: ' ' }, '请填写姓名'],
      [{ ...FORM, name: '王' }, '姓名须为2-20个字'],
      [{ ...FORM, phone: '' }, '请填写手机号'],
      [{ ...FORM, phone: '10000000000' }, '请输入正确手机号'],
      [{ ...FORM, company: '司'.repeat(61) }, '单位名称最多60个字'],
    ];
    for (const [body, msg] of cases)
      expect((await call(s.app, 'POST', '/activity/signup/1', body, token)).body.msg).toBe(msg);
  });

  it('refuses outside the window, a paid activity, and once full (20 users at once fill 6 places exactly)', async () => {
    const token = await loginAs(s.app, '13400000503');
    expect((await call(s.app, 'POST', '/activity/signup/5', FORM, token)).body).toMatchObject({
      code: 409,
      msg: '报名尚未开始',
    });
    expect((await call(s.app, 'POST', '/activity/signup/4', FORM, token)).body).toMatchObject({
      code: 409,
      msg: '报名已截止',
    });
    expect((await call(s.app, 'POST', '/activity/signup/6', FORM, token)).body).toMatchObject({
      code: 409,
      msg: '报名已截止',
    });
    expect((await call(s.app, 'POST', '/activity/signup/2', FORM, token)).body).toMatchObject({
      code: 400,
      msg: '该活动为付费活动，请通过在线支付完成报名',
    });

    const tokens = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        loginAs(s.app, `134000006${String(i).padStart(2, '0')}`),
      ),
    );
    const replies = await Promise.all(
      tokens.map((t) => call(s.app, 'POST', '/activity/signup/3', FORM, t)),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(6);
    expect(replies.filter((r) => r.body.msg === '名额已满')).toHaveLength(14);
    expect(await detail(3)).toMatchObject({
      signup: 'full',
      signupText: '名额已满',
      placesLeft: 0,
      signedUp: 6,
    });
  });

  it('closes the sign-up when the activity starts, and ends it at its end', async () => {
    const { start_at: startAt } = s.db
      .prepare<[], { start_at: number }>('SELECT start_at FROM activities WHERE id = 1')
      .get() ?? { start_at: 0 };
    s.clock.advance(startAt - s.clock.now());
    expect(await detail(1)).toMatchObject({ phaseText: '进行中', signupText: '报名已截止' });
    s.clock.advance(3 * 3_600_000);
    expect((await detail(1)).phaseText).toBe('已结束');
  });
});
