import { useState } from 'react';
import { Form } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { centsToInput, formatYuan } from '../engine/money';
import { useCity } from '../hooks/use-city';
import { fieldCents } from '../lib/amount-rules';
import { encodeForm, FORM_VERSION, type AwardsRecoupForm as AwardsRecoupParams } from '../lib/form-codec';
import { recallForm, rememberForm } from '../lib/form-memory';
import { CityField } from './city-field';
import { AmountField } from './amount-field';
import { CalculateButton } from './calculate-button';

type Values = Partial<Record<'compensation' | 'averageWage' | 'insurancePaid', string>>;
const MODE = 'awards-recoup';

/** 解除劳动关系一次性补偿收入: the compensation and the local average wage (from the city). */
export function AwardsRecoupForm() {
  const city = useCity();
  const navigate = useNavigate();
  const [initial] = useState<Values>(() => {
    const recalled = recallForm<Values & { city?: string }>(MODE);
    // A remembered average wage belongs to the city it was typed for.
    const sameCity = recalled.city === city.name;
    return {
      ...recalled,
      averageWage: sameCity && recalled.averageWage ? recalled.averageWage : centsToInput(city.averageAnnualWage.value),
    };
  });

  const onFinish = (values: Values) => {
    rememberForm(MODE, { ...values, city: city.name });
    const params: AwardsRecoupParams = {
      v: FORM_VERSION,
      city: city.name,
      compensation: fieldCents(values.compensation),
      averageWage: fieldCents(values.averageWage),
      insurancePaid: fieldCents(values.insurancePaid),
    };
    navigate(`/calculator/awards/recoup/${encodeForm(params)}`);
  };

  return (
    <Form
      className="calc-form"
      layout="horizontal"
      initialValues={initial}
      onFinish={onFinish}
      footer={<CalculateButton />}
    >
      <Form.Header>解除劳动合同一次性补偿金</Form.Header>
      <CityField city={city} />
      <AmountField name="compensation" label="补偿金（元）" required placeholder="请输入一次性补偿收入" />
      <AmountField name="averageWage" label="上年职工平均工资（元/年）" required description={`默认取${city.name}${city.averageAnnualWage.year}年约 ${formatYuan(city.averageAnnualWage.value)} 元${city.toBeConfirmed ? '（估算，待确认，请按当地公布数修改）' : ''}；3倍以内免税`} />
      <AmountField name="insurancePaid" label="补偿金中缴纳的三险一金（元）" placeholder="0" description="选填，可在计税时扣除" />
    </Form>
  );
}
