import { applyRate, type BasisPoints, type Cents } from '../engine/money';
import { periodOn, type BasePeriod, type City } from '../data/cities';

interface InsuranceItem {
  readonly key: 'pension' | 'medical' | 'unemployment' | 'housingFund';
  readonly label: string;
  /** The wage clamped to the period's floor and cap. */
  readonly base: Cents;
  readonly rate: BasisPoints;
  readonly amount: Cents;
}

export interface InsuranceBreakdown {
  readonly items: readonly InsuranceItem[];
  readonly total: Cents;
  readonly socialPeriod: BasePeriod;
  readonly housingFundPeriod: BasePeriod;
}

const clamp = (value: Cents, period: BasePeriod): Cents =>
  Math.min(Math.max(value, period.floor), period.cap);

/** Today as YYYY-MM-DD in China time, which is when contribution bases change. */
export function todayInChina(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Employee-side 三险一金 of a monthly wage in a city: each item is clamp(wage, floor, cap) × rate,
 * rounded half-up to the cent. A wage of 0 contributes nothing (no job, no contribution).
 */
export function insuranceFor(
  city: City,
  wage: Cents,
  options: { date?: string; housingFundRate?: BasisPoints } = {},
): InsuranceBreakdown {
  const date = options.date ?? todayInChina();
  const socialPeriod = periodOn(city.socialBase, date);
  const housingFundPeriod = periodOn(city.housingFundBase, date);
  const hfRate = options.housingFundRate ?? city.rates.housingFund;
  const social = wage > 0 ? clamp(wage, socialPeriod) : 0;
  const fund = wage > 0 ? clamp(wage, housingFundPeriod) : 0;
  const items: InsuranceItem[] = [
    {
      key: 'pension',
      label: '养老保险',
      base: social,
      rate: city.rates.pension,
      amount: applyRate(social, city.rates.pension),
    },
    {
      key: 'medical',
      label: '医疗保险',
      base: social,
      rate: city.rates.medical,
      amount: social > 0 ? applyRate(social, city.rates.medical) + city.rates.medicalFixed : 0,
    },
    {
      key: 'unemployment',
      label: '失业保险',
      base: social,
      rate: city.rates.unemployment,
      amount: applyRate(social, city.rates.unemployment),
    },
    {
      key: 'housingFund',
      label: '住房公积金',
      base: fund,
      rate: hfRate,
      amount: applyRate(fund, hfRate),
    },
  ];
  return {
    items,
    total: items.reduce((sum, i) => sum + i.amount, 0),
    socialPeriod,
    housingFundPeriod,
  };
}
