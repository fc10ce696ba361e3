import type { ReactNode } from 'react';
import { Form, Input } from 'antd-mobile';
import { toFormRules } from '@/lib/validate';
import { amountRules } from '../lib/amount-rules';
import { AMOUNT_ITEM } from '../lib/amount-input';

const REQUIRED_RULES = toFormRules(amountRules({ required: true }));
const OPTIONAL_RULES = toFormRules(amountRules());

interface AmountFieldProps {
  name: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  description?: ReactNode;
}

/** One amount line of a calculator form: the amount rules, full-width normalisation and a decimal keyboard. */
export function AmountField({ name, label, required = false, placeholder, description }: AmountFieldProps) {
  return (
    <Form.Item name={name} label={label} rules={required ? REQUIRED_RULES : OPTIONAL_RULES} {...AMOUNT_ITEM} description={description}>
      <Input placeholder={placeholder} inputMode="decimal" clearable />
    </Form.Item>
  );
}
