import type { AddressBody } from '@/contracts/api/mall';
import { checkRule, type Rule } from '@/lib/validate';

/** The recipient form's values as typed (the region's three names come from the region field). */
export type AddressFormValues = {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  isDefault: boolean;
};
export type AddressField = Exclude<keyof AddressFormValues, 'isDefault'>;
export type AddressErrors = Partial<Record<AddressField, string>>;

/** Picked from the region data, or typed while no region data is installed. */
export type RegionInput = 'pick' | 'type';

const length = (min: number, max: number, message: string): Rule => ({
  validator: (v) => v.trim().length >= min && v.trim().length <= max,
  message,
});

/** The form's rules (issue 20, research §2.6): the mobile through spec §5's `mobile` type rule. */
export function addressRules(region: RegionInput): Record<AddressField, readonly Rule[]> {
  const verb = region === 'pick' ? '请选择' : '请填写';
  return {
    name: [{ required: true, message: '请填写收货人姓名' }, length(2, 20, '收货人姓名须为2 - 20个字')],
    phone: [{ required: true, message: '请填写手机号' }, { type: 'mobile' }],
    province: [{ required: true, message: `${verb}省份` }, length(2, 20, `${verb}省份`)],
    city: [{ required: true, message: `${verb}城市` }, length(2, 20, `${verb}城市`)],
    district: [{ required: true, message: `${verb}区县` }, length(1, 20, `${verb}区县`)],
    detail: [{ required: true, message: '请填写详细地址' }, length(5, 100, '详细地址须为5 - 100个字')],
  };
}

/** The first failed rule's message of each field, in form order (empty when the form is valid). */
export function checkAddress(values: AddressFormValues, region: RegionInput): AddressErrors {
  const errors: AddressErrors = {};
  const rules = addressRules(region);
  const trimmed = { ...values, ...Object.fromEntries(Object.keys(rules).map((f) => [f, values[f as AddressField].trim()])) };
  for (const field of Object.keys(rules) as AddressField[]) {
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

/** The request body of valid values: trimmed, with the address's id when editing. */
export function addressBodyOf(values: AddressFormValues, id?: number): AddressBody {
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    phone: values.phone.trim(),
    province: values.province.trim(),
    city: values.city.trim(),
    district: values.district.trim(),
    detail: values.detail.trim(),
    isDefault: values.isDefault,
  };
}

export const EMPTY_ADDRESS: AddressFormValues = { name: '', phone: '', province: '', city: '', district: '', detail: '', isDefault: false };
