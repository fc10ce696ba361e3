import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { RESCUE_MESSAGES, rescueApplyBodySchema } from '@/contracts/api/rescue';
import { creditCodeCheckChar } from '@/contracts/credit-code';
import {
  EMPTY_RESCUE_FORM,
  firstInvalid,
  validateRescue,
  type RescueFormValues,
} from './rescue-form-rules';

const first17 = '91620927MA7ABCDE1';
const GOOD: RescueFormValues = {
  companyName: '积石山县恒达建材有限公司',
  creditCode: first17 + creditCodeCheckChar(first17),
  region: '甘肃省临夏州积石山县',
  contactName: '马建国',
  phone: '13912345678',
  question: '厂房在地震中受损停产，房产税能否申请减免？',
};

const BAD: [Partial<RescueFormValues>, keyof typeof RESCUE_MESSAGES][] = [
  [{ companyName: '   ' }, 'companyRequired'],
  [{ companyName: '恒达' }, 'companyLength'],
  [{ creditCode: '' }, 'creditCodeRequired'],
  [{ creditCode: `${first17}Z` }, 'creditCode'],
  [{ creditCode: '12345' }, 'creditCode'],
  [{ region: '' }, 'region'],
  [{ contactName: '' }, 'contactRequired'],
  [{ contactName: '马' }, 'contactLength'],
  [{ phone: '' }, 'phoneRequired'],
  [{ phone: '1391234567' }, 'phone'],
  [{ phone: '12912345678' }, 'phone'],
  [{ question: '' }, 'questionRequired'],
  [{ question: '能减免吗？' }, 'questionLength'],
  [{ question: '税'.repeat(501) }, 'questionLength'],
];

describe('rescue form rules', () => {
  it('passes a complete request (the credit code typed in lower case)', () => {
    expect(validateRescue({ ...GOOD, creditCode: GOOD.creditCode.toLowerCase() }, 3)).toEqual({});
  });

  it.each(BAD)('refuses %o with the message the server answers', (over, key) => {
    const values = { ...GOOD, ...over };
    const field = Object.keys(over)[0] as keyof RescueFormValues;
    expect(validateRescue(values, 0)).toEqual({ [field]: RESCUE_MESSAGES[key] });
    const server = z.safeParse(rescueApplyBodySchema, values);
    expect(server.success).toBe(false);
    expect(server.error?.issues[0]?.message).toBe(RESCUE_MESSAGES[key]);
  });

  it('reports every empty field at once, the first in form order, and too many images', () => {
    const errors = validateRescue(EMPTY_RESCUE_FORM, 4);
    expect(Object.keys(errors)).toEqual([
      'companyName',
      'creditCode',
      'region',
      'contactName',
      'phone',
      'question',
      'images',
    ]);
    expect(errors.images).toBe(RESCUE_MESSAGES.images);
    expect(firstInvalid(errors)).toBe('companyName');
    expect(firstInvalid({ phone: 'x', images: 'y' })).toBe('phone');
  });
});
