/**
 * Adapter from our rules to antd-mobile `Form.Item` rules (rc-field-form), so a form shows the same
 * messages as `validate` does: one antd rule per rule (each failure shows its message), `required`
 * marked so the field gets its asterisk, and custom validators given the whole form's values.
 */
import type { FormItemProps } from 'antd-mobile';
import { checkRule, type FormValues, type Rule } from './rules';

export type AntdRules = NonNullable<FormItemProps['rules']>;

/** @example <Form.Item name="phone" rules={toFormRules([{ required: true }, { type: 'mobile' }])}> */
export function toFormRules(rules: readonly Rule[]): AntdRules {
  return rules.map((rule) => (form) => ({
    required: 'required' in rule,
    validator: async (_meta: unknown, value: unknown) => {
      const values = form.getFieldsValue(true) as FormValues;
      const message = checkRule(value, rule, values);
      if (message !== null) throw new Error(message);
    },
  }));
}
