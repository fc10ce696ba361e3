import { describe, expect, it } from 'vitest';
import {
  addressBodyOf,
  checkAddress,
  EMPTY_ADDRESS,
  type AddressFormValues,
} from './address-rules';

const VALID: AddressFormValues = {
  name: '陈静',
  phone: '13912345678',
  province: '广东省',
  city: '深圳市',
  district: '福田区',
  detail: '福华三路100号',
  isDefault: false,
};

describe('recipient form rules', () => {
  it('accepts a complete address', () => {
    expect(checkAddress(VALID, 'pick')).toEqual({});
  });

  it('asks for every field of an empty form, one message each, picking or typing the region', () => {
    expect(checkAddress(EMPTY_ADDRESS, 'pick')).toEqual({
      name: '请填写收货人姓名',
      phone: '请填写手机号',
      province: '请选择省份',
      city: '请选择城市',
      district: '请选择区县',
      detail: '请填写详细地址',
    });
    expect(checkAddress({ ...VALID, province: ' ', city: '' }, 'type')).toEqual({
      province: '请填写省份',
      city: '请填写城市',
    });
  });

  it('checks the mobile with the shared validator (11 digits, 1 then 3-9)', () => {
    expect(checkAddress({ ...VALID, phone: '12912345678' }, 'pick').phone).toBe('请输入正确手机号');
    expect(checkAddress({ ...VALID, phone: '1391234567' }, 'pick').phone).toBe('请输入正确手机号');
    expect(checkAddress({ ...VALID, phone: '139123456789' }, 'pick').phone).toBe(
      '请输入正确手机号',
    );
    expect(checkAddress({ ...VALID, phone: '0755-1234567' }, 'pick').phone).toBe(
      '请输入正确手机号',
    );
    expect(checkAddress({ ...VALID, phone: ' 13912345678 ' }, 'pick')).toEqual({});
  });

  it('bounds the name to 2 - 20 and the street address to 5 - 100 characters, trimmed', () => {
    expect(checkAddress({ ...VALID, name: ' 陈 ' }, 'pick').name).toBe('收货人姓名须为2 - 20个字');
    expect(checkAddress({ ...VALID, name: '字'.repeat(20) }, 'pick').name).toBeUndefined();
    expect(checkAddress({ ...VALID, name: '字'.repeat(21) }, 'pick').name).toBe(
      '收货人姓名须为2 - 20个字',
    );
    expect(checkAddress({ ...VALID, detail: '  一二三四  ' }, 'pick').detail).toBe(
      '详细地址须为5 - 100个字',
    );
    expect(checkAddress({ ...VALID, detail: '字'.repeat(100) }, 'pick').detail).toBeUndefined();
    expect(checkAddress({ ...VALID, detail: '字'.repeat(101) }, 'pick').detail).toBe(
      '详细地址须为5 - 100个字',
    );
  });

  it('sends trimmed values, with the id only when editing', () => {
    expect(addressBodyOf({ ...VALID, name: ' 陈静 ', isDefault: true })).toEqual({
      ...VALID,
      isDefault: true,
    });
    expect(addressBodyOf(VALID, 7)).toMatchObject({ id: 7 });
  });
});
