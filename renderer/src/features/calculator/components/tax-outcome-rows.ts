import { formatRate, formatYuan, type BasisPoints, type Cents } from '../engine/money';
import type { ResultRow } from './result-rows';

/** What every single-table result ends with: the band, the tax, the take-home and the effective rate. */
export interface TaxOutcome {
  readonly rate: BasisPoints;
  readonly quickDeduction: Cents;
  readonly tax: Cents;
  readonly afterTax: Cents;
  readonly effectiveRate: BasisPoints;
}

/** The closing rows of a result list: 税率 … 实际税负率, the tax and the take-home emphasised. */
export function taxOutcomeRows(r: TaxOutcome): ResultRow[] {
  return [
    { label: '税率', value: formatRate(r.rate) },
    { label: '速算扣除数', value: formatYuan(r.quickDeduction) },
    { label: '应纳税额', value: formatYuan(r.tax), strong: true },
    { label: '税后收入', value: formatYuan(r.afterTax), strong: true },
    { label: '实际税负率', value: formatRate(r.effectiveRate) },
  ];
}
