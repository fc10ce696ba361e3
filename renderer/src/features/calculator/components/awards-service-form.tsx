import { useCalculatorForm } from '../hooks/use-calculator-form';
import { fieldCents } from '../lib/amount-rules';
import { AmountField } from '../ui/amount-field';
import { CalcForm } from '../ui/calc-form';

type Name = 'income';

/** 劳务报酬: one payment's prepayment. */
export function AwardsServiceForm() {
  const { fields, bind, submit } = useCalculatorForm<'awards-service', Name>('awards-service', {
    initial: (recalled) => recalled,
    required: ['income'],
  });
  const onSubmit = () =>
    submit({
      check: ['income'],
      remember: () => ({ income: fields.get('income') }),
      params: () => ({ income: fieldCents(fields.get('income')) }),
    });
  return (
    <CalcForm title="劳务报酬 · 每次收入预扣预缴" onSubmit={onSubmit}>
      <AmountField
        {...bind('income')}
        label="劳务报酬（元）"
        required
        placeholder="请输入每次税前收入"
        description="每次收入不超过4,000元的减除800元，超过的减除20%，适用预扣率表二"
      />
    </CalcForm>
  );
}
