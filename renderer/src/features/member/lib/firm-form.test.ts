import { describe, expect, it } from 'vitest';
import { checkFirmForm, EMPTY_FIRM_FORM, firstInvalidField } from './firm-form';

const filled = {
  companyName: '深圳市华信税务师事务所有限公司',
  creditCode: '91440300ma5g0000xk',
  contactName: '王伟',
  contactPhone: '13800000001',
  smsCode: '123456',
  position: '',
  employeeCount: '21-100',
};

describe('checkFirmForm', () => {
  it('accepts a complete form, the credit code upper-cased and an empty position left out', () => {
    const r = checkFirmForm(filled);
    expect(r).toMatchObject({
      ok: true,
      body: { creditCode: '91440300MA5G0000XK', employeeCount: '21-100' },
    });
    expect(r.ok && r.body.position).toBeUndefined();
  });

  it('refuses a credit code whose check character is wrong', () => {
    expect(checkFirmForm({ ...filled, creditCode: '91440300MA5G0000X1' })).toEqual({
      ok: false,
      errors: { creditCode: '请输入正确的统一社会信用代码' },
    });
  });

  it('names every invalid field at once, each with its first message', () => {
    const r = checkFirmForm(EMPTY_FIRM_FORM);
    expect(r).toEqual({
      ok: false,
      errors: {
        companyName: '请填写企业全称',
        creditCode: '请输入正确的统一社会信用代码',
        contactName: '请填写联系人',
        contactPhone: '请输入正确手机号',
        smsCode: '请输入正确的验证码',
        employeeCount: '请选择企业规模',
      },
    });
    expect(checkFirmForm({ ...filled, smsCode: '', employeeCount: '' })).toEqual({
      ok: false,
      errors: { smsCode: '请输入正确的验证码', employeeCount: '请选择企业规模' },
    });
  });

  it('finds the first invalid field in the order of the form', () => {
    expect(firstInvalidField({ employeeCount: 'x', creditCode: 'y' })).toBe('creditCode');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
