import { useState } from 'react';
import { Button, Form, Input, List, Selector, Stepper, Switch } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { toFormRules } from '@/lib/validate';
import { centsToInput, formatRate, formatYuan, formatYuanShort } from '../engine/money';
import { isMonth } from '../engine/monthly-wage';
import { useCity } from '../hooks/use-city';
import { useAnnex } from '../hooks/use-annex';
import { insuranceFor } from '../lib/insurance';
import { amountRules, fieldCents, optionalCents } from '../lib/amount-rules';
import { encodeForm, FORM_VERSION, type WageMonthForm as WageMonthParams } from '../lib/form-codec';
import { recallForm, rememberForm } from '../lib/form-memory';
import { useInsuranceAutofill } from '../hooks/use-insurance-autofill';
import { AnnexPicker } from './annex-picker';
import { CityField } from './city-field';
import { AMOUNT_ITEM } from '../lib/amount-input';

const MONTH_FIELDS = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12'] as const;
type MonthField = (typeof MONTH_FIELDS)[number];

interface Values extends Partial<Record<MonthField, string>> {
  varies?: boolean;
  wage?: string;
  insurance?: string;
  annex?: string;
  annexForYear?: string;
  other?: string;
  startMonth?: number;
  firstJob?: boolean;
}

const MODE = 'wage-month';

