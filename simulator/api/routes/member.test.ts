import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startTestServer, type TestServer } from '../testing';
import { rsaKeysOf } from '../lib/rsa';
import { publicEncrypt, constants } from 'node:crypto';

type Center = {
  level: number;
  levelName: string;
  expireAt: number | null;
  daysLeft: number;
  unusedCoupons: number;
};

describe('membership', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await loginAs(s.app, '13400000001');
  });
  afterAll(() => s.close());

  it('lists plans with prices in cents', async () => {
    const r = await call<{ name: string; priceCents: number; days: number }[]>(
      s.app,
      'GET',
      '/member/plans',
    );
    expect(r.body.data.map((p) => p.priceCents)).toEqual([3800, 9800, 29800, 9900, 198000]);
    expect(r.body.data[2]).toMatchObject({ name: '个人会员·年卡', days: 365 });
  });

  it('shows a new user as 普通用户 in the member center (login required)', async () => {
    expect((await call(s.app, 'GET', '/member/center')).status).toBe(401);
    const r = await call<Center>(s.app, 'GET', '/member/center', undefined, token);
    expect(r.body.data).toMatchObject({
      level: 0,
      levelName: '普通用户',
      expireAt: null,
      daysLeft: 0,
    });
  });

  it('redeems a code once (plain or RSA-encrypted), granting the plan', async () => {
    const codes = (
      await call<{ code: string; planName: string }[]>(
        s.app,
        'GET',
        '/__sim/member/redemption-codes',
      )
    ).body.data;
    const first = codes.find((c) => c.planName === '个人会员·年卡');
    expect(first).toBeDefined();
    const r = await call<{ planName: string; days: number }>(
      s.app,
      'POST',
      '/member/exchange',
      { code: first?.code.toLowerCase() },
      token,
    );
    expect(r.body).toMatchObject({
      msg: '兑换成功',
      data: { planName: '个人会员·年卡', days: 365 },
    });
    const center = await call<Center>(s.app, 'GET', '/member/center', undefined, token);
    expect(center.body.data).toMatchObject({ level: 1, levelName: '个人会员', daysLeft: 365 });
    expect(
      await call(s.app, 'POST', '/member/exchange', { code: first?.code }, token),
    ).toMatchObject({ status: 409, body: { msg: '该兑换码已被使用' } });

    const second = codes.find((c) => c.planName === '个人会员·月卡');
    const cipher = publicEncrypt(
      { key: rsaKeysOf(s.app.ctx).publicKeyPem, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(second?.code ?? ''),
    ).toString('base64');
    const enc = await call<{ days: number }>(
      s.app,
      'POST',
      '/member/exchange',
      { code: cipher },
      token,
    );
    expect(enc.body.data.days).toBe(31);
    // Days add up from the current expiry.
    expect(
      (await call<Center>(s.app, 'GET', '/member/center', undefined, token)).body.data.daysLeft,
    ).toBe(396);
  });

  it('rejects unknown codes and empty ones', async () => {
    expect(
      (await call(s.app, 'POST', '/member/exchange', { code: 'SW2026NOPE' }, token)).body.msg,
    ).toBe('兑换码不存在，请核对后重新输入');
    expect((await call(s.app, 'POST', '/member/exchange', { code: '  ' }, token)).body.msg).toBe(
      '请输入兑换码',
    );
  });

  it('lets a member claim a benefit once and puts the coupon in 我的优惠券', async () => {
    const list = await call<{ id: number; claimable: boolean; minLevel: number }[]>(
      s.app,
      'GET',
      '/member/welfare',
      undefined,
      token,
    );
    expect(list.body.data.find((w) => w.id === 3)?.claimable).toBe(false); // enterprise only
    const r = await call(s.app, 'POST', '/member/welfare/claim/1', undefined, token);
    expect(r.body.msg).toBe('领取成功');
    expect((await call(s.app, 'POST', '/member/welfare/claim/1', undefined, token)).body.msg).toBe(
      '您已领取过该福利',
    );
    expect(
      (await call(s.app, 'POST', '/member/welfare/claim/3', undefined, token)).body,
    ).toMatchObject({ code: 403, msg: '该福利仅限企业会员领取' });
    const coupons = await call<{ title: string; status: number }[]>(
      s.app,
      'GET',
      '/member/coupons?status=0',
      undefined,
      token,
    );
    expect(coupons.body.data.map((c) => c.title)).toContain('免费咨询券');
  });

  it('receives a public coupon once', async () => {
    const r = await call<{ title: string; amountCents: number }[]>(
      s.app,
      'POST',
      '/member/coupon/receive/2',
      undefined,
      token,
    );
    expect(r.body.data[0]).toMatchObject({ title: '课程通用券', amountCents: 2000 });
    expect((await call(s.app, 'POST', '/member/coupon/receive/2', undefined, token)).status).toBe(
      409,
    );
    expect((await call(s.app, 'POST', '/member/coupon/receive/999', undefined, token)).status).toBe(
      404,
    );
  });

  it('redeems by mobile without logging in, signing the account in', async () => {
    const codes = (await call<{ code: string }[]>(s.app, 'GET', '/__sim/member/redemption-codes'))
      .body.data;
    await call(s.app, 'POST', '/sms/send', { phone: '13400000002', type: 2 });
    const sms = (await call<{ code: string }[]>(s.app, 'GET', '/__sim/sms?phone=13400000002')).body
      .data[0]?.code;
    const r = await call<{ token: string }>(
      s.app,
      'POST',
      '/member/exchange/by/mobile',
      { phone: '13400000002', smsCode: sms, code: codes[0]?.code },
      undefined,
    );
    expect(r.status).toBe(200);
    expect(
      (await call<Center>(s.app, 'GET', '/member/center', undefined, r.body.data.token)).body.data
        .level,
    ).toBeGreaterThan(0);
  });
});
