import { useState } from 'react';
import { Form } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { fieldCents } from '../lib/amount-rules';
import { encodeForm, FORM_VERSION } from '../lib/form-codec';
import { recallForm, rememberForm } from '../lib/form-memory';
import { AmountField } from './amount-field';
import { CalculateButton } from './calculate-button';

type Values = { income?: string };
const MODE = 'awards-service';

/** 劳务报酬: one payment's prepayment. */
export function AwardsServiceForm() {
  const navigate = useNavigate();
  const [initial] = useState<Values>(() => recallForm<Values>(MODE));
  const onFinish = (values: Values) => {
    rememberForm(MODE, values);
    navigate(`/calculator/awards/service/${encodeForm({ v: FORM_VERSION, income: fieldCents(values.income) })}`);
  };
  return (
    <Form
      className="calc-form"
      layout="horizontal"
      initialValues={initial}
      onFinish={onFinish}
      footer={<CalculateButton />}
    >
      <Form.Header>劳务报酬 · 每次收入预扣预缴</Form.Header>
      <AmountField name="income" label="劳务报酬（元）" required placeholder="请输入每次税前收入" description="每次收入不超过4,000元的减除800元，超过的减除20%，适用预扣率表二" />
    </Form>
  );
}
