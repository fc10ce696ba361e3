import { formatYuan } from '../engine/money';
import type { AnnexClaimParams } from './form-codec';

/** "2,000.00元/月，6月起（补扣3-5月）": a mid-year deduction as the result pages describe it. */
export function annexClaimText(claim: AnnexClaimParams): string {
  const from =
    claim.earlierFrom !== undefined && claim.earlierFrom < claim.startMonth
      ? claim.earlierFrom
      : undefined;
  const earlier =
    from === undefined
      ? ''
      : from === claim.startMonth - 1
        ? `（补扣${from}月）`
        : `（补扣${from}-${claim.startMonth - 1}月）`;
  return `${formatYuan(claim.monthly)}元/月，${claim.startMonth}月起${earlier}`;
}
