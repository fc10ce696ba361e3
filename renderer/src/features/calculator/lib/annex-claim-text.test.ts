import { describe, expect, it } from 'vitest';
import { annexClaimText } from './annex-claim-text';

describe('annexClaimText', () => {
  it('names the start month and the months claimed with it', () => {
    expect(annexClaimText({ monthly: 200_000, startMonth: 6, earlierFrom: 3 })).toBe(
      '2,000.00元/月，6月起（补扣3-5月）',
    );
    expect(annexClaimText({ monthly: 150_000, startMonth: 6, earlierFrom: 5 })).toBe(
      '1,500.00元/月，6月起（补扣5月）',
    );
    expect(annexClaimText({ monthly: 150_000, startMonth: 6 })).toBe('1,500.00元/月，6月起');
    expect(annexClaimText({ monthly: 150_000, startMonth: 6, earlierFrom: 6 })).toBe(
      '1,500.00元/月，6月起',
    );
  });
});
