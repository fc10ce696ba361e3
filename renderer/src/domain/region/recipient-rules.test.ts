import { describe, expect, it } from 'vitest';
import { checkRecipient, EMPTY_RECIPIENT } from './recipient-rules';

const GOOD = {
  name: '王芳',
  phone: '13912345678',
  province: '广东省',
  city: '深圳市',
  district: '福田区',
  detail: '福华一路88号2栋1801',
};

describe('the recipient rules shared by every shipping form', () => {
  it('asks for every field, the region as picked or typed', () => {
    expect(checkRecipient(EMPTY_RECIPIENT, 'pick')).toEqual({
      name: '请填写收货人姓名',
      phone: '请填写手机号',
      province: '请选择省份',
      city: '请选择城市',
      district: '请选择区县',
      detail: '请填写详细地址',
    });
    expect(checkRecipient(EMPTY_RECIPIENT, 'type').province).toBe('请填写省份');
  });

  it('checks the mobile by the shared mobile rule, the name and the detail by length; a good recipient passes', () => {
    expect(checkRecipient({ ...GOOD, phone: '12345678901' }, 'pick')).toEqual({
      phone: '请输入正确手机号',
    });
    expect(checkRecipient({ ...GOOD, phone: '1391234567' }, 'pick')).toEqual({
      phone: '请输入正确手机号',
    });
    expect(checkRecipient({ ...GOOD, name: ' 王 ' }, 'pick')).toEqual({
      name: '收货人姓名须为2 - 20个字',
    });
    expect(checkRecipient({ ...GOOD, detail: '一号' }, 'pick')).toEqual({
      detail: '详细地址须为5 - 100个字',
    });
    expect(checkRecipient(GOOD, 'pick')).toEqual({});
  });
});
