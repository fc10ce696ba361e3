import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

type Application = { status: number; statusText: string; rejectReason: string | null };

describe('enterprise trial applications', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const smsCodeFor = async (phone: string) => {
    await call(s.app, 'POST', '/sms/send', { phone, type: 2 });
    return (
      (await call<{ code: string }[]>(s.app, 'GET', `/__sim/sms?phone=${phone}&limit=1`)).body
        .data[0]?.code ?? ''
    );
  };
  const form = (contactPhone: string, smsCode: string) => ({
    companyName: '深圳市华信税务师事务所有限公司',
    creditCode: '91440300ma5g0000xk',
    contactName: '王伟',
    contactPhone,
    smsCode,
    position: '财务经理',
    employeeCount: '21-100',
  });

  it('refuses a credit code whose check character is wrong, and a wrong SMS code', async () => {
    const token = await loginAs(s.app, '13400000091');
    const bad = await call(
      s.app,
      'POST',
      '/firm/apply',
      { ...form('19400000091', '123456'), creditCode: '91440300MA5G0000X1' },
      token,
    );
    expect(bad).toMatchObject({ status: 400, body: { msg: '请输入正确的统一社会信用代码' } });
    await smsCodeFor('19400000091');
    expect(
      (await call(s.app, 'POST', '/firm/apply', form('19400000091', '000000'), token)).body.msg,
    ).toBe('验证码错误');
  });

  it('takes one application per credit code: 待审核, then 未通过 with the reason, then a new one may apply', async () => {
    const token = await loginAs(s.app, '13400000092');
    const first = await call<Application>(
      s.app,
      'POST',
      '/firm/apply',
      form('19400000092', await smsCodeFor('19400000092')),
      token,
    );
    expect(first.body.data).toMatchObject({ status: 0, statusText: '待审核', rejectReason: null });

    const other = await loginAs(s.app, '13400000093');
    const again = await call(
      s.app,
      'POST',
      '/firm/apply',
      form('19400000093', await smsCodeFor('19400000093')),
      other,
    );
    expect(again).toMatchObject({
      status: 409,
      body: { msg: '该企业已提交过申请，请耐心等待审核' },
    });

    await call(s.app, 'POST', '/__sim/member/firm/review', {
      creditCode: '91440300MA5G0000XK',
      approve: false,
      reason: '营业执照信息与企业名称不符',
    });
    const latest = await call<Application>(s.app, 'GET', '/firm/apply/latest', undefined, token);
    expect(latest.body.data).toMatchObject({
      status: 2,
      statusText: '未通过',
      rejectReason: '营业执照信息与企业名称不符',
    });
  });

  it('opens a 30-day enterprise trial when approved, after which the code is used', async () => {
    const token = await loginAs(s.app, '13400000094');
    await call(
      s.app,
      'POST',
      '/firm/apply',
      form('19400000094', await smsCodeFor('19400000094')),
      token,
    );
    await call(s.app, 'POST', '/__sim/member/firm/review', {
      creditCode: '91440300MA5G0000XK',
      approve: true,
    });
    expect(
      (await call<Application>(s.app, 'GET', '/firm/apply/latest', undefined, token)).body.data
        .statusText,
    ).toBe('已开通');
    expect(
      (
        await call<{ level: number; daysLeft: number }>(
          s.app,
          'GET',
          '/member/center',
          undefined,
          token,
        )
      ).body.data,
    ).toMatchObject({ level: 2, daysLeft: 30 });
    const other = await loginAs(s.app, '13400000095');
    expect(
      (
        await call(
          s.app,
          'POST',
          '/firm/apply',
          form('19400000095', await smsCodeFor('19400000095')),
          other,
        )
      ).body.msg,
    ).toBe('该企业已开通试用，每家企业限申请一次');
  });
});
