import { describe, expect, it } from 'vitest';
import { recipientBodyOf } from './recipient-rules';

const GOOD = {
  name: '王芳',
  phone: '13912345678',
  province: '广东省',
  city: '深圳市',
  district: '福田区',
  detail: '福华一路88号2栋1801',
};

describe('the goods prize recipient', () => {
  it('sends the trimmed values with the draw', () => {
    expect(
      recipientBodyOf(7, { ...GOOD, name: ' 王芳 ', detail: ' 福华一路88号2栋1801 ' }),
    ).toEqual({ drawId: 7, ...GOOD });
  });
});
