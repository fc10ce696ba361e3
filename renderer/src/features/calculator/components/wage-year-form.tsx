import { useState } from 'react';
import { Form } from 'antd-mobile';
import { useInsuranceAutofill } from '../hooks/use-insurance-autofill';
import { useNavigate } from 'react-router';
import { centsToInput } from '../engine/money';
import { useCity } from '../hooks/use-city';
import { useAnnex } from '../hooks/use-annex';
import { fieldCents, optionalCents } from '../lib/amount-rules';
import { encodeForm, FORM_VERSION, type WageYearForm as WageYearParams } from '../lib/form-codec';
import { recallForm, rememberForm } from '../lib/form-memory';
import { AmountField } from './amount-field';
import { CalculateButton } from './calculate-button';

type Values = Partial<Record<'wages' | 'labour' | 'author' | 'royalty' | 'special' | 'annex' | 'other' | 'pension' | 'prepaid', string>>;

const MODE = 'wage-year';

/** 综合所得年度汇算: the year's four kinds of income, the deductions, and tax already prepaid. */
export function WageYearForm() {
  const city = useCity();
  const { totals } = useAnnex(city);
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [initial] = useState<Values>(() => ({
    annex: totals.totalAnnexMoney ? centsToInput(totals.totalAnnexMoney) : '',
    ...recallForm<Values>(MODE),
  }));

  const insurance = useInsuranceAutofill(form, city, { source: 'wages', target: 'special', months: 12, startsEdited: Boolean(initial.special) });

  const onFinish = (values: Values) => {
    rememberForm(MODE, values);
    const params: WageYearParams = {
      v: FORM_VERSION,
      wages: fieldCents(values.wages),
      labour: fieldCents(values.labour),
      author: fieldCents(values.author),
      royalty: fieldCents(values.royalty),
      special: fieldCents(values.special),
      annex: fieldCents(values.annex),
      other: fieldCents(values.other),
      pension: fieldCents(values.pension),
      prepaid: optionalCents(values.prepaid),
    };
    navigate(`/calculator/wage/year/${encodeForm(params)}`);
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
      <Form.Header>综合所得 · 年度汇算（全年金额）</Form.Header>
      <AmountField name="wages" label="工资薪金（元）" required placeholder="全年税前工资薪金" />
      <AmountField name="labour" label="劳务报酬（元）" placeholder="0" description="按收入的80%计入收入额" />
      <AmountField name="author" label="稿酬（元）" placeholder="0" description="按收入的80%再减按70%计入收入额" />
      <AmountField name="royalty" label="特许权使用费（元）" placeholder="0" description="按收入的80%计入收入额" />
      <AmountField name="special" label="三险一金（元）" placeholder="0" description={`全年个人缴纳；未填写时按${city.name}缴费基数和比例估算${insurance.edited ? '' : '（可修改）'}`} />
      <AmountField name="annex" label="专项附加扣除（元）" placeholder="0" description="全年合计，含大病医疗" />
      <AmountField name="pension" label="个人养老金（元）" placeholder="0" description="全年缴存额，最多扣除12,000元" />
      <AmountField name="other" label="其他扣除（元）" placeholder="0" description="如商业健康保险、税延养老保险" />
      <AmountField name="prepaid" label="已预缴税额（元）" placeholder="选填" description="填写后计算应补或应退税额" />
    </Form>
  );
}