/** 工资薪金（月度）: the inputs of the cumulative withholding method. */
export function WageMonthForm() {
  const city = useCity();
  const annex = useAnnex(city);
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [initial] = useState<Values>(() => ({
    annex: annex.totals.annexMoney ? centsToInput(annex.totals.annexMoney) : '',
    annexForYear: annex.totals.withholdingForYear ? centsToInput(annex.totals.withholdingForYear) : '',
    startMonth: 1,
    firstJob: false,
    ...recallForm<Values>(MODE),
  }));
  const [hfRate, setHfRate] = useState(city.rates.housingFund);
  const insurance = useInsuranceAutofill(form, city, { source: 'wage', target: 'insurance', months: 1, startsEdited: Boolean(initial.insurance) });
  const [pickerVisible, setPickerVisible] = useState(false);
  const wageText = Form.useWatch('wage', form);
  const varies = Form.useWatch('varies', form) ?? initial.varies ?? false;
  const breakdown = insuranceFor(city, fieldCents(wageText), { housingFundRate: hfRate });


  const onFinish = (values: Values) => {
    rememberForm(MODE, values);
    const params: WageMonthParams = {
      v: FORM_VERSION,
      city: city.name,
      wage: fieldCents(values.wage),
      insurance: fieldCents(values.insurance),
      annex: fieldCents(values.annex),
      annexForYear: fieldCents(values.annexForYear),
      other: fieldCents(values.other),
      startMonth: isMonth(values.startMonth) ? values.startMonth : 1,
      firstJob: values.firstJob ?? false,
      byMonth: values.varies ? MONTH_FIELDS.map((f) => optionalCents(values[f]) ?? null) : undefined,
    };
    navigate(`/calculator/wage/month/${encodeForm(params)}`);
  };

  const hfOptions = [];
  for (let r = city.rates.housingFundMin; r <= city.rates.housingFundMax; r += 100) hfOptions.push({ label: formatRate(r), value: r });

  return (
    <>
      <Form
        form={form}
        className="calc-form"
        layout="horizontal"
        initialValues={initial}
        onValuesChange={(changed: Values) => insurance.onValuesChange(changed, hfRate)}
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large">
            开始计算
          </Button>
        }
      >
        <Form.Header>工资薪金 · 累计预扣法</Form.Header>
        <CityField city={city} />
        <Form.Item name="wage" label="税前月薪（元）" rules={toFormRules(amountRules({ required: true }))} {...AMOUNT_ITEM}>
          <Input placeholder="请输入每月税前工资" inputMode="decimal" clearable />
        </Form.Item>
        <List.Item
          description={`单位可选 ${formatRate(city.rates.housingFundMin)}-${formatRate(city.rates.housingFundMax)}`}
        >
          <span>住房公积金比例</span>
          <Selector
            aria-label="住房公积金比例"
            columns={4}
            options={hfOptions}
            value={[hfRate]}
            onChange={(v) => {
              const rate = v[0] ?? city.rates.housingFund;
              setHfRate(rate);
              if (!insurance.edited) insurance.fill(rate);
            }}
          />
        </List.Item>
        <Form.Item
          name="insurance"
          label="三险一金（元/月）"
          rules={toFormRules(amountRules())} {...AMOUNT_ITEM}
          description={
            <span>
              {breakdown.total > 0
                ? `按${city.name}计算：${breakdown.items.map((i) => `${i.label}${formatYuan(i.amount)}元`).join('、')}`
                : `填写税前月薪后按${city.name}缴费比例自动计算`}
              {`；社保基数 ${formatYuanShort(breakdown.socialPeriod.floor)}-${formatYuanShort(breakdown.socialPeriod.cap)}（自${breakdown.socialPeriod.effectiveFrom}${breakdown.socialPeriod.effectiveTo ? `至${breakdown.socialPeriod.effectiveTo}` : '起'}）`}
              {city.toBeConfirmed ? '，待确认，可手动修改' : ''}
              {insurance.edited ? (
                <Button size="small" fill="none" color="primary" onClick={() => insurance.reset(hfRate)}>
                  按城市重算
                </Button>
              ) : null}
            </span>
          }
        >
          <Input placeholder="按城市和工资自动计算" inputMode="decimal" clearable />
        </Form.Item>
        <Form.Item
          name="annex"
          label="专项附加扣除（元/月）"
          rules={toFormRules(amountRules())} {...AMOUNT_ITEM}
          extra={
            <Button size="small" color="primary" fill="outline" onClick={() => setPickerVisible(true)}>
              选择
            </Button>
          }
        >
          <Input placeholder="点“选择”或直接输入" inputMode="decimal" clearable />
        </Form.Item>
        <Form.Item name="annexForYear" label="职业资格继续教育（元/年）" rules={toFormRules(amountRules())} {...AMOUNT_ITEM} description="取得证书当年一次扣除3,600元">
          <Input placeholder="0" inputMode="decimal" clearable />
        </Form.Item>
        <Form.Item name="other" label="其他扣除（元/月）" rules={toFormRules(amountRules())} {...AMOUNT_ITEM} description="如个人养老金、商业健康保险">
          <Input placeholder="0" inputMode="decimal" clearable />
        </Form.Item>
        <Form.Item name="varies" label="各月工资不同" valuePropName="checked" childElementPosition="right" description="如某月停薪、调薪；留空的月份按税前月薪计算">
          <Switch aria-label="各月工资不同" />
        </Form.Item>
        {varies
          ? MONTH_FIELDS.map((f, i) => (
              <Form.Item key={f} name={f} label={`${i + 1}月工资（元）`} rules={toFormRules(amountRules())} {...AMOUNT_ITEM}>
                <Input placeholder={wageText ? `同月薪 ${wageText}` : '同税前月薪'} inputMode="decimal" clearable />
              </Form.Item>
            ))
          : null}
        <Form.Item name="startMonth" label="本年入职月份" childElementPosition="right">
          <Stepper aria-label="本年入职月份" min={1} max={12} digits={0} />
        </Form.Item>
        <Form.Item
          name="firstJob"
          label="年度首次取得工资"
          valuePropName="checked"
          childElementPosition="right"
          description="国家税务总局公告2020年第19号：年度中间首次取得工资薪金的，累计减除费用按5,000元×当年截至本月的月份数计算"
        >
          <Switch aria-label="年度首次取得工资" />
        </Form.Item>
      </Form>
      <AnnexPicker
        visible={pickerVisible}
        city={city}
        initial={annex.selection}
        onClose={() => setPickerVisible(false)}
        onConfirm={(selection) => {
          const totals = annex.save(selection);
          form.setFieldsValue({
            annex: centsToInput(totals.annexMoney),
            annexForYear: centsToInput(totals.withholdingForYear),
          });
          setPickerVisible(false);
        }}
      />
    </>
  );
}
