import { checkRule, type Rule } from '@/lib/validate';

/**
 * A postal recipient as typed, one set of rules for every form that ships something (the mall's
 * addresses, an exam's goods prize): the server checks the same again.
 */
export type RecipientValues = {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
};
export type RecipientField = keyof RecipientValues;
export type RecipientErrors = Partial<Record<RecipientField, string>>;

/** Picked from the region data, or typed while no region data is installed. */
export type RegionInput = 'pick' | 'type';

export const EMPTY_RECIPIENT: RecipientValues = {
  name: '',
  phone: '',
  province: '',
  city: '',
  district: '',
  detail: '',
};

const length = (min: number, max: number, message: string): Rule => ({
  validator: (v) => v.trim().length >= min && v.trim().length <= max,
  message,
});

/** The rules: the mobile through the shared `mobile` type rule (docs/product.md「积分与商城」). */
function recipientRules(region: RegionInput): Record<RecipientField, readonly Rule[]> {
  const verb = region === 'pick' ? '请选择' : '请填写';
  return {
    name: [
      { required: true, message: '请填写收货人姓名' },
      length(2, 20, '收货人姓名须为2 - 20个字'),
    ],
    phone: [{ required: true, message: '请填写手机号' }, { type: 'mobile' }],
    province: [{ required: true, message: `${verb}省份` }, length(2, 20, `${verb}省份`)],
    city: [{ required: true, message: `${verb}城市` }, length(2, 20, `${verb}城市`)],
    district: [{ required: true, message: `${verb}区县` }, length(1, 20, `${verb}区县`)],
    detail: [
      { required: true, message: '请填写详细地址' },
      length(5, 100, '详细地址须为5 - 100个字'),
    ],
  };
}

/** The recipient's fields of `values`, trimmed. */
export const trimRecipient = (values: RecipientValues): RecipientValues => ({
  name: values.name.trim(),
  phone: values.phone.trim(),
  province: values.province.trim(),
  city: values.city.trim(),
  district: values.district.trim(),
  detail: values.detail.trim(),
});

/** The first failed rule's message of each field, in form order (empty when all pass). */
export function checkRecipient(values: RecipientValues, region: RegionInput): RecipientErrors {
  const errors: RecipientErrors = {};
  const rules = recipientRules(region);
  const trimmed = trimRecipient(values);
  for (const field of Object.keys(rules) as RecipientField[]) {
    for (const rule of rules[field]) {
      const message = checkRule(trimmed[field], rule, trimmed);
      if (message !== null) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}
