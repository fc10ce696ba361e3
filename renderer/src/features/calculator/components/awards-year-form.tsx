import { useState } from 'react';
import { Form } from 'antd-mobile';
import { useInsuranceAutofill } from '../hooks/use-insurance-autofill';
import { useNavigate } from 'react-router';
import { centsToInput } from '../engine/money';
import { useCity } from '../hooks/use-city';
import { useAnnex } from '../hooks/use-annex';
import { fieldCents, optionalCents } from '../lib/amount-rules';
import { encodeForm, FORM_VERSION, type AwardsYearForm as AwardsYearParams } from '../lib/form-codec';
import { recallForm, rememberForm } from '../lib/form-memory';
import { AmountField } from './amount-field';
import { CalculateButton } from './calculate-button';

type Values = Partial<Record<'bonus' | 'wage' | 'insurance' | 'annex', string>>;

const MODE = 'awards-year';

/** 全年一次性奖金: the bonus, and optionally the monthly wage for the merge comparison. */
export function AwardsYearForm() {
  const city = useCity();
  const { totals } = useAnnex(city);
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [initial] = useState<Values>(() => ({
    annex: totals.annexMoney ? centsToInput(totals.annexMoney) : '',
    ...recallForm<Values>(MODE),
  }));

  const insurance = useInsuranceAutofill(form, city, { source: 'wage', target: 'insurance', months: 1, startsEdited: Boolean(initial.insurance) });

  const onFinish = (values: Values) => {
    rememberForm(MODE, values);
    const params: AwardsYearParams = {
      v: FORM_VERSION,
      bonus: fieldCents(values.bonus),
      wage: optionalCents(values.wage),
      insurance: fieldCents(values.insurance),
      annex: fieldCents(values.annex),
    };
    navigate(`/calculator/awards/year/${encodeForm(params)}`);
  };

  return (
    <Form
      form={form}
      onValuesChange={(changed: Values) => insurance.onValuesChange(changed)}
      className="calc-form"
      layout="horizontal"
      initialValues={initial}
      onFinish={onFinish}
      footer={<CalculateButton />}
    >
      <Form.Header>全年一次性奖金 · 单独计税</Form.Header>
      <AmountField name="bonus" label="年终奖（元）" required placeholder="请输入税前年终奖" />
      <Form.Header>选填：用于比较并入综合所得</Form.Header>
      <AmountField name="wage" label="税前月薪（元）" placeholder="选填" />
      <AmountField name="insurance" label="三险一金（元/月）" placeholder="0" description={`按${city.name}缴费基数和比例自动估算，可修改`} />
      <AmountField name="annex" label="专项附加扣除（元/月）" placeholder="0" />
    </Form>
  );
}
