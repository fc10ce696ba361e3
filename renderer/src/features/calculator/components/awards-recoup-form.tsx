import { centsToInput, formatYuan } from '../engine/money';
import { useCity } from '../hooks/use-city';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import { fieldCents } from '../lib/amount-rules';
import type { AmountValues } from '../lib/use-amount-fields';
import { AmountField } from '../ui/amount-field';
import { CalcForm } from '../ui/calc-form';
import { CityField } from './city-field';

type Name = 'compensation' | 'averageWage' | 'insurancePaid';
const NAMES: readonly Name[] = ['compensation', 'averageWage', 'insurancePaid'];

/** 解除劳动关系一次性补偿收入: the compensation and the local average wage (from the city). */
export function AwardsRecoupForm() {
  const city = useCity();
  const { fields, bind, submit } = useCalculatorForm<
    'awards-recoup',
    Name,
    AmountValues<Name> & { city?: string }
  >('awards-recoup', {
    initial: (recalled) => ({
      ...recalled,
      // A remembered average wage belongs to the city it was typed for.
      averageWage:
        recalled.city === city.name && recalled.averageWage
          ? recalled.averageWage
          : centsToInput(city.averageAnnualWage.value),
    }),
    required: ['compensation', 'averageWage'],
  });

  const onSubmit = () =>
    submit({
      check: NAMES,
      remember: () => ({ ...fields.values, city: city.name }),
      params: () => ({
        city: city.name,
        compensation: fieldCents(fields.get('compensation')),
        averageWage: fieldCents(fields.get('averageWage')),
        insurancePaid: fieldCents(fields.get('insurancePaid')),
      }),
    });

  return (
    <CalcForm title="解除劳动合同一次性补偿金" onSubmit={onSubmit}>
      <CityField city={city} />
      <AmountField
        {...bind('compensation')}
        label="补偿金（元）"
        required
        placeholder="请输入一次性补偿收入"
      />
      <AmountField
        {...bind('averageWage')}
        label="上年职工平均工资（元/年）"
        required
        description={`默认取${city.name}${city.averageAnnualWage.year}年约 ${formatYuan(city.averageAnnualWage.value)} 元${city.toBeConfirmed ? '（估算，待确认，请按当地公布数修改）' : ''}；3倍以内免税`}
      />
      <AmountField
        {...bind('insurancePaid')}
        label="补偿金中缴纳的三险一金（元）"
        placeholder="0"
        description="选填，可在计税时扣除"
      />
    </CalcForm>
  );
}
