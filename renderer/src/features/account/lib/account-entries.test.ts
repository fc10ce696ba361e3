import { describe, expect, it } from 'vitest';
import { maskPhone, roleLabel } from './account-entries';

describe('account labels', () => {
  it('names userTypeCode 0 会员 and 1 专家 (spec §6)', () => {
    expect(roleLabel(0)).toBe('会员');
    expect(roleLabel(1)).toBe('专家');
  });

  it('masks the middle four digits of a mobile number', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('unknown')).toBe('unknown');
  });
});
