import { formatRate, formatYuan, formatYuanShort, type BasisPoints } from '../engine/money';
import { insuranceFor } from '../lib/insurance';
import { fieldCents } from '../lib/amount-rules';
import { AmountField } from '../ui/amount-field';
import { SelectField } from '../ui/select-field';
import type { City } from '../data/cities';

interface InsuranceFieldProps {
  readonly city: City;
  readonly wageText: string | undefined;
  readonly value: string | undefined;
  readonly error: string | undefined;
  readonly onChange: (text: string) => void;
  /** True once the user typed their own amount: it is used as typed, the city's figures are not. */
  readonly edited: boolean;
  readonly onReset: () => void;
  readonly housingFundRate: BasisPoints;
  readonly onHousingFundRate: (rate: BasisPoints) => void;
}

/** 住房公积金比例 and 三险一金 per month: computed from the city and the wage until the user types an amount. */
export function InsuranceField(props: InsuranceFieldProps) {
  const { city, edited, housingFundRate } = props;
  const breakdown = insuranceFor(city, fieldCents(props.wageText), { housingFundRate });
  const period = breakdown.socialPeriod;
  const rates = [];
  for (let r = city.rates.housingFundMin; r <= city.rates.housingFundMax; r += 100)
    rates.push({ value: r, label: formatRate(r) });
  const computed =
    breakdown.total > 0
      ? `按${city.name}计算：${breakdown.items.map((i) => `${i.label}${formatYuan(i.amount)}元`).join('、')}`
      : `填写税前月薪后按${city.name}缴费比例自动计算`;
  const basis = `；社保基数 ${formatYuanShort(period.floor)}-${formatYuanShort(period.cap)}（自${period.effectiveFrom}${period.effectiveTo ? `至${period.effectiveTo}` : '起'}）${city.toBeConfirmed ? '，待确认，可手动修改' : ''}`;
  return (
    <>
      <SelectField
        label="住房公积金比例"
        value={housingFundRate}
        options={rates}
        onChange={props.onHousingFundRate}
        description={`单位可选 ${formatRate(city.rates.housingFundMin)}-${formatRate(city.rates.housingFundMax)}${edited ? '；已填写三险一金时不影响计算' : ''}`}
      />
      <AmountField
        name="insurance"
        label="三险一金（元/月）"
        placeholder="按城市和工资自动计算"
        value={props.value}
        error={props.error}
        onChange={props.onChange}
        description={
          edited ? (
            <>
              按填写的金额计算，不再按{city.name}缴费基数和比例估算。
              <button type="button" className="calc-link" onClick={props.onReset}>
                按{city.name}重算
              </button>
            </>
          ) : (
            computed + basis
          )
        }
      />
    </>
  );
}
