import type { PrizeRecipientBody } from '@/contracts/api/exam';
import { checkRule, type Rule } from '@/lib/validate';

/** The goods prize's recipient as typed (the region's three names come from the shared region field). */
export type RecipientValues = Omit<PrizeRecipientBody, 'drawId'>;
export type RecipientField = keyof RecipientValues;
export type RecipientErrors = Partial<Record<RecipientField, string>>;

export const EMPTY_RECIPIENT: RecipientValues = { name: '', phone: '', province: '', city: '', district: '', detail: '' };

const length = (min: number, max: number, message: string): Rule => ({
  validator: (v) => v.trim().length >= min && v.trim().length <= max,
  message,
});

/**
 * The recipient's rules, the server's messages: the mobile by spec §5's `mobile` rule; the region
 * picked from the region data, or typed while it is not installed (`pick`).
 */
export function recipientRules(pick: boolean): Record<RecipientField, readonly Rule[]> {
  const verb = pick ? '请选择' : '请填写';
  return {
    name: [{ required: true, message: '请填写收货人姓名' }, length(2, 20, '收货人姓名须为2 - 20个字')],
    phone: [{ required: true, message: '请填写手机号' }, { type: 'mobile' }],
    province: [{ required: true, message: `${verb}省份` }, length(2, 20, `${verb}省份`)],
    city: [{ required: true, message: `${verb}城市` }, length(2, 20, `${verb}城市`)],
    district: [{ required: true, message: `${verb}区县` }, length(1, 20, `${verb}区县`)],
    detail: [{ required: true, message: '请填写详细地址' }, length(5, 100, '请填写详细地址（至少5个字）')],
  };
}

/** The first failed rule's message of each field, in form order (empty when all pass). */
export function checkRecipient(values: RecipientValues, pick: boolean): RecipientErrors {
  const errors: RecipientErrors = {};
  const rules = recipientRules(pick);
  for (const field of Object.keys(rules) as RecipientField[]) {
    const value = values[field].trim();
    for (const rule of rules[field]) {
      const message = checkRule(value, rule);
      if (message !== null) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

/** The request body of valid values, trimmed. */
export const recipientBodyOf = (drawId: number, v: RecipientValues): PrizeRecipientBody => ({
  drawId,
  name: v.name.trim(),
  phone: v.phone.trim(),
  province: v.province.trim(),
  city: v.city.trim(),
  district: v.district.trim(),
  detail: v.detail.trim(),
});
