import { describe, expect, it } from 'vitest';
import { tierState } from './tier-state';

const tier = { rankFrom: 4, rankTo: 10 };
const standing = { examEnded: true, myRank: 6, claimed: false, claimable: true, expired: false };

describe('tierState', () => {
  it("only my rank's tier is reachable", () => {
    expect(tierState({ rankFrom: 1, rankTo: 1 }, standing)).toBe('未达成');
    expect(tierState(tier, { ...standing, myRank: null })).toBe('未达成');
  });

  it('waits for the end of the campaign, then can be claimed once', () => {
    expect(tierState(tier, { ...standing, examEnded: false, claimable: false })).toBe('待结算');
    expect(tierState(tier, standing)).toBe('可领取');
    expect(tierState(tier, { ...standing, claimed: true, claimable: false })).toBe('已领取');
  });

  it('is 已过期 when the claim period ran out unclaimed (a claimed one stays 已领取)', () => {
    expect(tierState(tier, { ...standing, claimable: false, expired: true })).toBe('已过期');
    expect(tierState(tier, { ...standing, claimed: true, claimable: false, expired: true })).toBe(
      '已领取',
    );
    expect(
      tierState({ rankFrom: 1, rankTo: 1 }, { ...standing, claimable: false, expired: true }),
    ).toBe('未达成');
  });
});
