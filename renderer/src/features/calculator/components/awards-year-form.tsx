import { centsToInput } from '../engine/money';
import { useCity } from '../hooks/use-city';
import { useAnnex } from '../hooks/use-annex';
import { useInsuranceAutofill } from '../hooks/use-insurance-autofill';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import { fieldCents, optionalCents } from '../lib/amount-rules';
import { AmountField } from '../ui/amount-field';
import { CalcForm, FormSubheader } from '../ui/calc-form';

type Name = 'bonus' | 'wage' | 'insurance' | 'annex';
const NAMES: readonly Name[] = ['bonus', 'wage', 'insurance', 'annex'];

/** 全年一次性奖金: the bonus, and optionally the monthly wage for the merge comparison. */
export function AwardsYearForm() {
  const city = useCity();
  const { totals } = useAnnex(city);
  const { start, fields, bind, submit } = useCalculatorForm<'awards-year', Name>('awards-year', {
    initial: (recalled) => ({
      annex: totals.annexMoney ? centsToInput(totals.annexMoney) : '',
      ...recalled,
    }),
    required: ['bonus'],
  });
  const insurance = useInsuranceAutofill(fields, city, {
    source: 'wage',
    target: 'insurance',
    months: 1,
    startsEdited: Boolean(start.insurance),
  });

  const onSubmit = () =>
    submit({
      check: NAMES,
      params: () => ({
        bonus: fieldCents(fields.get('bonus')),
        wage: optionalCents(fields.get('wage')),
        insurance: fieldCents(fields.get('insurance')),
        annex: fieldCents(fields.get('annex')),
      }),
    });

  return (
    <CalcForm title="全年一次性奖金 · 单独计税" onSubmit={onSubmit}>
      <AmountField
        {...bind('bonus')}
        label="年终奖（元）"
        required
        placeholder="请输入税前年终奖"
      />
      <FormSubheader>选填：用于比较并入综合所得</FormSubheader>
      <AmountField
        {...bind('wage')}
        label="税前月薪（元）"
        placeholder="选填"
        onChange={(t) => insurance.onWageChange(fields.change('wage', t))}
      />
      <AmountField
        {...bind('insurance')}
        label="三险一金（元/月）"
        placeholder="0"
        onChange={(t) => {
          fields.change('insurance', t);
          insurance.onTyped();
        }}
        description={
          insurance.edited ? '按填写的金额计算' : `按${city.name}缴费基数和比例自动估算，可修改`
        }
      />
      <AmountField {...bind('annex')} label="专项附加扣除（元/月）" placeholder="0" />
    </CalcForm>
  );
}
