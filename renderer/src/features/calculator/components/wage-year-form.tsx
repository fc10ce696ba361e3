import { centsToInput } from '../engine/money';
import { useCity } from '../hooks/use-city';
import { useAnnex } from '../hooks/use-annex';
import { useInsuranceAutofill } from '../hooks/use-insurance-autofill';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import { fieldCents, optionalCents } from '../lib/amount-rules';
import { AmountField } from '../ui/amount-field';
import { CalcForm } from '../ui/calc-form';

type Name =
  'wages' | 'labour' | 'author' | 'royalty' | 'special' | 'annex' | 'other' | 'pension' | 'prepaid';
const NAMES: readonly Name[] = [
  'wages',
  'labour',
  'author',
  'royalty',
  'special',
  'annex',
  'pension',
  'other',
  'prepaid',
];

/** 综合所得年度汇算: the year's four kinds of income, the deductions, and tax already prepaid. */
export function WageYearForm() {
  const city = useCity();
  const { totals } = useAnnex(city);
  const { start, fields, bind, submit } = useCalculatorForm<'wage-year', Name>('wage-year', {
    initial: (recalled) => ({
      annex: totals.totalAnnexMoney ? centsToInput(totals.totalAnnexMoney) : '',
      ...recalled,
    }),
    required: ['wages'],
  });
  const insurance = useInsuranceAutofill(fields, city, {
    source: 'wages',
    target: 'special',
    months: 12,
    startsEdited: Boolean(start.special),
  });

  const onSubmit = () =>
    submit({
      check: NAMES,
      params: () => ({
        wages: fieldCents(fields.get('wages')),
        labour: fieldCents(fields.get('labour')),
        author: fieldCents(fields.get('author')),
        royalty: fieldCents(fields.get('royalty')),
        special: fieldCents(fields.get('special')),
        annex: fieldCents(fields.get('annex')),
        other: fieldCents(fields.get('other')),
        pension: fieldCents(fields.get('pension')),
        prepaid: optionalCents(fields.get('prepaid')),
      }),
    });

  return (
    <CalcForm title="综合所得 · 年度汇算（全年金额）" onSubmit={onSubmit}>
      <AmountField
        {...bind('wages')}
        label="工资薪金（元）"
        required
        placeholder="全年税前工资薪金"
        onChange={(t) => insurance.onWageChange(fields.change('wages', t))}
      />
      <AmountField
        {...bind('labour')}
        label="劳务报酬（元）"
        placeholder="0"
        description="按收入的80%计入收入额"
      />
      <AmountField
        {...bind('author')}
        label="稿酬（元）"
        placeholder="0"
        description="按收入的80%再减按70%计入收入额"
      />
      <AmountField
        {...bind('royalty')}
        label="特许权使用费（元）"
        placeholder="0"
        description="按收入的80%计入收入额"
      />
      <AmountField
        {...bind('special')}
        label="三险一金（元）"
        placeholder="0"
        onChange={(t) => {
          fields.change('special', t);
          insurance.onTyped();
        }}
        description={
          insurance.edited
            ? '全年个人缴纳；按填写的金额计算'
            : `全年个人缴纳；未填写时按${city.name}缴费基数和比例估算（可修改）`
        }
      />
      <AmountField
        {...bind('annex')}
        label="专项附加扣除（元）"
        placeholder="0"
        description="全年合计，含大病医疗"
      />
      <AmountField
        {...bind('pension')}
        label="个人养老金（元）"
        placeholder="0"
        description="全年缴存额，最多扣除12,000元"
      />
      <AmountField
        {...bind('other')}
        label="其他扣除（元）"
        placeholder="0"
        description="如商业健康保险、税延养老保险"
      />
      <AmountField
        {...bind('prepaid')}
        label="已预缴税额（元）"
        placeholder="选填"
        description="填写后计算应补或应退税额"
      />
    </CalcForm>
  );
}
